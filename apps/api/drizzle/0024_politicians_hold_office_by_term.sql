ALTER TABLE "political_offices" ADD COLUMN "term_start_month" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "political_offices" ADD COLUMN "term_start_day" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "politicians" ADD COLUMN "term_starts_on" date;--> statement-breakpoint
ALTER TABLE "politicians" ADD COLUMN "term_ends_on" date;--> statement-breakpoint
-- Who holds an office is a matter of dates (decision 0024): a term starts on the office's day
-- in the year after the election, and ends when the next holders of the same seats start, once
-- their election is loaded (an election at least a term later elected someone to the office in
-- the place). The old flag said "elected at the latest election", which the newly elected are
-- from October, months before they take office.
UPDATE "political_offices" SET "term_start_month" = 2
WHERE "slug" IN ('senador', 'primeiro-suplente-senador', 'segundo-suplente-senador',
                 'deputado-federal', 'deputado-estadual', 'deputado-distrital');--> statement-breakpoint
UPDATE "political_offices" SET "term_start_day" = 5 WHERE "slug" IN ('presidente', 'vice-presidente');--> statement-breakpoint
UPDATE "political_offices" SET "term_start_day" = 6 WHERE "slug" IN ('governador', 'vice-governador');--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_sitting_politicians() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  UPDATE politicians p SET term_starts_on = t.starts, term_ends_on = t.ends
  FROM (
    SELECT q.id,
      CASE WHEN q.is_elected THEN
        make_date(q.election_year + 1, o.term_start_month, o.term_start_day) END AS starts,
      CASE WHEN q.is_elected AND max(q.election_year) FILTER (WHERE q.is_elected)
          OVER (PARTITION BY q.political_office_id, q.city_id, q.state_id)
          >= q.election_year + o.term_years THEN
        make_date(q.election_year + 1 + o.term_years, o.term_start_month, o.term_start_day) END AS ends
    FROM politicians q JOIN political_offices o ON o.id = q.political_office_id
  ) t
  WHERE t.id = p.id
    AND (p.term_starts_on IS DISTINCT FROM t.starts OR p.term_ends_on IS DISTINCT FROM t.ends);
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "politicians" DROP COLUMN "is_sitting";--> statement-breakpoint
-- A statement trigger fires for no row too: this sets the dates on the rows already there.
UPDATE politicians SET election_year = election_year WHERE false;
