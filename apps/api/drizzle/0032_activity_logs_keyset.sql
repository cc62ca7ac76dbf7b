-- The activity log PDF reads a log by keyset (occurred_at, id), newest first: with id in the
-- index each batch starts where the previous one ended, instead of re-reading every newer entry.
DROP INDEX "activity_logs_user_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id","occurred_at","id");