DROP INDEX "outbox_status_next_attempt_at_idx";--> statement-breakpoint
CREATE INDEX "outbox_pending_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';