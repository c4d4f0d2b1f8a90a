-- Potential matches put the trade first: when an offer and a candidate both have a trade (ROME
-- family, France Travail — ROME, Licence Ouverte), the same trade comes before the same ROME domain
-- (the code's first three characters, J15 for J1506), which comes before the rest; each group best
-- score first. The scores and the six criteria are unchanged: the trade orders the list, it earns
-- no points.
--
-- A candidate's stored list keeps each pair's group (`trade_rank`: 0 same trade, 1 same domain, 2 the
-- rest, or a side without a trade), read in that order by its index. An offer's or a candidate's
-- trade now moves their pairs: the triggers that mark an offer changed, or a candidate's list
-- stale, watch `rome_code` too. Every stored list was made without the groups: dropped, each
-- candidate's next read scores it again.

alter table public.candidate_job_scores
  add column trade_rank smallint not null default 2 constraint candidate_job_scores_trade_rank_range check (trade_rank between 0 and 2);

-- The list as it is read: same trade first, then the same domain, then best, newest, by id.
drop index public.candidate_job_scores_ranking_idx;
create index candidate_job_scores_ranking_idx
  on public.candidate_job_scores (candidate_id, trade_rank, score desc, published_at desc, job_id);

drop trigger jobs_score_change_on_update on public.jobs;
create trigger jobs_score_change_on_update
  after update of status, published_at, skills, nice_to_have_skills, languages, lat, lng, contract_type,
    remote_mode, salary_min, salary_max, experience_years_min, rome_code
  on public.jobs
  for each row execute function public.note_job_score_change();

drop trigger candidate_infos_score_change on public.candidate_infos;
create trigger candidate_infos_score_change
  after update of skills, languages, lat, lng, mobility_radius_km, contract_types, remote_preference,
    salary_expectation, experience_years, rome_code
  on public.candidate_infos
  for each row execute function public.forget_candidate_scores();

delete from public.candidate_match_states;
delete from public.candidate_job_scores;
