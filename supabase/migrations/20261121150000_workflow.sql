-- The hiring workflow: each mutual match enters its job's pipeline (Nouveau match -> Présélection ->
-- Entretien -> Offre -> Embauché, or Refusé with a reason). The recruiter moves the cards; the
-- candidate sees their real stage and its date; every move is recorded as an event.

create table public.workflow_items (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null,
  job_id uuid not null,
  candidate_id uuid not null,
  stage text not null default 'Nouveau match'
    check (stage in ('Nouveau match', 'Présélection', 'Entretien', 'Offre', 'Embauché', 'Refusé')),
  refusal_reason text check (char_length(refusal_reason) <= 1000),
  -- Order of the card within its column (drag and drop).
  position integer not null default 0,
  stage_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_items_one_per_match unique (match_id),
  constraint workflow_items_match_fkey foreign key (match_id, candidate_id, job_id)
    references public.matches (id, candidate_id, job_id) on delete cascade,
  constraint workflow_items_refusal_has_reason check (
    stage <> 'Refusé' or char_length(btrim(coalesce(refusal_reason, ''))) > 0
  )
);
create index workflow_items_job_id_idx on public.workflow_items (job_id, stage, position);
create index workflow_items_candidate_id_idx on public.workflow_items (candidate_id);
create trigger workflow_items_updated_at before update on public.workflow_items
  for each row execute function public.set_updated_at();
alter table public.workflow_items enable row level security;

create table public.workflow_events (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null references public.workflow_items (id) on delete cascade,
  -- Null for the entry into the pipeline.
  from_stage text check (from_stage in ('Nouveau match', 'Présélection', 'Entretien', 'Offre', 'Embauché', 'Refusé')),
  to_stage text not null check (to_stage in ('Nouveau match', 'Présélection', 'Entretien', 'Offre', 'Embauché', 'Refusé')),
  -- Who moved the card; null when the server did, or once that account is deleted.
  actor_id uuid references public.profiles (id) on delete set null,
  at timestamptz not null default now()
);
create index workflow_events_item_id_idx on public.workflow_events (item_id, at);
create index workflow_events_actor_id_idx on public.workflow_events (actor_id);
alter table public.workflow_events enable row level security;

-- The recruiter moves cards: only the stage, the refusal reason and the position may change, so an
-- item can never be re-pointed at another match, job or candidate.
revoke update on public.workflow_items from anon, authenticated;
grant update (stage, refusal_reason, position) on public.workflow_items to authenticated;

create policy "workflow_items: the candidate reads theirs" on public.workflow_items
  for select to authenticated
  using (candidate_id = (select public.my_profile_id()));
create policy "workflow_items: the recruiter reads those of their jobs" on public.workflow_items
  for select to authenticated
  using (job_id in (select public.my_job_ids()));
create policy "workflow_items: the recruiter moves those of their jobs" on public.workflow_items
  for update to authenticated
  using (job_id in (select public.my_job_ids()))
  with check (job_id in (select public.my_job_ids()));
create policy "workflow_items: admin reads" on public.workflow_items
  for select to authenticated
  using ((select public.is_admin()));

-- The items the caller may read, for the events' policy (SECURITY DEFINER: no detour through the
-- items' own policies for every event).
create or replace function public.my_workflow_item_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select w.id from public.workflow_items w
  where w.candidate_id = (select public.my_profile_id())
     or w.job_id in (select public.my_job_ids())
$$;

-- Events are history: written only by the trigger below, never edited.
create policy "workflow_events: both sides read the history of their items" on public.workflow_events
  for select to authenticated
  using (item_id in (select public.my_workflow_item_ids()));
create policy "workflow_events: admin reads" on public.workflow_events
  for select to authenticated
  using ((select public.is_admin()));

-- Every move is an event ----------------------------------------------------------------------------------
create or replace function public.workflow_items_track_stage() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A reason belongs to a refusal only: moving a card out of "Refusé" forgets it.
  if new.stage <> 'Refusé' then
    new.refusal_reason := null;
  end if;
  if tg_op = 'UPDATE' and new.stage is distinct from old.stage then
    new.stage_changed_at := now();
  end if;
  return new;
end;
$$;
create trigger workflow_items_track_stage before insert or update of stage, refusal_reason on public.workflow_items
  for each row execute function public.workflow_items_track_stage();

create or replace function public.workflow_items_record_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.stage is not distinct from old.stage then
    return null;
  end if;
  insert into public.workflow_events (item_id, from_stage, to_stage, actor_id)
  values (new.id, case when tg_op = 'UPDATE' then old.stage end, new.stage, public.my_profile_id());
  return null;
end;
$$;
create trigger workflow_items_record_event after insert or update of stage on public.workflow_items
  for each row execute function public.workflow_items_record_event();

-- A like from both sides is a match -----------------------------------------------------------------------
-- Whichever side likes second confirms the match and opens its card in the job's pipeline, whether
-- the like came through the product API or straight through the REST API.
create or replace function public.match_decisions_confirm_mutual() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirmed uuid;
begin
  if new.decision <> 'like' or not exists (
    select 1 from public.match_decisions d
    where d.candidate_id = new.candidate_id and d.job_id = new.job_id and d.side <> new.side and d.decision = 'like'
  ) then
    return null;
  end if;
  insert into public.matches (candidate_id, job_id, mutual_at)
  values (new.candidate_id, new.job_id, now())
  on conflict (candidate_id, job_id) do update set mutual_at = coalesce(public.matches.mutual_at, now())
  returning id into confirmed;
  insert into public.workflow_items (match_id, job_id, candidate_id)
  values (confirmed, new.job_id, new.candidate_id)
  on conflict (match_id) do nothing;
  return null;
end;
$$;
create trigger match_decisions_confirm_mutual after insert or update of decision on public.match_decisions
  for each row execute function public.match_decisions_confirm_mutual();
