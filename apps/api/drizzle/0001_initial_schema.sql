CREATE TYPE "public"."customer_type" AS ENUM('city', 'state', 'company');--> statement-breakpoint
CREATE TYPE "public"."favorite_entity" AS ENUM('proposal', 'customer', 'city', 'company', 'politician', 'state');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('image', 'document', 'video');--> statement-breakpoint
CREATE TYPE "public"."notification_category" AS ENUM('city', 'state', 'company');--> statement-breakpoint
CREATE TYPE "public"."partner_kind" AS ENUM('company', 'person', 'foreign');--> statement-breakpoint
CREATE TYPE "public"."proposal_source" AS ENUM('app', 'showcase');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('open', 'pending', 'completed', 'lost');--> statement-breakpoint
CREATE TYPE "public"."proposal_type" AS ENUM('city', 'company');--> statement-breakpoint
CREATE TYPE "public"."proposal_visibility" AS ENUM('restrict', 'public');--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"action" varchar(64) NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"request_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"entity" "favorite_entity" NOT NULL,
	"entity_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_entity_entity_id_pk" PRIMARY KEY("user_id","entity","entity_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"kind" "media_type" NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"customer_id" integer,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" "notification_category" NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"created_by_user_id" integer,
	"created_by_name" text,
	"customer_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"code" varchar(7) PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"cnpj" char(14) NOT NULL,
	"cnpj_basico" char(8) NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"legal_nature_code" varchar(4),
	"company_size" varchar(2),
	"type" smallint DEFAULT 1 NOT NULL,
	"main_activity_code" varchar(7),
	"city_id" integer,
	"city_code" integer,
	"state" char(2),
	"street_type" text,
	"street_name" text,
	"street_number" varchar(32),
	"subunit" text,
	"district" text,
	"postal_code" varchar(8),
	"email" text,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_capital" numeric(15, 2),
	"open_at" date,
	"status" varchar(2),
	"status_reason" text,
	"status_at" date,
	"status_reason_code" varchar(4),
	"location" "point",
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text,
	"responsibility" text,
	"phone" varchar(11),
	"mobile_phone" varchar(11),
	"mobile_phone_2" varchar(11),
	"email" text,
	"linkedin" text,
	"site" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_infos" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"logo" text,
	"description" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" "media_type" NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"original_name" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_secondary_activities" (
	"company_id" integer NOT NULL,
	"activity_code" varchar(7) NOT NULL,
	CONSTRAINT "company_secondary_activities_company_id_activity_code_pk" PRIMARY KEY("company_id","activity_code")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_cnpj_basico" char(8) NOT NULL,
	"kind" "partner_kind" NOT NULL,
	"person_id" integer,
	"partner_cnpj" char(14),
	"name" text NOT NULL,
	"document" varchar(14),
	"qualification_code" varchar(4),
	"entry_date" date,
	"country_code" varchar(4),
	"legal_representative_name" text,
	"legal_representative_document" varchar(14),
	"legal_representative_qualification_code" varchar(4),
	"age_range" smallint,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"document" varchar(14),
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_codes" (
	"kind" varchar(24) NOT NULL,
	"code" varchar(8) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "registry_codes_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "location_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"benefit_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"identification" text,
	"area_m2" double precision,
	"estimated_value" numeric(15, 2),
	"restrictions" text,
	"url_map" text
);
--> statement-breakpoint
CREATE TABLE "location_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text,
	"responsibility" text,
	"phone" varchar(11),
	"mobile_phone" varchar(11),
	"mobile_phone_2" varchar(11),
	"email" text,
	"linkedin" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"type" "media_type" NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"original_name" text,
	"is_gallery" smallint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_vocations" (
	"location_id" integer NOT NULL,
	"vocation_id" integer NOT NULL,
	CONSTRAINT "location_vocations_location_id_vocation_id_pk" PRIMARY KEY("location_id","vocation_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer,
	"state_id" integer,
	"customer_id" integer,
	"responsible_user_id" integer,
	"description" text,
	"logo" text,
	"city_hall_zip" varchar(8),
	"city_hall_street" text,
	"city_hall_number" varchar(32),
	"city_hall_neighborhood" text,
	"city_hall_city_id" integer,
	"industrial_area" jsonb,
	"economic_freedom_law_at" date,
	"showcase_slug" varchar(64),
	"showcase_generated_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "political_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(48) NOT NULL,
	"description" text NOT NULL,
	"importance" smallint NOT NULL,
	"level" varchar(16) NOT NULL,
	CONSTRAINT "political_offices_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "political_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"abbreviation" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"number" smallint,
	CONSTRAINT "political_parties_abbreviation_unique" UNIQUE("abbreviation")
);
--> statement-breakpoint
CREATE TABLE "politicians" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ballot_name" text,
	"party_id" integer,
	"political_office_id" integer NOT NULL,
	"city_id" integer,
	"state_id" integer,
	"born_state_id" integer,
	"birth_date" date,
	"situation" varchar(32),
	"scholarity" text,
	"email" text,
	"gender" varchar(32),
	"occupation" text,
	"association" text,
	"photo" text,
	"election_year" smallint,
	"is_elected" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"identification" text,
	"area_m2" double precision,
	"estimated_value" numeric(15, 2),
	"restrictions" text,
	"url_map" text
);
--> statement-breakpoint
CREATE TABLE "proposal_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"name" text,
	"email" text,
	"phone" varchar(11),
	"cell_phone" varchar(11),
	"responsibility" text,
	"site" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"type" "media_type" NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"original_path" text,
	"original_name" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "proposal_type" NOT NULL,
	"status" "proposal_status" DEFAULT 'open' NOT NULL,
	"visibility" "proposal_visibility" DEFAULT 'restrict' NOT NULL,
	"source" "proposal_source" DEFAULT 'app' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"customer_id" integer,
	"responsible_user_id" integer,
	"created_by_user_id" integer,
	"city_id" integer,
	"location" "point",
	"address_zip" varchar(8),
	"address_street" text,
	"address_number" varchar(32),
	"address_neighborhood" text,
	"address_city_id" integer,
	"project_category" varchar(32),
	"project_total" numeric(15, 2),
	"project_required_investment" numeric(15, 2),
	"project_description" text,
	"company_name" text,
	"company_federal_tax_id" char(14),
	"company_main_activity_code" varchar(7),
	"company_share_capital" numeric(15, 2),
	"company_contact" jsonb,
	"company_address_zip" varchar(8),
	"company_address_street" text,
	"company_address_number" varchar(32),
	"company_address_neighborhood" text,
	"company_address_city_id" integer,
	"completed_at" timestamp with time zone,
	"lost_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"source" varchar(64) PRIMARY KEY NOT NULL,
	"version" text,
	"rows" integer NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" "customer_type" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"logo" text,
	"background_banner" text,
	"map_color" varchar(16),
	"state_id" integer,
	"city_id" integer,
	"company_federal_tax_id" char(14),
	"contract_accepted_at" timestamp with time zone,
	"contract_accepted_by" integer,
	"contract_version" varchar(32),
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"two_factor_verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32),
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"username" text,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT ARRAY['ROLE_USER']::text[] NOT NULL,
	"photo" text,
	"occupation" text,
	"language" varchar(8) DEFAULT 'pt-BR' NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"can_edit_proposals" boolean DEFAULT true NOT NULL,
	"property" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"notification_customers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"communication" jsonb DEFAULT '{"email":true,"sms":false,"phone":false}'::jsonb NOT NULL,
	"email_settings" jsonb DEFAULT '{"emailNotification":true,"sendCopyToPersonalEmail":false,"activityRelatesEmail":true,"updates":true}'::jsonb NOT NULL,
	"password_changed_at" timestamp with time zone,
	"inactivated_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "benefit_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "boundaries" (
	"level" varchar(8) NOT NULL,
	"code" integer NOT NULL,
	"geometry" jsonb NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boundaries_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"is_capital" smallint DEFAULT 0 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location" "point" NOT NULL,
	"siafi_code" varchar(4),
	"area_code" varchar(2),
	"postal_code" varchar(8),
	"wiki_description" text,
	"wiki_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_indicators" (
	"city_id" integer NOT NULL,
	"indicator" varchar(64) NOT NULL,
	"value_number" double precision,
	"value_text" text,
	"year" smallint,
	"source" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "city_indicators_city_id_indicator_pk" PRIMARY KEY("city_id","indicator")
);
--> statement-breakpoint
CREATE TABLE "regional_vocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "regional_vocations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "state_indicators" (
	"state_id" integer NOT NULL,
	"indicator" varchar(64) NOT NULL,
	"value_number" double precision,
	"value_text" text,
	"year" smallint,
	"source" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "state_indicators_state_id_indicator_pk" PRIMARY KEY("state_id","indicator")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" smallint NOT NULL,
	"uf" char(2) NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"wiki_description" text,
	"wiki_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_main_activity_code_activities_code_fk" FOREIGN KEY ("main_activity_code") REFERENCES "public"."activities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_infos" ADD CONSTRAINT "company_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_infos" ADD CONSTRAINT "company_infos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_media" ADD CONSTRAINT "company_media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_secondary_activities" ADD CONSTRAINT "company_secondary_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_secondary_activities" ADD CONSTRAINT "company_secondary_activities_activity_code_activities_code_fk" FOREIGN KEY ("activity_code") REFERENCES "public"."activities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_benefits" ADD CONSTRAINT "location_benefits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_benefits" ADD CONSTRAINT "location_benefits_benefit_type_id_benefit_types_id_fk" FOREIGN KEY ("benefit_type_id") REFERENCES "public"."benefit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_contacts" ADD CONSTRAINT "location_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_media" ADD CONSTRAINT "location_media_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_vocations" ADD CONSTRAINT "location_vocations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_vocations" ADD CONSTRAINT "location_vocations_vocation_id_regional_vocations_id_fk" FOREIGN KEY ("vocation_id") REFERENCES "public"."regional_vocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_hall_city_id_cities_id_fk" FOREIGN KEY ("city_hall_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politicians" ADD CONSTRAINT "politicians_party_id_political_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."political_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politicians" ADD CONSTRAINT "politicians_political_office_id_political_offices_id_fk" FOREIGN KEY ("political_office_id") REFERENCES "public"."political_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politicians" ADD CONSTRAINT "politicians_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politicians" ADD CONSTRAINT "politicians_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politicians" ADD CONSTRAINT "politicians_born_state_id_states_id_fk" FOREIGN KEY ("born_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_benefits" ADD CONSTRAINT "proposal_benefits_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_contacts" ADD CONSTRAINT "proposal_contacts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_media" ADD CONSTRAINT "proposal_media_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_address_city_id_cities_id_fk" FOREIGN KEY ("address_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_address_city_id_cities_id_fk" FOREIGN KEY ("company_address_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_indicators" ADD CONSTRAINT "city_indicators_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_indicators" ADD CONSTRAINT "state_indicators_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "favorites_entity_idx" ON "favorites" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "files_customer_id_idx" ON "files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","category","created_at");--> statement-breakpoint
CREATE INDEX "activities_text_search_idx" ON "activities" USING gin (lower(immutable_unaccent(text)) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cnpj_key" ON "companies" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "companies_cnpj_basico_idx" ON "companies" USING btree ("cnpj_basico");--> statement-breakpoint
CREATE INDEX "companies_city_id_idx" ON "companies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "companies_city_code_share_capital_idx" ON "companies" USING btree ("city_code","share_capital");--> statement-breakpoint
CREATE INDEX "companies_state_idx" ON "companies" USING btree ("state");--> statement-breakpoint
CREATE INDEX "companies_share_capital_idx" ON "companies" USING btree ("share_capital");--> statement-breakpoint
CREATE INDEX "companies_main_activity_idx" ON "companies" USING btree ("main_activity_code");--> statement-breakpoint
CREATE INDEX "companies_name_search_idx" ON "companies" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_business_name_search_idx" ON "companies" USING gin (lower(immutable_unaccent(business_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_location_idx" ON "companies" USING gist ("location");--> statement-breakpoint
CREATE INDEX "company_contacts_company_id_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_media_company_id_idx" ON "company_media" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_secondary_activities_code_idx" ON "company_secondary_activities" USING btree ("activity_code");--> statement-breakpoint
CREATE INDEX "partners_company_idx" ON "partners" USING btree ("company_cnpj_basico");--> statement-breakpoint
CREATE INDEX "partners_person_idx" ON "partners" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "partners_partner_cnpj_idx" ON "partners" USING btree ("partner_cnpj");--> statement-breakpoint
CREATE INDEX "partners_name_search_idx" ON "partners" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "persons_name_document_key" ON "persons" USING btree ("name","document");--> statement-breakpoint
CREATE INDEX "persons_name_search_idx" ON "persons" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "location_benefits_type_key" ON "location_benefits" USING btree ("location_id","benefit_type_id");--> statement-breakpoint
CREATE INDEX "location_contacts_location_id_idx" ON "location_contacts" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_media_location_id_idx" ON "location_media" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_city_id_key" ON "locations" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_state_id_key" ON "locations" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_showcase_slug_key" ON "locations" USING btree ("showcase_slug");--> statement-breakpoint
CREATE INDEX "politicians_city_id_idx" ON "politicians" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "politicians_state_id_idx" ON "politicians" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "politicians_party_id_idx" ON "politicians" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "politicians_office_id_idx" ON "politicians" USING btree ("political_office_id");--> statement-breakpoint
CREATE INDEX "politicians_name_search_idx" ON "politicians" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposal_benefits_proposal_id_idx" ON "proposal_benefits" USING btree ("proposal_id","type");--> statement-breakpoint
CREATE INDEX "proposal_contacts_proposal_id_idx" ON "proposal_contacts" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_media_proposal_id_idx" ON "proposal_media" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposals_status_type_created_idx" ON "proposals" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "proposals_city_id_idx" ON "proposals" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "proposals_customer_id_idx" ON "proposals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "proposals_company_tax_id_idx" ON "proposals" USING btree ("company_federal_tax_id");--> statement-breakpoint
CREATE INDEX "proposals_project_total_idx" ON "proposals" USING btree ("project_total");--> statement-breakpoint
CREATE INDEX "proposals_location_idx" ON "proposals" USING gist ("location");--> statement-breakpoint
CREATE INDEX "customers_type_idx" ON "customers" USING btree ("type");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_codes_session_id_idx" ON "two_factor_codes" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_customer_id_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_code_key" ON "cities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cities_state_id_idx" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "cities_siafi_code_idx" ON "cities" USING btree ("siafi_code");--> statement-breakpoint
CREATE INDEX "cities_location_idx" ON "cities" USING gist ("location");--> statement-breakpoint
CREATE INDEX "cities_name_search_idx" ON "cities" USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "city_indicators_indicator_value_idx" ON "city_indicators" USING btree ("indicator","value_number","city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_code_key" ON "states" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "states_uf_key" ON "states" USING btree ("uf");