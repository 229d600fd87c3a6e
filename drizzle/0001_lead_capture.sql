ALTER TABLE "leads" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "business_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "goals" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;