CREATE TABLE "tse_candidacies" (
	"year" smallint NOT NULL,
	"candidate_seq" bigint NOT NULL,
	"election_code" integer,
	"election_name" text,
	"election_date" date,
	"round" smallint NOT NULL,
	"scope" varchar(16),
	"office_code" smallint NOT NULL,
	"office_description" text NOT NULL,
	"uf" char(2) NOT NULL,
	"electoral_unit_code" varchar(8) NOT NULL,
	"electoral_unit_name" text,
	"city_id" integer,
	"number" integer,
	"name" text NOT NULL,
	"ballot_name" text,
	"social_name" text,
	"party_number" smallint,
	"party_abbreviation" varchar(32),
	"party_name" text,
	"cpf_digits" char(6),
	"birth_date" date,
	"gender" varchar(32),
	"candidacy_status" text,
	"situation" text,
	"is_elected" boolean NOT NULL,
	"round_result" text,
	CONSTRAINT "tse_candidacies_year_candidate_seq_pk" PRIMARY KEY("year","candidate_seq")
);
--> statement-breakpoint
CREATE TABLE "tse_municipalities" (
	"tse_code" varchar(8) PRIMARY KEY NOT NULL,
	"uf" char(2) NOT NULL,
	"name" text NOT NULL,
	"city_id" integer,
	"matched_by" varchar(24)
);
--> statement-breakpoint
ALTER TABLE "tse_candidacies" ADD CONSTRAINT "tse_candidacies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tse_municipalities" ADD CONSTRAINT "tse_municipalities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tse_candidacies_city_id_idx" ON "tse_candidacies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "tse_candidacies_uf_office_idx" ON "tse_candidacies" USING btree ("uf","office_code");--> statement-breakpoint
CREATE INDEX "tse_candidacies_electoral_unit_idx" ON "tse_candidacies" USING btree ("electoral_unit_code");