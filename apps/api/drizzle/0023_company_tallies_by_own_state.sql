ALTER TABLE "company_city_tallies" ADD COLUMN "state" char(2) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_city_tallies" DROP CONSTRAINT "company_city_tallies_key";
--> statement-breakpoint
ALTER TABLE "company_city_tallies" ADD CONSTRAINT "company_city_tallies_key" PRIMARY KEY("city_id","state","status","company_size","simples","mei");--> statement-breakpoint
-- The tallies count each establishment under its own UF, as the list filters a state (decision
-- 0023): the municipality tallies keep the UF in their key, and the state tallies sum them by
-- it. Receita's UF and municipality do not always agree, and a company abroad has a UF ('EX')
-- that names no state (state 0, as one with no UF).
CREATE OR REPLACE FUNCTION "rebuild_company_tallies"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_city_tallies;
  INSERT INTO company_city_tallies (city_id, state, status, company_size, simples, mei, total)
    SELECT coalesce(city_id, 0), coalesce(state, ''), coalesce(status, ''),
           coalesce(company_size, '00'), coalesce(simples, false), coalesce(mei, false), count(*)
    FROM receita.companies GROUP BY 1, 2, 3, 4, 5, 6;
  DELETE FROM company_state_tallies;
  INSERT INTO company_state_tallies (state_id, status, company_size, simples, mei, total)
    SELECT coalesce(states.id, 0), t.status, t.company_size, t.simples, t.mei, sum(t.total)
    FROM company_city_tallies t LEFT JOIN states ON states.uf = t.state
    GROUP BY 1, 2, 3, 4, 5;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_company_city_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' AND OLD.source = 'receita') OR (TG_OP <> 'DELETE' AND NEW.source = 'receita') THEN
    PERFORM rebuild_company_tallies();
    PERFORM rebuild_company_sample(50000);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT rebuild_company_tallies();
