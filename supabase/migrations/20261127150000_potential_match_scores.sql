-- A candidate's potential matches, scored once and read many times. The scoring itself is the
-- server's (the matching engine, in TypeScript); the database keeps its results and knows what
-- made them stale:
--   - candidate_job_scores: each scored pair that is not a hard mismatch, with what the list is
--     sorted by (score, then the offer's publication);
--   - candidate_match_states: a candidate whose list is complete, and `scored_before`, the oldest
--     transaction that may have changed an offer since (pg_snapshot_xmin when it was scored);
--   - job_score_changes: the offers changed in ways that move scores, each with its last writing
--     transaction, so a reader rescores only the offers changed since their list was made.
-- A change to a candidate's scoring fields drops their state: the next read scores them again.

create table public.candidate_job_scores (
  candidate_id uuid not null references public.candidate_infos (profile_id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  score smallint not null check (score between 0 and 100),
  published_at timestamptz not null,
  primary key (candidate_id, job_id)
);
-- The list as it is read: best first, then newest, then by id (the engine's order).
create index candidate_job_scores_ranking_idx
  on public.candidate_job_scores (candidate_id, score desc, published_at desc, job_id);
create index candidate_job_scores_job_id_idx on public.candidate_job_scores (job_id);
alter table public.candidate_job_scores enable row level security;
revoke all on public.candidate_job_scores from public, anon, authenticated;
-- A candidate reads their own scores; only the server writes them.
grant select on public.candidate_job_scores to authenticated;
create policy "candidates read their own scores" on public.candidate_job_scores
  for select to authenticated
  using (candidate_id = (select public.my_profile_id()));

create table public.candidate_match_states (
  candidate_id uuid primary key references public.candidate_infos (profile_id) on delete cascade,
  scored_before xid8 not null,
  scored_at timestamptz not null default now()
);
alter table public.candidate_match_states enable row level security;
revoke all on public.candidate_match_states from public, anon, authenticated;

create table public.job_score_changes (
  job_id uuid primary key,
  changed_by xid8 not null
);
create index job_score_changes_changed_by_idx on public.job_score_changes (changed_by);
alter table public.job_score_changes enable row level security;
revoke all on public.job_score_changes from public, anon, authenticated;

-- Written by triggers whatever the writer's role (a recruiter through REST, the server): definer's
-- rights on these tables only, and an empty search_path.
create function public.note_job_score_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.job_score_changes (job_id, changed_by)
  values (coalesce(new.id, old.id), pg_current_xact_id())
  on conflict (job_id) do update set changed_by = excluded.changed_by;
  return null;
end;
$$;
revoke all on function public.note_job_score_change() from public, anon, authenticated;

create trigger jobs_score_change after insert or delete on public.jobs
  for each row execute function public.note_job_score_change();
create trigger jobs_score_change_on_update
  after update of status, published_at, skills, nice_to_have_skills, languages, lat, lng, contract_type,
    remote_mode, salary_min, salary_max, experience_years_min
  on public.jobs
  for each row execute function public.note_job_score_change();

create function public.forget_candidate_scores() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.candidate_match_states where candidate_id = new.profile_id;
  return null;
end;
$$;
revoke all on function public.forget_candidate_scores() from public, anon, authenticated;

create trigger candidate_infos_score_change
  after update of skills, languages, lat, lng, mobility_radius_km, contract_types, remote_preference,
    salary_expectation, experience_years
  on public.candidate_infos
  for each row execute function public.forget_candidate_scores();
