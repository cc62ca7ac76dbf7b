-- The outcomes of interests read each interest's stage moves from the activity log
-- (docs/outcomes.md): an index of those entries by interest, partial so that it holds them
-- alone, not the whole log.
CREATE INDEX "activity_logs_interest_stage_moves" ON "activity_logs" USING btree ((metadata->>'interest_id'))
  WHERE action = 'interest.stage_changed';
