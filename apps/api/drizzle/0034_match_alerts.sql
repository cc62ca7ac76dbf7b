ALTER TYPE "public"."notification_category" ADD VALUE 'match';--> statement-breakpoint
CREATE TABLE "match_alert_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" integer,
	"city_id" integer,
	"fresh" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_match_tops" (
	"proposal_id" integer PRIMARY KEY NOT NULL,
	"city_ids" integer[] NOT NULL,
	"tenth_score" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project_match_tops" ADD CONSTRAINT "project_match_tops_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_alert_queue_subject_idx" ON "match_alert_queue" USING btree (coalesce("proposal_id", 0),coalesce("city_id", 0)) WHERE "match_alert_queue"."claimed_at" is null;