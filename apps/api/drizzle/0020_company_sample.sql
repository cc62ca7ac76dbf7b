CREATE TABLE "company_sample" (
	"position" integer PRIMARY KEY NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"name_key" text NOT NULL,
	"business_name_key" text,
	"status" varchar(2),
	"state" char(2),
	"main_activity_code" varchar(7),
	"company_size" varchar(2),
	"share_capital" numeric(15, 2),
	"open_at" date,
	"simples" boolean,
	"mei" boolean,
	"city_id" integer
);
--> statement-breakpoint
-- A fixed, uniform sample of the registry (decision 0020): about `target` establishments drawn
-- by a hash of their CNPJ (all of them in a smaller registry), numbered in the hash's order so
-- that the first N are a sample of N. The names are kept as name search compares them.
CREATE OR REPLACE FUNCTION "rebuild_company_sample"("target" integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_sample;
  INSERT INTO company_sample (position, cnpj, name_key, business_name_key, status, state,
      main_activity_code, company_size, share_capital, open_at, simples, mei, city_id)
    SELECT row_number() OVER (ORDER BY d.draw, d.cnpj), d.cnpj,
           lower(immutable_unaccent(d.name)), lower(immutable_unaccent(d.business_name)),
           d.status, d.state, d.main_activity_code, d.company_size, d.share_capital, d.open_at,
           d.simples, d.mei, d.city_id
      FROM (SELECT c.*, hashtext(c.cnpj) & 1073741823 AS draw FROM receita.companies c) d
     WHERE d.draw::bigint * greatest((SELECT sum(total) FROM company_state_tallies), 1)
           < 1073741824::bigint * target;
  ANALYZE company_sample;
$$;--> statement-breakpoint
-- The tallies' trigger rebuilds the sample too, from the release it has just counted.
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
    PERFORM rebuild_company_sample(50000);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT rebuild_company_sample(50000);
