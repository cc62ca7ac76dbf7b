CREATE SCHEMA "receita";
--> statement-breakpoint
CREATE TABLE "manual_companies" (
	"cnpj" varchar(14) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"main_activity_code" varchar(7) NOT NULL,
	"share_capital" numeric(15, 2),
	"open_at" date,
	"postal_code" varchar(8) NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text,
	"subunit" text,
	"district" text,
	"city_id" integer NOT NULL,
	"email" text,
	"phone" varchar(11),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receita"."companies" (
	"cnpj" varchar(14) PRIMARY KEY NOT NULL,
	"cnpj_basico" char(8) NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"legal_nature_code" varchar(4),
	"responsible_qualification_code" varchar(2),
	"company_size" varchar(2),
	"federative_entity" text,
	"share_capital" numeric(15, 2),
	"type" smallint DEFAULT 1 NOT NULL,
	"status" varchar(2),
	"status_at" date,
	"status_reason_code" varchar(2),
	"foreign_city_name" text,
	"country_code" varchar(3),
	"open_at" date,
	"main_activity_code" varchar(7),
	"secondary_activity_codes" varchar(7)[] DEFAULT '{}' NOT NULL,
	"street_type" text,
	"street_name" text,
	"street_number" text,
	"subunit" text,
	"district" text,
	"postal_code" varchar(8),
	"state" char(2),
	"siafi_code" varchar(4),
	"city_code" integer,
	"city_id" integer,
	"city_name" text,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text,
	"special_status" text,
	"special_status_at" date,
	"simples" boolean,
	"simples_since" date,
	"simples_until" date,
	"mei" boolean,
	"mei_since" date,
	"mei_until" date,
	"source" varchar(8) DEFAULT 'receita' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receita"."partners" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_cnpj_basico" char(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"document" varchar(14),
	"person_key" text,
	"partner_cnpj_basico" char(8),
	"qualification_code" varchar(2),
	"entry_date" date,
	"country_code" varchar(3),
	"representative_name" text,
	"representative_document" varchar(14),
	"representative_qualification_code" varchar(2),
	"age_range" smallint
);
--> statement-breakpoint
CREATE TABLE "receita"."registry_codes" (
	"kind" varchar(16) NOT NULL,
	"code" varchar(8) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "registry_codes_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
ALTER TABLE "company_contacts" DROP CONSTRAINT "company_contacts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "company_infos" DROP CONSTRAINT "company_infos_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "company_media" DROP CONSTRAINT "company_media_company_id_companies_id_fk";
--> statement-breakpoint
DROP INDEX "company_contacts_company_id_idx";--> statement-breakpoint
DROP INDEX "company_media_company_id_idx";--> statement-breakpoint
-- What users added to a company is kept, now keyed by its CNPJ, which every Receita release
-- repeats, instead of the id of a row that a reload replaces.
ALTER TABLE "company_contacts" ADD COLUMN "cnpj" varchar(14);--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "cnpj" varchar(14);--> statement-breakpoint
ALTER TABLE "company_media" ADD COLUMN "cnpj" varchar(14);--> statement-breakpoint
UPDATE "company_contacts" x SET "cnpj" = c."cnpj" FROM "companies" c WHERE c."id" = x."company_id";--> statement-breakpoint
UPDATE "company_infos" x SET "cnpj" = c."cnpj" FROM "companies" c WHERE c."id" = x."company_id";--> statement-breakpoint
UPDATE "company_media" x SET "cnpj" = c."cnpj" FROM "companies" c WHERE c."id" = x."company_id";--> statement-breakpoint
ALTER TABLE "company_contacts" ALTER COLUMN "cnpj" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_infos" ALTER COLUMN "cnpj" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_media" ALTER COLUMN "cnpj" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "manual_companies" ADD CONSTRAINT "manual_companies_main_activity_code_activities_code_fk" FOREIGN KEY ("main_activity_code") REFERENCES "public"."activities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_companies" ADD CONSTRAINT "manual_companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_companies" ADD CONSTRAINT "manual_companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_cnpj_prefix_idx" ON "receita"."companies" USING btree ("cnpj" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_cnpj_basico_idx" ON "receita"."companies" USING btree ("cnpj_basico");--> statement-breakpoint
CREATE INDEX "companies_share_capital_idx" ON "receita"."companies" USING btree ("share_capital" desc nulls last,"cnpj");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "receita"."companies" USING btree ("name","cnpj");--> statement-breakpoint
CREATE INDEX "companies_business_name_idx" ON "receita"."companies" USING btree ("business_name","cnpj");--> statement-breakpoint
CREATE INDEX "companies_city_name_idx" ON "receita"."companies" USING btree ("city_name","cnpj");--> statement-breakpoint
CREATE INDEX "companies_open_at_idx" ON "receita"."companies" USING btree ("open_at","cnpj");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "receita"."companies" USING btree ("city_id","share_capital" desc nulls last);--> statement-breakpoint
CREATE INDEX "companies_state_idx" ON "receita"."companies" USING btree ("state","share_capital" desc nulls last);--> statement-breakpoint
CREATE INDEX "companies_activity_idx" ON "receita"."companies" USING btree ("main_activity_code","share_capital" desc nulls last);--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "receita"."companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_name_search_idx" ON "receita"."companies" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_business_name_search_idx" ON "receita"."companies" USING gin (lower(immutable_unaccent(business_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_company_idx" ON "receita"."partners" USING btree ("company_cnpj_basico");--> statement-breakpoint
CREATE INDEX "partners_person_key_idx" ON "receita"."partners" USING btree ("person_key");--> statement-breakpoint
CREATE INDEX "partners_partner_cnpj_basico_idx" ON "receita"."partners" USING btree ("partner_cnpj_basico");--> statement-breakpoint
CREATE INDEX "partners_name_search_idx" ON "receita"."partners" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_contacts_cnpj_idx" ON "company_contacts" USING btree ("cnpj","position");--> statement-breakpoint
CREATE INDEX "company_media_cnpj_idx" ON "company_media" USING btree ("cnpj","position");--> statement-breakpoint
ALTER TABLE "company_contacts" DROP COLUMN "company_id";--> statement-breakpoint
ALTER TABLE "company_infos" DROP COLUMN "company_id";--> statement-breakpoint
ALTER TABLE "company_media" DROP COLUMN "company_id";--> statement-breakpoint
ALTER TABLE "company_infos" ADD PRIMARY KEY ("cnpj");--> statement-breakpoint
-- The registry now lives in the receita schema, loaded from Receita's own files; the demo
-- set is loaded into it the same way at the next start.
DROP TABLE "company_secondary_activities";--> statement-breakpoint
DROP TABLE "partners";--> statement-breakpoint
DROP TABLE "persons";--> statement-breakpoint
DROP TABLE "registry_codes";--> statement-breakpoint
DROP TABLE "companies";--> statement-breakpoint
DROP TYPE "public"."partner_kind";