CREATE TABLE "attempt_limits" (
	"scope" varchar(16) NOT NULL,
	"key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "attempt_limits_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "login_lockouts" CASCADE;