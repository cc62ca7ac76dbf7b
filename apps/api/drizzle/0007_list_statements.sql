CREATE TABLE "city_proposal_tallies" (
	"city_id" integer NOT NULL,
	"type" "proposal_type" NOT NULL,
	"status" "proposal_status" NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "city_proposal_tallies_city_id_type_status_pk" PRIMARY KEY("city_id","type","status")
);
--> statement-breakpoint
CREATE TABLE "proposal_tallies" (
	"customer_id" integer NOT NULL,
	"status" "proposal_status" NOT NULL,
	"type" "proposal_type" NOT NULL,
	"state_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "proposal_tallies_customer_id_status_type_state_id_pk" PRIMARY KEY("customer_id","status","type","state_id")
);
--> statement-breakpoint
DROP INDEX "proposals_status_type_created_idx";--> statement-breakpoint
DROP INDEX "proposals_created_at_idx";--> statement-breakpoint
DROP INDEX "proposals_project_total_idx";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "uf" char(2);--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "city_name_key" text;--> statement-breakpoint
ALTER TABLE "city_proposal_tallies" ADD CONSTRAINT "city_proposal_tallies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- An opportunity's state, UF and city name come from its city, whoever writes the row.
CREATE OR REPLACE FUNCTION proposals_copy_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.city_id IS NULL THEN
    NEW.state_id := NULL; NEW.uf := NULL; NEW.city_name_key := NULL;
  ELSE
    SELECT c.state_id, s.uf, c.name_key INTO NEW.state_id, NEW.uf, NEW.city_name_key
      FROM cities c JOIN states s ON s.id = c.state_id WHERE c.id = NEW.city_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER proposals_copy_place BEFORE INSERT OR UPDATE OF city_id ON proposals
  FOR EACH ROW EXECUTE FUNCTION proposals_copy_place();
--> statement-breakpoint
UPDATE proposals p SET state_id = c.state_id, uf = s.uf, city_name_key = c.name_key
  FROM cities c JOIN states s ON s.id = c.state_id WHERE c.id = p.city_id;
--> statement-breakpoint
-- Tallies of live opportunities follow every statement on proposals: the rows a statement
-- brought in (+1) or took out (-1), grouped by tally key, are added in key order, so that
-- concurrent writers lock tally rows in the same order.
CREATE OR REPLACE FUNCTION proposals_apply_moves(moves jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO proposal_tallies (customer_id, status, type, state_id, total)
  SELECT m.customer_id, m.status, m.type, m.state_id, sum(m.delta)
    FROM jsonb_to_recordset(moves) AS m(customer_id int, status proposal_status,
      type proposal_type, state_id int, city_id int, delta int)
   GROUP BY 1, 2, 3, 4 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (customer_id, status, type, state_id)
  DO UPDATE SET total = proposal_tallies.total + excluded.total;
  INSERT INTO city_proposal_tallies (city_id, type, status, total)
  SELECT m.city_id, m.type, m.status, sum(m.delta)
    FROM jsonb_to_recordset(moves) AS m(customer_id int, status proposal_status,
      type proposal_type, state_id int, city_id int, delta int)
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
           coalesce(state_id, 0) AS state_id, city_id, count(*) AS delta
      FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5) d), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM proposals_apply_moves(coalesce((SELECT jsonb_agg(d) FROM (
    SELECT coalesce(customer_id, 0) AS customer_id, status, type,
           coalesce(state_id, 0) AS state_id, city_id, -count(*) AS delta
      FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5) d), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM proposals_apply_moves(coalesce((SELECT jsonb_agg(d) FROM (
    SELECT customer_id, status, type, state_id, city_id, sum(delta) AS delta FROM (
      SELECT coalesce(customer_id, 0) AS customer_id, status, type,
             coalesce(state_id, 0) AS state_id, city_id, 1 AS delta
        FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT coalesce(customer_id, 0), status, type, coalesce(state_id, 0), city_id, -1
        FROM old_rows WHERE deleted_at IS NULL) moved
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0) d), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER proposals_after_insert AFTER INSERT ON proposals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proposals_after_insert();
--> statement-breakpoint
CREATE TRIGGER proposals_after_update AFTER UPDATE ON proposals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION proposals_after_update();
--> statement-breakpoint
CREATE TRIGGER proposals_after_delete AFTER DELETE ON proposals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proposals_after_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM proposal_tallies;
  DELETE FROM city_proposal_tallies;
  PERFORM pg_notify('oportuna_changes', '{"change":{"topic":"lists"}}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER proposals_after_truncate AFTER TRUNCATE ON proposals
  FOR EACH STATEMENT EXECUTE FUNCTION proposals_after_truncate();
--> statement-breakpoint
INSERT INTO proposal_tallies (customer_id, status, type, state_id, total)
  SELECT coalesce(customer_id, 0), status, type, coalesce(state_id, 0), count(*)
    FROM proposals WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO city_proposal_tallies (city_id, type, status, total)
  SELECT city_id, type, status, count(*)
    FROM proposals WHERE deleted_at IS NULL AND city_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- What lists show also lives in these tables: their writes are changes too.
CREATE OR REPLACE FUNCTION notify_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oportuna_changes', '{"change":{"topic":"lists"}}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER proposal_benefits_changed AFTER INSERT OR UPDATE OR DELETE ON proposal_benefits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER proposal_contacts_changed AFTER INSERT OR UPDATE OR DELETE ON proposal_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER proposal_media_changed AFTER INSERT OR UPDATE OR DELETE ON proposal_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER locations_changed AFTER INSERT OR UPDATE OR DELETE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER location_benefits_changed AFTER INSERT OR UPDATE OR DELETE ON location_benefits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER location_vocations_changed AFTER INSERT OR UPDATE OR DELETE ON location_vocations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE TRIGGER politicians_changed AFTER INSERT OR UPDATE OR DELETE ON politicians
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_favorites_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oportuna_changes', json_build_object('change',
    json_build_object('topic', 'favorites', 'userId', coalesce(NEW.user_id, OLD.user_id)))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER favorites_changed AFTER INSERT OR UPDATE OR DELETE ON favorites
  FOR EACH ROW EXECUTE FUNCTION notify_favorites_changed();
--> statement-breakpoint
-- Sessions are read from memory briefly: any change to a session (but its last-seen time), to
-- its user or to its customer drops what is kept of it, whoever makes the change.
CREATE OR REPLACE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oportuna_changes', json_build_object('change', json_build_object(
    'topic', 'sessions', TG_ARGV[0], to_jsonb(OLD)->TG_ARGV[1]))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION notify_sessions_changed('sessionId', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_sessions_changed('sessionId', 'id');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_sessions_changed('userId', 'id');
--> statement-breakpoint
CREATE TRIGGER customers_changed AFTER UPDATE OR DELETE ON customers FOR EACH ROW
  EXECUTE FUNCTION notify_sessions_changed('customerId', 'id');
--> statement-breakpoint
-- One ordered, covering index per sort key the lists offer, over live rows only. The list's
-- filters (status, type, state, scope, investment, date) are read from the index itself, so a
-- page and its count are index-only scans. Nullable keys get a second index for
-- "desc nulls last", the order the product shows. The indexes a narrow filter starts from
-- (state, status, investment, date) also carry every sort key: a page of a few thousand
-- matches is then found and sorted without reading the table.
CREATE INDEX proposals_list_created_idx ON proposals (created_at, id)
  INCLUDE (status, type, state_id, customer_id, project_total, city_id, name_key, city_name_key, uf) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_id_idx ON proposals (id)
  INCLUDE (status, type, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_name_idx ON proposals (name_key, id)
  INCLUDE (status, type, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_type_idx ON proposals (type, id)
  INCLUDE (status, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_status_idx ON proposals (status, id)
  INCLUDE (type, state_id, customer_id, project_total, created_at, city_id, name_key, city_name_key, uf) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_investment_idx ON proposals (project_total, id)
  INCLUDE (status, type, state_id, customer_id, created_at, city_id, name_key, city_name_key, uf) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_investment_desc_idx ON proposals (project_total DESC NULLS LAST, id DESC)
  INCLUDE (status, type, state_id, customer_id, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_city_idx ON proposals (city_name_key, id)
  INCLUDE (status, type, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_city_desc_idx ON proposals (city_name_key DESC NULLS LAST, id DESC)
  INCLUDE (status, type, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_uf_idx ON proposals (uf, id)
  INCLUDE (status, type, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX proposals_list_uf_desc_idx ON proposals (uf DESC NULLS LAST, id DESC)
  INCLUDE (status, type, state_id, customer_id, project_total, created_at, city_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Filters on states read only those states' entries, which are then sorted (a few thousand).
CREATE INDEX proposals_list_state_idx ON proposals (state_id, status, type)
  INCLUDE (customer_id, project_total, created_at, city_id, name_key, city_name_key, uf, id)
  WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Open opportunities per city (cards and rankings) counted from the index alone.
CREATE INDEX proposals_city_status_idx ON proposals (city_id, status, type) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- A city card's mayor: the elected holder of the office, newest election first, found in order.
CREATE INDEX politicians_mayor_idx ON politicians
  (city_id, political_office_id, is_demo, election_year DESC NULLS LAST, id) WHERE is_elected;
--> statement-breakpoint
CREATE INDEX proposals_name_trgm_idx ON proposals USING gin (name_key gin_trgm_ops) WHERE deleted_at IS NULL;
