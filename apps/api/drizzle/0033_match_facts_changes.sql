-- Matching keeps every municipality's facts in memory (decision 0030): new national bounds
-- (after indicators or a Receita release are loaded) are a change to what it shows, announced
-- as the other list changes are (migration 0007). refreshCityFacts always ends here.
CREATE TRIGGER match_bounds_changed AFTER INSERT OR UPDATE OR DELETE ON match_bounds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
