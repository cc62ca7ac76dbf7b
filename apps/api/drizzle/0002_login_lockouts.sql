CREATE TABLE "login_lockouts" (
	"scope" varchar(8) NOT NULL,
	"key" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "login_lockouts_scope_key_pk" PRIMARY KEY("scope","key")
);
