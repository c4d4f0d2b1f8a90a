-- Two-sided matching: the candidate and the job's recruiter each like or pass; the server scores each
-- pair (0-100, with a per-criterion explanation both sides see); a like from both sides makes the
-- match mutual, which unlocks contact details and opens the hiring workflow.

-- Decisions -----------------------------------------------------------------------------------------
create table public.match_decisions (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references public.candidate_infos (profile_id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  side text not null check (side in ('candidate', 'recruiter')),
  decision text not null check (decision in ('like', 'pass')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint match_decisions_one_per_side unique (candidate_id, job_id, side)
);
create index match_decisions_job_id_idx on public.match_decisions (job_id, side);
create trigger match_decisions_updated_at before update on public.match_decisions
  for each row execute function public.set_updated_at();
alter table public.match_decisions enable row level security;

-- Each side sees and writes only its own decisions: a candidate never learns that a recruiter
-- passed, nor a recruiter that a candidate did. Candidates decide on published offers only.
create policy "match_decisions: the candidate manages their side" on public.match_decisions
  for all to authenticated
  using (side = 'candidate' and candidate_id = (select public.my_profile_id()))
  with check (
    side = 'candidate'
    and candidate_id = (select public.my_profile_id())
    and job_id in (select j.id from public.jobs j where j.status = 'published')
  );
create policy "match_decisions: the recruiter manages their side" on public.match_decisions
  for all to authenticated
  using (side = 'recruiter' and job_id in (select public.my_job_ids()))
  with check (side = 'recruiter' and job_id in (select public.my_job_ids()));
create policy "match_decisions: admin reads" on public.match_decisions
  for select to authenticated
  using ((select public.is_admin()));

-- Matches -------------------------------------------------------------------------------------------
-- Written by the server's matching engine (service role); users only read them.
create table public.matches (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references public.candidate_infos (profile_id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  -- Null until the engine has scored the pair (a mutual like can come first).
  score smallint check (score between 0 and 100),
  -- One entry per criterion: its share of the score and the French sentence both sides read.
  breakdown jsonb not null default '[]'::jsonb check (jsonb_typeof(breakdown) = 'array'),
  mutual_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint matches_one_per_pair unique (candidate_id, job_id),
  -- Lets workflow items name the match together with its candidate and job, consistently.
  constraint matches_identity unique (id, candidate_id, job_id)
);
create index matches_job_id_idx on public.matches (job_id);
create index matches_mutual_idx on public.matches (job_id, mutual_at) where mutual_at is not null;
create trigger matches_updated_at before update on public.matches
  for each row execute function public.set_updated_at();
alter table public.matches enable row level security;

-- The candidates with a mutual match on one of the caller's jobs, and the companies the caller (a
-- candidate) has a mutual match with. SECURITY DEFINER so the candidate_infos and companies policies
-- can ask without recursing through the matches and jobs policies.
create or replace function public.my_matched_candidate_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.candidate_id
  from public.matches m
  join public.jobs j on j.id = m.job_id
  where j.company_id = (select public.my_profile_id()) and m.mutual_at is not null
$$;

create or replace function public.my_matched_company_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select j.company_id
  from public.matches m
  join public.jobs j on j.id = m.job_id
  where m.candidate_id = (select public.my_profile_id()) and m.mutual_at is not null
$$;

-- The jobs the caller (a candidate) has a match on, published or not any more.
create or replace function public.my_matched_job_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.job_id from public.matches m where m.candidate_id = (select public.my_profile_id())
$$;

create policy "matches: the candidate reads theirs" on public.matches
  for select to authenticated
  using (candidate_id = (select public.my_profile_id()));
create policy "matches: the recruiter reads those of their jobs" on public.matches
  for select to authenticated
  using (job_id in (select public.my_job_ids()));
create policy "matches: admin reads" on public.matches
  for select to authenticated
  using ((select public.is_admin()));

-- What a match unlocks --------------------------------------------------------------------------------
create policy "candidate_infos: a recruiter reads their mutual matches" on public.candidate_infos
  for select to authenticated
  using (profile_id in (select public.my_matched_candidate_ids()));
create policy "companies: a candidate reads the companies of their mutual matches" on public.companies
  for select to authenticated
  using (profile_id in (select public.my_matched_company_ids()));
-- A candidate keeps seeing an offer they matched with after it closes.
create policy "jobs: a candidate reads the offers they matched with" on public.jobs
  for select to authenticated
  using (id in (select public.my_matched_job_ids()));

-- A mutual like is final --------------------------------------------------------------------------------
-- Once both sides liked, the match is confirmed and in the workflow: a change of mind goes through
-- the workflow ("Refusé" with a reason), not by silently withdrawing a like.
create or replace function public.match_decisions_keep_mutual() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.decision <> 'like' and exists (
    select 1 from public.matches m
    where m.candidate_id = new.candidate_id and m.job_id = new.job_id and m.mutual_at is not null
  ) then
    raise exception 'Le match est confirmé : la décision ne peut plus être changée.' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger match_decisions_keep_mutual before insert or update on public.match_decisions
  for each row execute function public.match_decisions_keep_mutual();
