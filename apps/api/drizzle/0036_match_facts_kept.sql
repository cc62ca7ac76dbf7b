-- Matching keeps every division's location quotients and each user's weights in memory
-- (decision 0030). Quotients change only when a Receita release is recorded, far less often
-- than the lists: they are announced on a topic of their own, so that an opportunity written
-- does not read them all again. A user's weights are announced with the user's id.
CREATE FUNCTION notify_quotients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oportuna_changes', '{"change":{"topic":"quotients"}}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER city_division_quotients_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON city_division_quotients FOR EACH STATEMENT EXECUTE FUNCTION notify_quotients_changed();
--> statement-breakpoint
CREATE FUNCTION notify_match_weights_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oportuna_changes', json_build_object('change',
    json_build_object('topic', 'match_weights', 'userId', coalesce(NEW.user_id, OLD.user_id)))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_match_weights_changed AFTER INSERT OR UPDATE OR DELETE ON user_match_weights
  FOR EACH ROW EXECUTE FUNCTION notify_match_weights_changed();
