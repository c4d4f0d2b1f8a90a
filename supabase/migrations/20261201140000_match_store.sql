-- Potential matches stored for both sides and refreshed in the background.
--
-- Until now a candidate's scores were brought up to date on their read (every offer scored again
-- after a change to their profile) and a recruiter's were computed on every read. Now a change
-- queues its refresh, and the server's match worker scores it after the commit:
--   * an offer published or changed: the candidates it can reach (contract, place, a shared skill
--     key: the indexes' prefilter), so its cost follows the candidates it reaches, not all of them;
--   * a candidate's scoring fields changed (or a new candidate): the published offers they can
--     reach, with the same prefilter from the offers' side.
-- Both sides then read the same stored pairs, each in its own order, by its own index: a read never
-- scores more than the page it shows. Until the worker is done, a read serves what is stored.
--
-- A stored pair is a candidate and a published offer that is no hard mismatch, whatever the card's
-- visibility or the decisions: the decisions are read at the reader's time, and so is the card's
-- visibility for what a page shows; the pair keeps it too (`listed`), for counting.

alter table public.candidate_job_scores
  -- The score as a recruiter reads it: the distance's points in steps of 5 (finer points would
  -- tell how far the candidate lives); the recruiter's order after the trade groups.
  add column shown_score smallint not null default 0 constraint candidate_job_scores_shown_score_range
    check (shown_score between 0 and 100),
  -- Whether recruiters list the candidate (a completed profile, a card shown), as the worker last
  -- stored the pair: a change of either queues the candidate. A page checks both again as it reads;
  -- the flag lets a count of an offer's list read the index alone, not every candidate's row.
  add column listed boolean not null default false;

-- A recruiter's list of one offer: the listed candidates, in the trade groups, then by the shown
-- score, then by the exact score. Its prefix (the offer) serves the worker and the cascades.
create index candidate_job_scores_job_ranking_idx
  on public.candidate_job_scores (job_id, listed, trade_rank, shown_score desc, score desc, candidate_id);
drop index public.candidate_job_scores_job_id_idx;

-- What the worker has to score again: an offer or a candidate, once however often it changed
-- before the worker came to it (`queued_at` is when it was last asked for).
create table public.match_refresh_queue (
  kind text not null check (kind in ('job', 'candidate')),
  id uuid not null,
  queued_at timestamptz not null default clock_timestamp(),
  primary key (kind, id)
);
create index match_refresh_queue_order_idx on public.match_refresh_queue (queued_at);
alter table public.match_refresh_queue enable row level security;
revoke all on public.match_refresh_queue from public, anon, authenticated;

-- One worker at a time, whatever the number of servers: two refreshing at once could each write a
-- pair from the other's stale side. The worker holds this lease while it works, renewed at every
-- item; a server that stopped mid-way loses it when it runs out.
create table public.match_refresh_lease (
  only_row boolean primary key default true check (only_row),
  holder text not null default '',
  held_until timestamptz not null default '-infinity'
);
insert into public.match_refresh_lease default values;
alter table public.match_refresh_lease enable row level security;
revoke all on public.match_refresh_lease from public, anon, authenticated;

-- The worker's wake-up: sent at commit, so it never looks before the change is visible.
create or replace function public.queue_match_refresh(kind text, id uuid) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.match_refresh_queue (kind, id) values (kind, id)
  on conflict on constraint match_refresh_queue_pkey do update set queued_at = excluded.queued_at;
  select pg_notify('match_refresh', '');
$$;
revoke all on function public.queue_match_refresh(text, uuid) from public, anon, authenticated;

-- The triggers that queue: `tg_argv[0]` is the kind, `tg_argv[1]` the column holding its id. The
-- old change log gives way to the queue; a deleted offer or candidate loses its pairs by cascade.
create function public.queue_match_refresh_of_row() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.queue_match_refresh(tg_argv[0], (to_jsonb(new) ->> tg_argv[1])::uuid);
  return null;
end;
$$;
revoke all on function public.queue_match_refresh_of_row() from public, anon, authenticated;

-- Offers: inserted, or a field scoring reads changed (the publication among them).
drop trigger jobs_score_change on public.jobs;
drop trigger jobs_score_change_on_update on public.jobs;
create trigger jobs_score_change after insert on public.jobs
  for each row execute function public.queue_match_refresh_of_row('job', 'id');
create trigger jobs_score_change_on_update
  after update of status, published_at, skills, nice_to_have_skills, languages, lat, lng, contract_type,
    remote_mode, salary_min, salary_max, experience_years_min, rome_code
  on public.jobs
  for each row execute function public.queue_match_refresh_of_row('job', 'id');
drop function public.note_job_score_change();

-- Candidates: inserted, a field scoring reads changed, or whether recruiters list them (the card
-- shown, the profile completed). Their stored list is kept and served until the worker replaces it.
drop trigger candidate_infos_score_change on public.candidate_infos;
create trigger candidate_infos_score_new after insert on public.candidate_infos
  for each row execute function public.queue_match_refresh_of_row('candidate', 'profile_id');
create trigger candidate_infos_score_change
  after update of skills, languages, lat, lng, mobility_radius_km, contract_types, remote_preference,
    salary_expectation, experience_years, rome_code, card_visible
  on public.candidate_infos
  for each row execute function public.queue_match_refresh_of_row('candidate', 'profile_id');
drop function public.forget_candidate_scores();
create trigger profiles_listed_change after update of completed on public.profiles
  for each row when (new.type = 'candidate' and new.completed is distinct from old.completed)
  execute function public.queue_match_refresh_of_row('candidate', 'id');

drop table public.job_score_changes;
-- The refresh on the read needed the horizon of its last scoring; the queue replaces it. The row
-- now says only that the candidate's list was made once (a first read before that scores inline).
alter table public.candidate_match_states drop column scored_before;

-- The worker's prefilter from an offer's side reaches every candidate, card shown or not (a hidden
-- card still looks for offers): the indexes without the card's condition.
create index candidate_infos_match_skill_keys_idx on public.candidate_infos using gin (skill_keys);
create index candidate_infos_match_reach_idx on public.candidate_infos using gist (reach_box);

-- Every published offer is scored once by the worker, and every candidate: what existed before the
-- store is queued (the worker drains it after the migration, in the background).
insert into public.match_refresh_queue (kind, id)
select 'job', id from public.jobs where status = 'published'
on conflict do nothing;
delete from public.candidate_job_scores;
delete from public.candidate_match_states;

-- A candidate as a recruiter sees them for one of their offers, the one select list of both
-- recruiter's lists (`potential_candidates`, `stored_potential_candidates`, which make their checks
-- first: paid access, the caller's own offer): anonymous until a mutual match (no first name, no card
-- link), contact details only then, the distance as a band when the offer is published with a place
-- (`p_lat`, `p_lng`, null otherwise), the recruiter's own decision, and whether the candidate said
-- « Ça m'intéresse » to the offer (among `p_interested`). The candidates `p_ids`, in that order.
create function public.candidates_for_recruiter(
  p_job_id uuid, p_lat double precision, p_lng double precision, p_ids uuid[], p_interested uuid[]
)
returns table (
  profile_id uuid,
  first_name text,
  headline text,
  city text,
  mobility_radius_km integer,
  contract_types text[],
  remote_preference text,
  salary_expectation integer,
  skills text[],
  languages text[],
  experience_years integer,
  card_slug text,
  distance_band text,
  decision text,
  mutual_at timestamptz,
  last_name text,
  phone text,
  email text,
  candidate_interested boolean
)
language sql stable
set search_path = ''
as $$
  select c.profile_id,
         case when c.anonymous and m.mutual_at is null then null else c.first_name end,
         c.headline, c.city, c.mobility_radius_km, c.contract_types,
         c.remote_preference, c.salary_expectation, c.skills, c.languages, c.experience_years,
         case when c.anonymous and m.mutual_at is null then null else c.card_slug end,
         case when p_lat is not null and p_lng is not null and c.lat is not null and c.lng is not null
           then public.distance_band(public.distance_km(c.lat, c.lng, p_lat, p_lng)) end,
         d.decision, m.mutual_at,
         case when m.mutual_at is not null then c.last_name end,
         case when m.mutual_at is not null then c.phone end,
         case when m.mutual_at is not null then u.email::text end,
         liked.id is not null
  from unnest(p_ids) with ordinality as picked (id, ord)
  join public.candidate_infos c on c.profile_id = picked.id
  join public.profiles p on p.id = c.profile_id
  join auth.users u on u.id = p.user_id
  left join unnest(p_interested) as liked (id) on liked.id = c.profile_id
  left join public.match_decisions d on d.candidate_id = c.profile_id and d.job_id = p_job_id and d.side = 'recruiter'
  left join public.matches m on m.candidate_id = c.profile_id and m.job_id = p_job_id
  order by picked.ord
$$;
revoke all on function public.candidates_for_recruiter(uuid, double precision, double precision, uuid[], uuid[])
  from public, anon, authenticated;

-- The list scored on the read (a draft, a closed offer, one the worker has still to score): the same
-- candidates and rules as 20261201100000_candidate_interest.sql, its select list now the shared one.
create or replace function public.potential_candidates(p_job_id uuid, p_skill_keys text[])
returns table (
  profile_id uuid,
  first_name text,
  headline text,
  city text,
  mobility_radius_km integer,
  contract_types text[],
  remote_preference text,
  salary_expectation integer,
  skills text[],
  languages text[],
  experience_years integer,
  card_slug text,
  distance_band text,
  decision text,
  mutual_at timestamptz,
  last_name text,
  phone text,
  email text,
  candidate_interested boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  job public.jobs%rowtype;
  located boolean;
  skills text := '';
  reach text := '';
  reachable text;
  interested uuid[];
  others uuid[];
begin
  if cardinality(p_skill_keys) > 1000 then
    raise exception 'Trop de compétences recherchées : 1 000 au plus.' using errcode = '22023';
  end if;
  if exists (select from unnest(p_skill_keys) as k where char_length(k) > 200) then
    raise exception 'Compétence recherchée trop longue : 200 caractères au plus.' using errcode = '22023';
  end if;
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour voir vos matchs potentiels.' using errcode = '42501';
  end if;
  select j.* into job from public.jobs j where j.id = p_job_id and j.company_id = (select public.my_profile_id());
  if not found then
    return;
  end if;
  located := job.status = 'published' and job.remote_mode <> 'remote' and job.lat is not null;
  if cardinality(coalesce(p_skill_keys, '{}')) > 0 then
    skills := ' and (c.skill_keys && $2 or c.skill_keys = ''{}'')';
  end if;
  if located then
    reach := ' and (c.reach_box @> box(point($3, $4), point($3, $4)) or c.reach_box is null)';
  end if;
  -- Of the candidate's side only a like is read (the candidate's decision itself never leaves the
  -- function), so a pass answers as no decision.
  reachable := 'select coalesce(array_agg(c.profile_id), ''{}'')
     from public.candidate_infos c
     join public.profiles p on p.id = c.profile_id and p.type = ''candidate'' and p.completed
     left join public.match_decisions d on d.candidate_id = c.profile_id and d.job_id = $1 and d.side = ''recruiter''
     left join public.match_decisions i
       on i.candidate_id = c.profile_id and i.job_id = $1 and i.side = ''candidate'' and i.decision = ''like''
     where d.decision is distinct from ''pass''
       and (cardinality(c.contract_types) = 0 or $5 = any(c.contract_types))' || reach;
  -- Those who said « Ça m'intéresse » to this very offer, card shown or not (they came to it
  -- themselves: an application), whatever their skills; and those who showed their card to
  -- recruiters, sharing a skill with the offer. Two reads, each using its own indexes.
  execute reachable || ' and i.candidate_id is not null' into interested
    using job.id, p_skill_keys, job.lng, job.lat, job.contract_type;
  execute reachable || ' and i.candidate_id is null and c.card_visible' || skills into others
    using job.id, p_skill_keys, job.lng, job.lat, job.contract_type;
  return query
  select * from public.candidates_for_recruiter(
    job.id, case when located then job.lat end, case when located then job.lng end, interested || others, interested
  );
end;
$$;

-- A recruiter's stored list of one published offer, with the fields `potential_candidates` gives
-- and the same rules (`candidates_for_recruiter`, after the same checks), the recruiter's passes
-- left out: first every candidate who said « Ça m'intéresse » to the offer (`interested`, at most
-- 1,000: the caller scores and orders them, whatever their card or skills, as
-- `potential_candidates` lists them), then one page of the stored list of the others whose card is
-- shown, in its order, `p_offset` counted over both (`total` likewise, on every row).
create function public.stored_potential_candidates(p_job_id uuid, p_limit integer, p_offset integer)
returns table (
  profile_id uuid,
  first_name text,
  headline text,
  city text,
  mobility_radius_km integer,
  contract_types text[],
  remote_preference text,
  salary_expectation integer,
  skills text[],
  languages text[],
  experience_years integer,
  card_slug text,
  distance_band text,
  decision text,
  mutual_at timestamptz,
  last_name text,
  phone text,
  email text,
  candidate_interested boolean,
  total integer
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  job public.jobs%rowtype;
  located boolean;
  liked_ids uuid[];
  page_ids uuid[];
  stored_count integer;
  left_out integer;
begin
  if p_limit not between 1 and 100 or p_offset not between 0 and 100000 then
    raise exception 'Page demandée hors limites.' using errcode = '22023';
  end if;
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour voir vos matchs potentiels.' using errcode = '42501';
  end if;
  select j.* into job from public.jobs j
  where j.id = p_job_id and j.company_id = (select public.my_profile_id()) and j.status = 'published';
  if not found then
    return;
  end if;
  located := job.remote_mode <> 'remote' and job.lat is not null;
  select coalesce(array_agg(liked.candidate_id), '{}') into liked_ids
  from (
    select i.candidate_id
    from public.match_decisions i
    join public.candidate_infos c on c.profile_id = i.candidate_id
    join public.profiles p on p.id = c.profile_id and p.completed
    where i.job_id = p_job_id and i.side = 'candidate' and i.decision = 'like'
      and (cardinality(c.contract_types) = 0 or job.contract_type = any(c.contract_types))
      and (not located or c.reach_box is null or c.reach_box @> box(point(job.lng, job.lat), point(job.lng, job.lat)))
      and not exists (select from public.match_decisions d where d.candidate_id = i.candidate_id
                      and d.job_id = p_job_id and d.side = 'recruiter' and d.decision = 'pass')
    limit 1000
  ) liked;
  -- The total reads the index alone: the listed pairs, less those already counted as interested or
  -- passed by the recruiter (few, each found by the primary key).
  select count(*) into stored_count
  from public.candidate_job_scores s
  where s.job_id = p_job_id and s.listed;
  select count(*) into left_out
  from public.candidate_job_scores s
  where s.job_id = p_job_id and s.listed
    and s.candidate_id in (
      select unnest(liked_ids)
      union
      select d.candidate_id from public.match_decisions d
      where d.job_id = p_job_id and d.side = 'recruiter' and d.decision = 'pass');
  -- The page: the card and the completed profile checked again as they stand now.
  page_ids := array(
    select s.candidate_id
    from public.candidate_job_scores s
    join public.candidate_infos c on c.profile_id = s.candidate_id and c.card_visible
    join public.profiles p on p.id = c.profile_id and p.completed
    where s.job_id = p_job_id and s.listed
      and s.candidate_id <> all(liked_ids)
      and not exists (select from public.match_decisions d where d.candidate_id = s.candidate_id
                      and d.job_id = p_job_id and d.side = 'recruiter' and d.decision = 'pass')
    order by s.trade_rank, s.shown_score desc, s.score desc, s.candidate_id
    limit p_limit offset greatest(0, p_offset - cardinality(liked_ids)));
  return query
  select r.*, cardinality(liked_ids) + stored_count - left_out
  from public.candidates_for_recruiter(
    p_job_id, case when located then job.lat end, case when located then job.lng end, liked_ids || page_ids, liked_ids
  ) r;
end;
$$;
revoke execute on function public.stored_potential_candidates(uuid, integer, integer) from public, anon;
grant execute on function public.stored_potential_candidates(uuid, integer, integer) to authenticated;
