-- A candidate's job-search home: saved searches with a daily e-mail alert, the offers they viewed
-- recently, and the runs of the server's scheduled work (which sends the alerts) so that a restart
-- does not run a period again and several servers on one database run it once.

-- Saved searches ------------------------------------------------------------------------------------
-- `query` is the search screen's URL query string (its French names for GET /api/jobs's parameters,
-- and the place's name `ville`): the API checks each parameter and stores it normalised; the check
-- below keeps REST writes to the same parameter names and URL-encoded values.
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  name text not null,
  query text not null default '',
  alerts boolean not null default true,
  -- The alert covers offers published after this moment (the last digest, or the alert's start).
  last_alert_at timestamptz not null default now(),
  -- Secret of the e-mail's unsubscribe link: random, never chosen by the user.
  unsubscribe_token uuid not null unique default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint saved_searches_name_length check (char_length(btrim(name)) between 1 and 80 and char_length(name) <= 80),
  constraint saved_searches_query_shape check (
    char_length(query) <= 1000
    and query ~ '^((q|ville|lat|lng|rayon|contrat|teletravail|salaire|experience|depuis|tri)=[A-Za-z0-9*._~%+,-]*(&(q|ville|lat|lng|rayon|contrat|teletravail|salaire|experience|depuis|tri)=[A-Za-z0-9*._~%+,-]*)*)?$'
  )
);
create index saved_searches_profile_id_idx on public.saved_searches (profile_id, created_at);
create index saved_searches_alerts_idx on public.saved_searches (last_alert_at) where alerts;
create trigger saved_searches_updated_at before update on public.saved_searches
  for each row execute function public.set_updated_at();
alter table public.saved_searches enable row level security;

-- At most 20 saved searches per candidate, whatever path writes them. The lock serialises two
-- inserts of the same candidate so that both cannot count 19.
create or replace function public.saved_searches_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('saved_searches:' || new.profile_id::text, 0));
  if (select count(*) from public.saved_searches s where s.profile_id = new.profile_id) >= 20 then
    raise exception 'Vous avez déjà 20 recherches enregistrées : supprimez-en une pour en enregistrer une autre.'
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
create trigger saved_searches_limit before insert on public.saved_searches
  for each row execute function public.saved_searches_limit();

-- An alert switched back on starts from now: no digest of every offer published while it was off.
create or replace function public.saved_searches_alerts_restart() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.alerts and not old.alerts then
    new.last_alert_at := now();
  end if;
  return new;
end;
$$;
create trigger saved_searches_alerts_restart before update on public.saved_searches
  for each row execute function public.saved_searches_alerts_restart();

create policy "saved_searches: the candidate manages theirs" on public.saved_searches
  for all to authenticated
  using (profile_id = (select public.my_profile_id()))
  with check (profile_id = (select public.my_profile_id()) and (select public.my_profile_type()) = 'candidate');

-- The token, the dates and the alert's start are the server's: users write the name, the query and
-- the switch only.
revoke all on public.saved_searches from anon;
revoke insert, update, truncate, references, trigger on public.saved_searches from authenticated;
grant insert (profile_id, name, query, alerts) on public.saved_searches to authenticated;
grant update (name, query, alerts) on public.saved_searches to authenticated;

-- Offers viewed recently ----------------------------------------------------------------------------
-- One row per candidate and offer, its date moved on each view; only the latest 50 are kept.
create table public.job_views (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  viewed_at timestamptz not null default now(),
  primary key (profile_id, job_id)
);
create index job_views_job_id_idx on public.job_views (job_id);
create index job_views_recent_idx on public.job_views (profile_id, viewed_at desc);
alter table public.job_views enable row level security;

create policy "job_views: the candidate manages theirs" on public.job_views
  for all to authenticated
  using (profile_id = (select public.my_profile_id()))
  with check (
    profile_id = (select public.my_profile_id())
    and (select public.my_profile_type()) = 'candidate'
    and job_id in (select j.id from public.jobs j where j.status = 'published')
  );

revoke all on public.job_views from anon;
revoke insert, update, truncate, references, trigger on public.job_views from authenticated;
grant insert (profile_id, job_id) on public.job_views to authenticated;
grant update (viewed_at) on public.job_views to authenticated;

create or replace function public.job_views_keep_latest() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.job_views v
   where v.profile_id = new.profile_id
     and v.job_id not in (
       select r.job_id from public.job_views r
        where r.profile_id = new.profile_id
        order by r.viewed_at desc, r.job_id
        limit 50
     );
  return null;
end;
$$;
create trigger job_views_keep_latest after insert on public.job_views
  for each row execute function public.job_views_keep_latest();

-- Scheduled work ------------------------------------------------------------------------------------
-- One row per job and period, claimed atomically by the server that runs it (insert … on conflict):
-- a period already done is never run again, a failed one is claimed again at the next tick, and a
-- claim left by a server that died is taken over once its lease is over. The server's own role
-- alone reads and writes it.
create table public.scheduled_runs (
  job text not null,
  period text not null,
  claimed_by text not null,
  claimed_at timestamptz not null default now(),
  attempts integer not null default 1,
  finished_at timestamptz,
  failed_at timestamptz,
  error text,
  primary key (job, period),
  constraint scheduled_runs_lengths check (
    char_length(job) <= 100 and char_length(period) <= 100 and char_length(claimed_by) <= 200
    and char_length(error) <= 2000
  )
);
alter table public.scheduled_runs enable row level security;
revoke all on public.scheduled_runs from anon, authenticated, service_role;
