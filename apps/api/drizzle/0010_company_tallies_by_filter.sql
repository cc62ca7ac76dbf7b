CREATE TABLE "company_state_tallies" (
	"state_id" integer NOT NULL,
	"status" varchar(2) NOT NULL,
	"company_size" varchar(2) NOT NULL,
	"simples" boolean NOT NULL,
	"mei" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "company_state_tallies_key" PRIMARY KEY("state_id","status","company_size","simples","mei")
);
--> statement-breakpoint
ALTER TABLE "company_city_tallies" DROP CONSTRAINT "company_city_tallies_city_id_status_pk";--> statement-breakpoint
ALTER TABLE "company_city_tallies" ADD COLUMN "company_size" varchar(2) DEFAULT '00' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_city_tallies" ADD COLUMN "simples" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_city_tallies" ADD COLUMN "mei" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_city_tallies" ADD CONSTRAINT "company_city_tallies_key" PRIMARY KEY("city_id","status","company_size","simples","mei");--> statement-breakpoint
-- The tallies now count each combination of the list's coded filters (decision 0011), per
-- municipality and per state, rebuilt together whenever a Receita release is recorded or
-- removed. The keys are coded as the list filters them: a size Receita does not give is '00'
-- (não informado); Simples and MEI are true only for companies that opted in.
CREATE OR REPLACE FUNCTION "refresh_company_city_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' AND OLD.source = 'receita') OR (TG_OP <> 'DELETE' AND NEW.source = 'receita') THEN
    DELETE FROM company_city_tallies;
    INSERT INTO company_city_tallies (city_id, status, company_size, simples, mei, total)
      SELECT coalesce(city_id, 0), coalesce(status, ''), coalesce(company_size, '00'),
             coalesce(simples, false), coalesce(mei, false), count(*)
      FROM receita.companies GROUP BY 1, 2, 3, 4, 5;
    DELETE FROM company_state_tallies;
    INSERT INTO company_state_tallies (state_id, status, company_size, simples, mei, total)
      SELECT coalesce(cities.state_id, 0), t.status, t.company_size, t.simples, t.mei, sum(t.total)
      FROM company_city_tallies t LEFT JOIN cities ON cities.id = t.city_id
      GROUP BY 1, 2, 3, 4, 5;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "company_city_tallies";--> statement-breakpoint
INSERT INTO "company_city_tallies" ("city_id", "status", "company_size", "simples", "mei", "total")
  SELECT coalesce("city_id", 0), coalesce("status", ''), coalesce("company_size", '00'),
         coalesce("simples", false), coalesce("mei", false), count(*)
  FROM "receita"."companies" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "company_state_tallies" ("state_id", "status", "company_size", "simples", "mei", "total")
  SELECT coalesce("cities"."state_id", 0), t."status", t."company_size", t."simples", t."mei", sum(t."total")
  FROM "company_city_tallies" t LEFT JOIN "cities" ON "cities"."id" = t."city_id"
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE TRIGGER company_state_tallies_changed AFTER INSERT OR UPDATE OR DELETE ON company_state_tallies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
