-- The matching rules changed: a criterion one side left empty now earns nothing (it earned half).
-- Every stored list of potential matches was scored by the old rules: drop them, and each
-- candidate's next read scores their list again.
delete from public.candidate_match_states;
delete from public.candidate_job_scores;
