CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"company" text,
	"message" text,
	"plan" text,
	"source" text NOT NULL,
	"landing_page" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"is_spam" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"assignee_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''))) STORED NOT NULL,
	CONSTRAINT "inbox_items_status_check" CHECK ("inbox_items"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "inbox_reads" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_reads_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" in ('staff', 'owner'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_reads" ADD CONSTRAINT "inbox_reads_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_reads" ADD CONSTRAINT "inbox_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_item_idx" ON "audit_log" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inbox_items_received_idx" ON "inbox_items" USING btree ("received_at","id") WHERE not "inbox_items"."is_spam";--> statement-breakpoint
CREATE INDEX "inbox_items_status_idx" ON "inbox_items" USING btree ("status","received_at","id") WHERE not "inbox_items"."is_spam";--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_idx" ON "inbox_items" USING btree ("assignee_id","received_at","id") WHERE not "inbox_items"."is_spam";--> statement-breakpoint
CREATE INDEX "inbox_items_unassigned_idx" ON "inbox_items" USING btree ("received_at","id") WHERE not "inbox_items"."is_spam" and "inbox_items"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "inbox_items_kind_idx" ON "inbox_items" USING btree ("kind","received_at","id") WHERE not "inbox_items"."is_spam";--> statement-breakpoint
CREATE INDEX "inbox_items_source_idx" ON "inbox_items" USING btree ("source","received_at","id") WHERE not "inbox_items"."is_spam";--> statement-breakpoint
CREATE INDEX "inbox_items_email_idx" ON "inbox_items" USING btree ("email","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_search_idx" ON "inbox_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "outbox_reference_idx" ON "outbox" USING btree (("payload"->>'id'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'staff', 'owner'));