CREATE TABLE "proposal_month_tallies" (
	"month" timestamp with time zone NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "proposal_status" NOT NULL,
	"type" "proposal_type" NOT NULL,
	"state_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "proposal_month_tallies_month_customer_id_status_type_state_id_pk" PRIMARY KEY("month","customer_id","status","type","state_id")
);
--> statement-breakpoint
-- The moves of a statement now carry the month each opportunity was created in (its start in
-- UTC), and are added to the month tallies too, in key order as the other tallies.
CREATE OR REPLACE FUNCTION proposals_apply_moves(moves jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO proposal_tallies (customer_id, status, type, state_id, total)
  SELECT m.customer_id, m.status, m.type, m.state_id, sum(m.delta)
    FROM jsonb_to_recordset(moves) AS m(customer_id int, status proposal_status,
      type proposal_type, state_id int, city_id int, month timestamptz, delta int)
   GROUP BY 1, 2, 3, 4 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (customer_id, status, type, state_id)
  DO UPDATE SET total = proposal_tallies.total + excluded.total;
  INSERT INTO proposal_month_tallies (month, customer_id, status, type, state_id, total)
  SELECT m.month, m.customer_id, m.status, m.type, m.state_id, sum(m.delta)
    FROM jsonb_to_recordset(moves) AS m(customer_id int, status proposal_status,
      type proposal_type, state_id int, city_id int, month timestamptz, delta int)
   GROUP BY 1, 2, 3, 4, 5 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (month, customer_id, status, type, state_id)
  DO UPDATE SET total = proposal_month_tallies.total + excluded.total;
  INSERT INTO city_proposal_tallies (city_id, type, status, total)
  SELECT m.city_id, m.type, m.status, sum(m.delta)
    FROM jsonb_to_recordset(moves) AS m(customer_id int, status proposal_status,
      type proposal_type, state_id int, city_id int, month timestamptz, delta int)
   WHERE m.city_id IS NOT NULL
   GROUP BY 1, 2, 3 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (city_id, type, status)
  DO UPDATE SET total = city_proposal_tallies.total + excluded.total;
  SELECT pg_notify('oportuna_changes', '{"change":{"topic":"lists"}}');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM proposals_apply_moves(coalesce((SELECT jsonb_agg(d) FROM (
    SELECT coalesce(customer_id, 0) AS customer_id, status, type,
           coalesce(state_id, 0) AS state_id, city_id,
           date_trunc('month', created_at, 'UTC') AS month, count(*) AS delta
      FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6) d), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM proposals_apply_moves(coalesce((SELECT jsonb_agg(d) FROM (
    SELECT coalesce(customer_id, 0) AS customer_id, status, type,
           coalesce(state_id, 0) AS state_id, city_id,
           date_trunc('month', created_at, 'UTC') AS month, -count(*) AS delta
      FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6) d), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM proposals_apply_moves(coalesce((SELECT jsonb_agg(d) FROM (
    SELECT customer_id, status, type, state_id, city_id, month, sum(delta) AS delta FROM (
      SELECT coalesce(customer_id, 0) AS customer_id, status, type,
             coalesce(state_id, 0) AS state_id, city_id,
             date_trunc('month', created_at, 'UTC') AS month, 1 AS delta
        FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT coalesce(customer_id, 0), status, type, coalesce(state_id, 0), city_id,
             date_trunc('month', created_at, 'UTC'), -1
        FROM old_rows WHERE deleted_at IS NULL) moved
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0) d), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM proposal_tallies;
  DELETE FROM proposal_month_tallies;
  DELETE FROM city_proposal_tallies;
  PERFORM pg_notify('oportuna_changes', '{"change":{"topic":"lists"}}');
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO proposal_month_tallies (month, customer_id, status, type, state_id, total)
  SELECT date_trunc('month', created_at, 'UTC'), coalesce(customer_id, 0), status, type,
         coalesce(state_id, 0), count(*)
    FROM proposals WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
