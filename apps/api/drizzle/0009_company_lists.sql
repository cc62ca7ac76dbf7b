CREATE TABLE "company_city_tallies" (
	"city_id" integer NOT NULL,
	"status" varchar(2) NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "company_city_tallies_city_id_status_pk" PRIMARY KEY("city_id","status")
);
--> statement-breakpoint
DROP INDEX "receita"."companies_share_capital_idx";--> statement-breakpoint
CREATE INDEX "companies_share_capital_asc_idx" ON "receita"."companies" USING btree ("share_capital","cnpj");--> statement-breakpoint
CREATE INDEX "companies_business_name_desc_idx" ON "receita"."companies" USING btree ("business_name" desc nulls last,"cnpj" desc);--> statement-breakpoint
CREATE INDEX "companies_city_name_desc_idx" ON "receita"."companies" USING btree ("city_name" desc nulls last,"cnpj" desc);--> statement-breakpoint
CREATE INDEX "companies_open_at_desc_idx" ON "receita"."companies" USING btree ("open_at" desc nulls last,"cnpj" desc);--> statement-breakpoint
CREATE INDEX "companies_share_capital_idx" ON "receita"."companies" USING btree ("share_capital" desc nulls last,"cnpj" desc);--> statement-breakpoint
-- The company counts per municipality and status are rebuilt whenever a Receita release is
-- recorded (the importer's swap writes its data_sources row last, inside the swap's
-- transaction) or removed (the demo set's removal), so they always describe the companies
-- readers see.
CREATE FUNCTION "refresh_company_city_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' AND OLD.source = 'receita') OR (TG_OP <> 'DELETE' AND NEW.source = 'receita') THEN
    DELETE FROM company_city_tallies;
    INSERT INTO company_city_tallies (city_id, status, total)
      SELECT coalesce(city_id, 0), coalesce(status, ''), count(*) FROM receita.companies GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "data_sources_company_city_tallies" AFTER INSERT OR UPDATE OR DELETE ON "data_sources"
  FOR EACH ROW EXECUTE FUNCTION "refresh_company_city_tallies"();--> statement-breakpoint
INSERT INTO "company_city_tallies" ("city_id", "status", "total")
  SELECT coalesce("city_id", 0), coalesce("status", ''), count(*) FROM "receita"."companies" GROUP BY 1, 2;
--> statement-breakpoint
-- Company counts (states, cities) and company logos (opportunity cards) are shown by lists:
-- writes to them are changes every API process must hear of (lib/change-feed.ts).
CREATE TRIGGER company_city_tallies_changed AFTER INSERT OR UPDATE OR DELETE ON company_city_tallies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER company_infos_changed AFTER INSERT OR UPDATE OR DELETE ON company_infos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
