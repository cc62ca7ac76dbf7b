CREATE TABLE "city_division_quotients" (
	"division" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"establishments" integer NOT NULL,
	"quotient" double precision NOT NULL,
	CONSTRAINT "city_division_quotients_division_city_id_pk" PRIMARY KEY("division","city_id")
);
--> statement-breakpoint
CREATE TABLE "match_bounds" (
	"criterion" varchar(32) NOT NULL,
	"division" smallint DEFAULT 0 NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"data_year" smallint,
	"release_date" date,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_bounds_criterion_division_pk" PRIMARY KEY("criterion","division")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "project_required_area_m2" double precision;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "project_preferred_ufs" char(2)[];--> statement-breakpoint
-- The national bounds of every match criterion (docs/matching.md): the 1st and 99th
-- percentiles over all municipalities, so that one wrong figure in a source (a revenue a
-- thousand times too large) does not squeeze every other municipality into a sliver of the
-- scale. Indicators come from city_facts with the latest year each was published for;
-- location quotients per CNAE division over the municipalities the release covers (a division
-- a municipality lacks counts as 0), with the date of the Receita release. Run after
-- indicators or a release are loaded, and only then: scores do not move between loads.
CREATE FUNCTION refresh_match_bounds() RETURNS void LANGUAGE sql AS $$
  DELETE FROM match_bounds;
  INSERT INTO match_bounds (criterion, division, min, max, data_year)
  SELECT v.criterion, 0,
    percentile_cont(0.01) WITHIN GROUP (ORDER BY v.value),
    percentile_cont(0.99) WITHIN GROUP (ORDER BY v.value),
    (SELECT max(i.year) FROM city_indicators i WHERE i.indicator = v.indicator)
  FROM city_facts f CROSS JOIN LATERAL (VALUES
    ('population', 'populacao_estimada', f.populacao_estimada),
    ('employed_share', 'populacao_ocupada', f.populacao_ocupada),
    ('salary', 'salario_medio_mensal', f.salario_medio_mensal),
    ('schooling', 'taxa_escolarizacao', f.taxa_escolarizacao),
    ('ideb', 'anos_iniciais_ensino_fundamental', f.anos_iniciais_ensino_fundamental),
    ('idhm', 'idhm', f.idhm),
    ('revenue_per_capita', 'total_receitas', f.total_receitas * 1000 / nullif(f.populacao_estimada, 0)),
    ('expense_per_capita', 'total_despesas', f.total_despesas * 1000 / nullif(f.populacao_estimada, 0))
  ) AS v(criterion, indicator, value)
  WHERE v.value IS NOT NULL
  GROUP BY v.criterion, v.indicator;
  -- A division found in fewer than 1% of municipalities has 0 at its 99th percentile: its
  -- largest quotient bounds it instead.
  INSERT INTO match_bounds (criterion, division, min, max, release_date)
  SELECT 'location_quotient', d.division,
    percentile_cont(0.01) WITHIN GROUP (ORDER BY coalesce(q.quotient, 0)),
    CASE WHEN percentile_cont(0.99) WITHIN GROUP (ORDER BY coalesce(q.quotient, 0)) > 0
      THEN percentile_cont(0.99) WITHIN GROUP (ORDER BY coalesce(q.quotient, 0))
      ELSE max(q.quotient) END,
    (SELECT release_date FROM data_sources WHERE source = 'receita')
  FROM (SELECT DISTINCT division FROM city_division_quotients) d
  CROSS JOIN (SELECT DISTINCT city_id FROM city_division_quotients) c
  LEFT JOIN city_division_quotients q ON q.division = d.division AND q.city_id = c.city_id
  GROUP BY d.division;
$$;--> statement-breakpoint
-- Location quotients in one set-based statement over the active establishments (situação
-- cadastral 02) of the release in use: a division's share of a municipality's establishments
-- over its share of Brazil's.
CREATE FUNCTION rebuild_city_division_quotients() RETURNS void LANGUAGE sql AS $$
  DELETE FROM city_division_quotients;
  WITH counts AS (
    SELECT city_id, substr(main_activity_code, 1, 2)::smallint AS division, count(*) AS n
    FROM receita.companies
    WHERE status = '02' AND city_id IS NOT NULL AND main_activity_code ~ '^[0-9]{2}'
    GROUP BY 1, 2
  ), city_totals AS (
    SELECT city_id, sum(n) AS n FROM counts GROUP BY city_id
  ), division_totals AS (
    SELECT division, sum(n) AS n FROM counts GROUP BY division
  ), national AS (
    SELECT sum(n) AS n FROM counts
  )
  INSERT INTO city_division_quotients (division, city_id, establishments, quotient)
  SELECT c.division, c.city_id, c.n,
    (c.n::float8 / t.n::float8) / (d.n::float8 / national.n::float8)
  FROM counts c
  JOIN city_totals t USING (city_id)
  JOIN division_totals d USING (division)
  CROSS JOIN national;
  SELECT refresh_match_bounds();
$$;--> statement-breakpoint
-- Like the company tallies (migration 0009): rebuilt whenever a Receita release is recorded
-- (the importer's swap writes its data_sources row last, inside the swap's transaction) or
-- removed.
CREATE FUNCTION refresh_city_division_quotients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' AND OLD.source = 'receita') OR (TG_OP <> 'DELETE' AND NEW.source = 'receita') THEN
    PERFORM rebuild_city_division_quotients();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "data_sources_city_division_quotients" AFTER INSERT OR UPDATE OR DELETE ON "data_sources"
  FOR EACH ROW EXECUTE FUNCTION refresh_city_division_quotients();--> statement-breakpoint
SELECT rebuild_city_division_quotients();
