CREATE TABLE "possible_link_dismissals" (
	"person_name" text NOT NULL,
	"uf" char(2) NOT NULL,
	"company_cnpj_basico" char(8) NOT NULL,
	"dismissed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "possible_link_dismissals_pk" PRIMARY KEY("person_name","uf","company_cnpj_basico")
);
--> statement-breakpoint
CREATE TABLE "receita"."partner_identities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"document" varchar(14),
	"companies" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receita"."partner_name_words" (
	"word" text NOT NULL,
	"identity_id" bigint NOT NULL,
	"companies" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "receita"."partners_person_key_idx";--> statement-breakpoint
DROP INDEX "receita"."partners_partner_cnpj_basico_idx";--> statement-breakpoint
ALTER TABLE "political_offices" ADD COLUMN "term_years" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "politicians" ADD COLUMN "person_name" text GENERATED ALWAYS AS (upper(immutable_unaccent(regexp_replace(btrim(name), '\s+', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "politicians" ADD COLUMN "cpf_digits" char(6);--> statement-breakpoint
ALTER TABLE "politicians" ADD COLUMN "tse_candidate_seq" bigint;--> statement-breakpoint
ALTER TABLE "politicians" ADD COLUMN "is_sitting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tse_candidacies" ADD COLUMN "born_uf" char(2);--> statement-breakpoint
ALTER TABLE "tse_candidacies" ADD COLUMN "scholarity" text;--> statement-breakpoint
ALTER TABLE "tse_candidacies" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "tse_candidacies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "possible_link_dismissals" ADD CONSTRAINT "possible_link_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_name_words_word_idx" ON "receita"."partner_name_words" USING btree ("word" text_pattern_ops,"companies" desc,"identity_id");--> statement-breakpoint
CREATE INDEX "politicians_person_name_idx" ON "politicians" USING btree ("person_name");--> statement-breakpoint
CREATE UNIQUE INDEX "politicians_tse_candidacy_idx" ON "politicians" USING btree ("election_year","tse_candidate_seq");--> statement-breakpoint
CREATE INDEX "partners_person_name_idx" ON "receita"."partners" USING btree (substr("person_key", 8));--> statement-breakpoint
CREATE INDEX "partners_person_key_idx" ON "receita"."partners" USING btree ("person_key","company_cnpj_basico");--> statement-breakpoint
CREATE INDEX "partners_partner_cnpj_basico_idx" ON "receita"."partners" USING btree ("partner_cnpj_basico","company_cnpj_basico");--> statement-breakpoint
INSERT INTO "receita"."partner_identities" ("id", "identity", "kind", "name", "name_key", "document", "companies")
SELECT row_number() OVER (ORDER BY "identity"), "identity", min("kind"), min("name"),
  lower(upper(immutable_unaccent(regexp_replace(btrim(min("name")), '\s+', ' ', 'g')))),
  min("document"), count(DISTINCT "company_cnpj_basico")::int
FROM (
  SELECT CASE
      WHEN "person_key" IS NOT NULL THEN 'p:' || "person_key"
      WHEN "partner_cnpj_basico" IS NOT NULL THEN 'c:' || "partner_cnpj_basico"
      ELSE 'f:' || "name" END AS "identity",
    "kind", "name", "document", "company_cnpj_basico"
  FROM "receita"."partners"
) AS "rows"
GROUP BY "identity";
--> statement-breakpoint
INSERT INTO "receita"."partner_name_words" ("word", "identity_id", "companies")
SELECT DISTINCT "w"."word", "i"."id", "i"."companies"
FROM "receita"."partner_identities" "i", unnest(string_to_array("i"."name_key", ' ')) AS "w"("word")
WHERE "w"."word" <> '';
--> statement-breakpoint
UPDATE "political_offices" SET "term_years" = 8
WHERE "slug" IN ('senador', 'primeiro-suplente-senador', 'segundo-suplente-senador');
--> statement-breakpoint
-- Who holds each office now: elected at the latest election of the office in the place, or
-- at one still within the term. Every statement that writes politicians (TSE, reference
-- data, demo) refreshes it, so no writer can forget; its own update stops at depth 2.
CREATE FUNCTION refresh_sitting_politicians() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  UPDATE politicians p SET is_sitting = s.sitting
  FROM (
    SELECT q.id, coalesce(q.is_elected AND q.election_year > max(q.election_year)
        FILTER (WHERE q.is_elected)
        OVER (PARTITION BY q.political_office_id, q.city_id, q.state_id) - o.term_years,
      false) AS sitting
    FROM politicians q JOIN political_offices o ON o.id = q.political_office_id
  ) s
  WHERE s.id = p.id AND p.is_sitting IS DISTINCT FROM s.sitting;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER politicians_sitting AFTER INSERT OR UPDATE OR DELETE ON politicians
FOR EACH STATEMENT EXECUTE FUNCTION refresh_sitting_politicians();
--> statement-breakpoint
-- A statement trigger fires for no row too: this sets the flag on the rows already there.
UPDATE politicians SET is_sitting = is_sitting WHERE false;
