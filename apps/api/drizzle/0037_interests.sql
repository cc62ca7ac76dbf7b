CREATE TYPE "public"."interest_lost_reason" AS ENUM('other_location', 'withdrawal', 'insufficient_incentives', 'infrastructure', 'timeline', 'other');--> statement-breakpoint
CREATE TYPE "public"."interest_origin" AS ENUM('customer', 'outside');--> statement-breakpoint
CREATE TYPE "public"."interest_stage" AS ENUM('new', 'talking', 'site_visit', 'proposal', 'won', 'lost');--> statement-breakpoint
ALTER TYPE "public"."favorite_entity" ADD VALUE 'interest';--> statement-breakpoint
ALTER TYPE "public"."notification_category" ADD VALUE 'interest';--> statement-breakpoint
CREATE TABLE "interest_mail_throttle" (
	"interest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interest_mail_throttle_interest_id_user_id_pk" PRIMARY KEY("interest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interest_message_files" (
	"message_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interest_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "interest_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"interest_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"client_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_reads" (
	"interest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_reads_interest_id_user_id_pk" PRIMARY KEY("interest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" "interest_origin" DEFAULT 'customer' NOT NULL,
	"interested_customer_id" integer,
	"interested_user_id" integer,
	"follower_user_id" integer,
	"outside_name" text,
	"outside_email" text,
	"proposal_id" integer,
	"city_id" integer,
	"state_id" integer,
	"target" varchar(32) NOT NULL,
	"owner_customer_id" integer NOT NULL,
	"stage" "interest_stage" DEFAULT 'new' NOT NULL,
	"won_amount" numeric(15, 2),
	"won_jobs" integer,
	"lost_reason" "interest_lost_reason",
	"lost_text" text,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_one_target" CHECK (num_nonnulls("interests"."proposal_id", "interests"."city_id", "interests"."state_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "notification_types" SET DEFAULT '{interest}'::text[];--> statement-breakpoint
ALTER TABLE "interest_mail_throttle" ADD CONSTRAINT "interest_mail_throttle_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_mail_throttle" ADD CONSTRAINT "interest_mail_throttle_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_message_files" ADD CONSTRAINT "interest_message_files_message_id_interest_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."interest_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_message_files" ADD CONSTRAINT "interest_message_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_messages" ADD CONSTRAINT "interest_messages_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_messages" ADD CONSTRAINT "interest_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_reads" ADD CONSTRAINT "interest_reads_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_reads" ADD CONSTRAINT "interest_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_interested_customer_id_customers_id_fk" FOREIGN KEY ("interested_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_interested_user_id_users_id_fk" FOREIGN KEY ("interested_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_follower_user_id_users_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interest_message_files_file_key" ON "interest_message_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "interest_messages_thread_idx" ON "interest_messages" USING btree ("interest_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_messages_client_key" ON "interest_messages" USING btree ("interest_id","author_user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_open_key" ON "interests" USING btree ("interested_customer_id","target") WHERE "interests"."stage" not in ('won', 'lost');--> statement-breakpoint
CREATE INDEX "interests_owner_idx" ON "interests" USING btree ("owner_customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "interests_interested_idx" ON "interests" USING btree ("interested_customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "interests_proposal_idx" ON "interests" USING btree ("proposal_id");--> statement-breakpoint
UPDATE "users" SET "notification_types" = array_append("notification_types", 'interest') WHERE NOT ('interest' = ANY("notification_types"));