-- The hiring workflow, live on both sides: the candidate may withdraw; a refusal carries a reason
-- from a list and an optional message, both shared with the candidate; the recruiter keeps private
-- notes; interviews are proposed as one to five slots, the candidate picks one; every move, refusal,
-- note and interview is an event in a history nobody can edit or delete. A card with no shared
-- activity for a while is followed up by the server (a reminder to the recruiter, then closing it
-- « Sans suite »), and each shared event is told by e-mail through the outbox, which is now the
-- queue of every e-mail the product sends (SMTP delivers it when configured).

-- Stages: « Retirée » when the candidate withdraws ------------------------------------------------------
alter table public.workflow_items drop constraint workflow_items_stage_check;
alter table public.workflow_items add constraint workflow_items_stage_check
  check (stage in ('new_match', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'));
alter table public.workflow_events
  drop constraint workflow_events_from_stage_check,
  drop constraint workflow_events_to_stage_check;
alter table public.workflow_events
  add constraint workflow_events_from_stage_check
    check (from_stage in ('new_match', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')),
  add constraint workflow_events_to_stage_check
    check (to_stage in ('new_match', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'));

-- Refusals: a reason from the list (refusalReasonLabels in @fuse/features/vocabulary), a message ------
-- `no_response` (« Sans suite ») is the server's own: a card closed after a long silence.
alter table public.workflow_items
  add column refusal_message text check (char_length(refusal_message) <= 2000),
  add column withdrawal_message text check (char_length(withdrawal_message) <= 2000),
  -- The last move or interview the candidate could see: what the follow-ups count from.
  add column last_activity_at timestamptz not null default now(),
  -- When the recruiter was last reminded of this card's silence.
  add column reminded_at timestamptz,
  -- Order within a column, smaller first: a card moved without a place goes on top.
  alter column position type double precision using position::double precision,
  alter column position set default -extract(epoch from clock_timestamp());
update public.workflow_items set last_activity_at = stage_changed_at;
-- Free-text reasons written before the list keep their words as the message.
alter table public.workflow_items disable trigger user;
update public.workflow_items
  set refusal_message = left(refusal_reason, 2000), refusal_reason = 'other'
  where refusal_reason is not null
    and refusal_reason not in ('skills', 'experience', 'salary', 'location', 'other_candidate', 'position_closed',
                               'no_response', 'other');
alter table public.workflow_items enable trigger user;
alter table public.workflow_items
  drop constraint workflow_items_refusal_reason_check,
  add constraint workflow_items_refusal_reason_listed check (refusal_reason in (
    'skills', 'experience', 'salary', 'location', 'other_candidate', 'position_closed', 'no_response', 'other'));
create index workflow_items_follow_up_idx on public.workflow_items (last_activity_at)
  where stage in ('new_match', 'shortlisted', 'interview', 'offer');

revoke update on public.workflow_items from anon, authenticated;
grant update (stage, refusal_reason, refusal_message, position) on public.workflow_items to authenticated;

-- Moving a card needs the paid access too when payment is required, whatever the path.
create policy "workflow_items: moving cards needs the paid access" on public.workflow_items
  as restrictive for update to authenticated
  using (true)
  with check ((select public.recruiter_has_paid_access()));

-- The cards of the caller's applications, and those of the caller's offers (SECURITY DEFINER: the
-- policies below ask them without going through the items' own policies).
create or replace function public.my_application_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select w.id from public.workflow_items w where w.candidate_id = (select public.my_profile_id())
$$;
create or replace function public.my_pipeline_item_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select w.id from public.workflow_items w where w.job_id in (select public.my_job_ids())
$$;

-- The rules of a move, whoever makes it (REST, rpc, the API, the server's follow-ups):
-- a withdrawn application stays withdrawn; only its candidate withdraws it, and only while it is
-- open; « Sans suite » is the server's reason; a reason and message belong to their stage only.
create or replace function public.workflow_items_track_stage() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := public.my_profile_id();
begin
  if tg_op = 'UPDATE' and new.stage is distinct from old.stage then
    if old.stage = 'withdrawn' then
      raise exception 'Le candidat a retiré cette candidature : elle ne peut plus changer d''étape.'
        using errcode = '23514';
    end if;
    if new.stage = 'withdrawn' and (caller is null or caller <> new.candidate_id) then
      raise exception 'Seul le candidat peut retirer sa candidature.' using errcode = '42501';
    end if;
    if new.stage = 'withdrawn' and old.stage in ('hired', 'rejected') then
      raise exception 'Cette candidature est déjà close.' using errcode = '23514';
    end if;
    new.stage_changed_at := now();
    new.last_activity_at := now();
    new.reminded_at := null;
  elsif tg_op = 'INSERT' and new.stage = 'withdrawn' then
    raise exception 'Une candidature ne commence pas retirée.' using errcode = '23514';
  end if;
  if new.refusal_reason = 'no_response' and caller is not null
     and (tg_op = 'INSERT' or old.refusal_reason is distinct from 'no_response') then
    raise exception 'Le motif « Sans suite » est réservé à la clôture automatique.' using errcode = '42501';
  end if;
  if new.stage <> 'rejected' then
    new.refusal_reason := null;
    new.refusal_message := null;
  end if;
  if new.stage <> 'withdrawn' then
    new.withdrawal_message := null;
  end if;
  return new;
end;
$$;
drop trigger workflow_items_track_stage on public.workflow_items;
create trigger workflow_items_track_stage
  before insert or update of stage, refusal_reason, refusal_message, withdrawal_message on public.workflow_items
  for each row execute function public.workflow_items_track_stage();

-- History: moves, refusals, withdrawals, notes and interviews -------------------------------------------
alter table public.workflow_events
  add column kind text not null default 'move'
    check (kind in ('move', 'note', 'interview_proposed', 'interview_rescheduled', 'interview_booked',
                    'interview_cancelled')),
  -- A refusal's reason; the message of a refusal, a withdrawal, a cancellation, or a note's text.
  add column reason text check (reason in (
    'skills', 'experience', 'salary', 'location', 'other_candidate', 'position_closed', 'no_response', 'other')),
  add column message text check (char_length(message) <= 2000),
  -- Notes are the recruiter's alone; everything else is shared with the candidate.
  add column private boolean not null default false,
  add column interview_id uuid,
  -- The order of writing, for events of one transaction (which share their `at`).
  add column seq bigint generated always as identity,
  alter column to_stage drop not null,
  alter column actor_id set default public.my_profile_id();
alter table public.workflow_events
  add constraint workflow_events_move_has_stage check (kind <> 'move' or to_stage is not null),
  add constraint workflow_events_note_is_private check (
    (kind = 'note') = private and (kind <> 'note' or char_length(btrim(coalesce(message, ''))) > 0)),
  add constraint workflow_events_interview_named check (kind not like 'interview%' or interview_id is not null);

-- The candidate reads the shared history of their applications; the recruiter the whole history of
-- their offers' cards, notes included.
drop policy "workflow_events: both sides read the history of their items" on public.workflow_events;
create policy "workflow_events: the candidate reads the shared history of theirs" on public.workflow_events
  for select to authenticated
  using (not private and item_id in (select public.my_application_ids()));
create policy "workflow_events: the recruiter reads the history of their offers' cards" on public.workflow_events
  for select to authenticated
  using (item_id in (select public.my_pipeline_item_ids()));
-- A private note is the only event written directly, by the recruiter, on their offers' cards.
grant insert (item_id, kind, message, private) on public.workflow_events to authenticated;
create policy "workflow_events: the recruiter writes private notes" on public.workflow_events
  for insert to authenticated
  with check (
    kind = 'note' and private and actor_id = (select public.my_profile_id())
    and item_id in (select public.my_pipeline_item_ids())
  );

-- Who wrote an event and when come from the request, never from the writer; a shared event
-- counts as activity on its card.
create or replace function public.workflow_events_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := public.my_profile_id();
begin
  if caller is not null then
    new.actor_id := caller;
    new.at := now();
  end if;
  return new;
end;
$$;
create trigger workflow_events_stamp before insert on public.workflow_events
  for each row execute function public.workflow_events_stamp();

create or replace function public.workflow_events_touch_item() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.private then
    update public.workflow_items set last_activity_at = greatest(last_activity_at, new.at), reminded_at = null
    where id = new.item_id and last_activity_at < new.at;
  end if;
  return null;
end;
$$;
create trigger workflow_events_touch_item after insert on public.workflow_events
  for each row execute function public.workflow_events_touch_item();

-- Nobody edits the history, whatever their role; an event goes only with its card (an account or
-- an offer deleted, as the RGPD asks).
create or replace function public.workflow_events_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    raise exception 'L''historique d''une candidature ne se modifie pas.' using errcode = '42501';
  end if;
  if exists (select 1 from public.workflow_items w where w.id = old.item_id) then
    raise exception 'L''historique d''une candidature ne se supprime pas.' using errcode = '42501';
  end if;
  return old;
end;
$$;
create trigger workflow_events_immutable before update or delete on public.workflow_events
  for each row execute function public.workflow_events_immutable();
revoke update, delete, truncate on public.workflow_events from anon, authenticated, service_role;

-- Each move's event says who, when, from, to, and the refusal's or withdrawal's words.
create or replace function public.workflow_items_record_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.stage is not distinct from old.stage then
    return null;
  end if;
  insert into public.workflow_events (item_id, kind, from_stage, to_stage, reason, message)
  values (
    new.id, 'move', case when tg_op = 'UPDATE' then old.stage end, new.stage,
    case when new.stage = 'rejected' then new.refusal_reason end,
    case new.stage when 'rejected' then new.refusal_message when 'withdrawn' then new.withdrawal_message end
  );
  return null;
end;
$$;

-- Interviews ------------------------------------------------------------------------------------------
create table public.workflow_interviews (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null references public.workflow_items (id) on delete cascade,
  status text not null default 'proposed' check (status in ('proposed', 'booked', 'cancelled')),
  -- One to five start times; the candidate picks one.
  slots timestamptz[] not null check (cardinality(slots) between 1 and 5 and array_position(slots, null) is null),
  chosen_slot timestamptz,
  duration_minutes smallint not null default 60 check (duration_minutes between 15 and 480),
  -- Where: an address, or a video link (https), or both.
  location text check (char_length(btrim(location)) between 1 and 300),
  video_url text check (video_url ~ '^https://[^\s]+$' and char_length(video_url) <= 500),
  -- For the candidate: what to prepare, whom to ask for.
  message text check (char_length(message) <= 1000),
  -- The calendar invitation's revision (iCalendar SEQUENCE): each change sends a newer one.
  sequence integer not null default 0,
  created_by uuid references public.profiles (id) on delete set null default public.my_profile_id(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_interviews_somewhere check (location is not null or video_url is not null),
  -- A booked interview has its slot; a cancelled one keeps it (its calendar invitation is cancelled).
  constraint workflow_interviews_chosen check (
    (status <> 'booked' or chosen_slot is not null) and (status <> 'proposed' or chosen_slot is null)
    and (chosen_slot is null or chosen_slot = any (slots)))
);
-- One interview under way per card.
create unique index workflow_interviews_one_open_idx on public.workflow_interviews (item_id)
  where status <> 'cancelled';
create index workflow_interviews_item_id_idx on public.workflow_interviews (item_id, created_at);
create index workflow_interviews_created_by_idx on public.workflow_interviews (created_by);
create trigger workflow_interviews_updated_at before update on public.workflow_interviews
  for each row execute function public.set_updated_at();
alter table public.workflow_interviews enable row level security;
alter table public.workflow_events
  add constraint workflow_events_interview_fkey foreign key (interview_id)
    references public.workflow_interviews (id) on delete cascade;
create index workflow_events_interview_id_idx on public.workflow_events (interview_id);

create policy "workflow_interviews: both sides read those of their cards" on public.workflow_interviews
  for select to authenticated
  using (item_id in (select public.my_workflow_item_ids()));
create policy "workflow_interviews: admin reads" on public.workflow_interviews
  for select to authenticated
  using ((select public.is_admin()));
-- Written only through the functions below, which hold each side's rules.
revoke insert, update, delete, truncate on public.workflow_interviews from anon, authenticated;

-- The recruiter proposes slots (or new ones: a rescheduling, which keeps the invitation's identity).
create or replace function public.workflow_propose_interview(
  p_item_id uuid,
  p_slots timestamptz[],
  p_duration_minutes integer,
  p_location text,
  p_video_url text,
  p_message text
) returns public.workflow_interviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  card public.workflow_items;
  current public.workflow_interviews;
  result public.workflow_interviews;
begin
  select * into card from public.workflow_items w
  where w.id = p_item_id and w.job_id in (select public.my_job_ids())
  for update;
  if not found then
    raise exception 'Carte introuvable.' using errcode = 'P0002';
  end if;
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour suivre vos recrutements.' using errcode = '42501';
  end if;
  if card.stage in ('hired', 'rejected', 'withdrawn') then
    raise exception 'Cette candidature est close : aucun entretien ne peut être proposé.' using errcode = '23514';
  end if;
  if exists (select 1 from unnest(p_slots) s where s < now()) then
    raise exception 'Chaque créneau doit être dans le futur.' using errcode = '23514';
  end if;
  if (select count(distinct s) from unnest(p_slots) s) <> cardinality(p_slots) then
    raise exception 'Deux créneaux sont identiques.' using errcode = '23514';
  end if;
  select * into current from public.workflow_interviews i
  where i.item_id = p_item_id and i.status <> 'cancelled'
  for update;
  if found then
    update public.workflow_interviews set
      status = 'proposed', slots = p_slots, chosen_slot = null, duration_minutes = p_duration_minutes,
      location = nullif(btrim(p_location), ''), video_url = nullif(btrim(p_video_url), ''),
      message = nullif(btrim(p_message), ''), sequence = sequence + 1
    where id = current.id
    returning * into result;
  else
    insert into public.workflow_interviews (item_id, slots, duration_minutes, location, video_url, message)
    values (p_item_id, p_slots, p_duration_minutes, nullif(btrim(p_location), ''), nullif(btrim(p_video_url), ''),
            nullif(btrim(p_message), ''))
    returning * into result;
  end if;
  insert into public.workflow_events (item_id, kind, interview_id, message)
  values (p_item_id, case when current.id is null then 'interview_proposed' else 'interview_rescheduled' end,
          result.id, result.message);
  -- Proposing an interview takes the card to « Entretien » when it stood before.
  if card.stage in ('new_match', 'shortlisted') then
    update public.workflow_items set stage = 'interview' where id = p_item_id;
  end if;
  return result;
end;
$$;

-- The candidate picks one of the proposed slots.
create or replace function public.workflow_book_interview(p_interview_id uuid, p_slot timestamptz)
returns public.workflow_interviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.workflow_interviews;
begin
  select i.* into result from public.workflow_interviews i
  join public.workflow_items w on w.id = i.item_id
  where i.id = p_interview_id and w.candidate_id = (select public.my_profile_id())
  for update of i;
  if not found then
    raise exception 'Entretien introuvable.' using errcode = 'P0002';
  end if;
  if exists (
    select 1 from public.workflow_items w where w.id = result.item_id and w.stage in ('hired', 'rejected', 'withdrawn')
  ) then
    raise exception 'Cette candidature est close : l''entretien ne peut plus être réservé.' using errcode = '23514';
  end if;
  if result.status <> 'proposed' then
    raise exception 'Cet entretien n''attend plus de réponse.' using errcode = '23514';
  end if;
  if not (p_slot = any (result.slots)) then
    raise exception 'Ce créneau ne fait pas partie de ceux proposés.' using errcode = '23514';
  end if;
  if p_slot < now() then
    raise exception 'Ce créneau est passé : demandez-en un autre au recruteur.' using errcode = '23514';
  end if;
  update public.workflow_interviews set status = 'booked', chosen_slot = p_slot, sequence = sequence + 1
  where id = p_interview_id
  returning * into result;
  insert into public.workflow_events (item_id, kind, interview_id)
  values (result.item_id, 'interview_booked', result.id);
  return result;
end;
$$;

-- Either side cancels an interview under way, with an optional message.
create or replace function public.workflow_cancel_interview(p_interview_id uuid, p_message text)
returns public.workflow_interviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.workflow_interviews;
begin
  select i.* into result from public.workflow_interviews i
  where i.id = p_interview_id and i.item_id in (select public.my_workflow_item_ids())
  for update;
  if not found then
    raise exception 'Entretien introuvable.' using errcode = 'P0002';
  end if;
  if result.status = 'cancelled' then
    raise exception 'Cet entretien est déjà annulé.' using errcode = '23514';
  end if;
  update public.workflow_interviews set status = 'cancelled', sequence = sequence + 1
  where id = p_interview_id
  returning * into result;
  insert into public.workflow_events (item_id, kind, interview_id, message)
  values (result.item_id, 'interview_cancelled', result.id, nullif(btrim(p_message), ''));
  return result;
end;
$$;

-- The candidate withdraws an open application, with an optional message; an interview under way is
-- cancelled with it.
create or replace function public.workflow_withdraw(p_item_id uuid, p_message text)
returns public.workflow_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.workflow_items;
  open_interview uuid;
begin
  select w.* into result from public.workflow_items w
  where w.id = p_item_id and w.candidate_id = (select public.my_profile_id())
  for update;
  if not found then
    raise exception 'Candidature introuvable.' using errcode = 'P0002';
  end if;
  if result.stage in ('hired', 'rejected', 'withdrawn') then
    raise exception 'Cette candidature est déjà close.' using errcode = '23514';
  end if;
  select i.id into open_interview from public.workflow_interviews i
  where i.item_id = p_item_id and i.status <> 'cancelled';
  if open_interview is not null then
    update public.workflow_interviews set status = 'cancelled', sequence = sequence + 1 where id = open_interview;
    insert into public.workflow_events (item_id, kind, interview_id, message)
    values (p_item_id, 'interview_cancelled', open_interview, 'Candidature retirée');
  end if;
  update public.workflow_items set stage = 'withdrawn', withdrawal_message = nullif(btrim(p_message), '')
  where id = p_item_id
  returning * into result;
  return result;
end;
$$;

revoke execute on function public.workflow_propose_interview(uuid, timestamptz[], integer, text, text, text) from public, anon;
revoke execute on function public.workflow_book_interview(uuid, timestamptz) from public, anon;
revoke execute on function public.workflow_cancel_interview(uuid, text) from public, anon;
revoke execute on function public.workflow_withdraw(uuid, text) from public, anon;
grant execute on function public.workflow_propose_interview(uuid, timestamptz[], integer, text, text, text) to authenticated;
grant execute on function public.workflow_book_interview(uuid, timestamptz) to authenticated;
grant execute on function public.workflow_cancel_interview(uuid, text) to authenticated;
grant execute on function public.workflow_withdraw(uuid, text) to authenticated;

-- The recruiter's funnel: per offer, the cards at each stage and the median days spent in each
-- stage (stays that ended, and those under way).
create or replace function public.my_pipeline_funnel()
returns table (job_id uuid, stage text, cards integer, median_days double precision)
language sql stable security definer
set search_path = ''
as $$
  with items as (
    select w.id, w.job_id, w.stage, w.stage_changed_at from public.workflow_items w
    where w.job_id in (select public.my_job_ids())
  ),
  moves as (
    select e.item_id, e.to_stage, e.at,
           lead(e.at) over (partition by e.item_id order by e.at, e.seq) as left_at
    from public.workflow_events e
    join items i on i.id = e.item_id
    where e.kind = 'move'
  ),
  stays as (
    select i.job_id, m.to_stage as stage, extract(epoch from coalesce(m.left_at, now()) - m.at) / 86400 as days
    from moves m join items i on i.id = m.item_id
  ),
  counts as (
    select i.job_id, i.stage, count(*)::int as cards from items i group by i.job_id, i.stage
  ),
  medians as (
    select s.job_id, s.stage, percentile_cont(0.5) within group (order by s.days) as median_days
    from stays s group by s.job_id, s.stage
  )
  select coalesce(c.job_id, m.job_id), coalesce(c.stage, m.stage), coalesce(c.cards, 0), m.median_days
  from counts c full join medians m on m.job_id = c.job_id and m.stage = c.stage
$$;
revoke execute on function public.my_pipeline_funnel() from public, anon;
grant execute on function public.my_pipeline_funnel() to authenticated;

-- The e-mails told of each shared event, so each is told once (whichever server tells it).
create table public.workflow_event_mails (
  event_id uuid primary key references public.workflow_events (id) on delete cascade,
  sent_at timestamptz not null default now()
);
alter table public.workflow_event_mails enable row level security;
revoke all on public.workflow_event_mails from anon, authenticated, service_role;
-- The history written before is not told again.
insert into public.workflow_event_mails (event_id) select id from public.workflow_events;
create index workflow_events_at_idx on public.workflow_events (at) where not private;

-- Realtime: interviews change on both screens too.
do $$
begin
  if not exists (
    select from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'workflow_interviews'
  ) then
    alter publication supabase_realtime add table public.workflow_interviews;
  end if;
end
$$;

-- The outbox: every e-mail the product sends, written in the transaction of what it tells --------------
-- The embedded stand-in creates it at start (its mailbox reads it); hosted mode gets it here. SMTP
-- delivers it when configured; attachments (calendar invitations) travel with the message.
create table if not exists public.outbox_emails (
  id uuid primary key default gen_random_uuid(),
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  links jsonb not null default '[]'::jsonb,
  sent_at timestamptz not null default now()
);
create index if not exists outbox_emails_to_sent_at_idx on public.outbox_emails (lower("to"), sent_at desc);
alter table public.outbox_emails enable row level security;
revoke all on public.outbox_emails from anon, authenticated, service_role;
alter table public.outbox_emails
  add column if not exists attachments jsonb not null default '[]'::jsonb,
  add column if not exists delivered_at timestamptz,
  add column if not exists attempts integer not null default 0,
  add column if not exists next_attempt_at timestamptz,
  add column if not exists last_error text;
create index if not exists outbox_emails_undelivered_idx on public.outbox_emails (next_attempt_at nulls first, sent_at)
  where delivered_at is null;

-- The recruiter's cards, with what the board shows now: the latest activity, the refusal's message,
-- the card's place in its column and the interview under way. One card when `p_item_id` is given.
drop function public.my_pipeline_cards(uuid);
create or replace function public.my_pipeline_cards(p_job_id uuid default null, p_item_id uuid default null)
returns table (
  id uuid,
  job_id uuid,
  job_title text,
  stage text,
  stage_changed_at timestamptz,
  last_activity_at timestamptz,
  refusal_reason text,
  refusal_message text,
  "position" double precision,
  score smallint,
  interview jsonb,
  candidate_id uuid,
  first_name text,
  last_name text,
  headline text,
  phone text,
  email text
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour suivre vos recrutements.' using errcode = '42501';
  end if;
  return query
    select w.id, w.job_id, j.title, w.stage, w.stage_changed_at, w.last_activity_at, w.refusal_reason,
           w.refusal_message, w.position, m.score,
           (select jsonb_build_object(
                     'id', i.id, 'status', i.status, 'slots', to_jsonb(i.slots), 'chosen_slot', i.chosen_slot,
                     'duration_minutes', i.duration_minutes, 'location', i.location, 'video_url', i.video_url,
                     'message', i.message, 'updated_at', i.updated_at)
              from public.workflow_interviews i
             where i.item_id = w.id and i.status <> 'cancelled'),
           w.candidate_id, c.first_name, c.last_name, c.headline, c.phone, u.email::text
    from public.workflow_items w
    join public.jobs j on j.id = w.job_id and j.company_id = (select public.my_profile_id())
    join public.matches m on m.id = w.match_id and m.mutual_at is not null
    join public.candidate_infos c on c.profile_id = w.candidate_id
    join public.profiles p on p.id = c.profile_id
    join auth.users u on u.id = p.user_id
    where (p_job_id is null or w.job_id = p_job_id)
      and (p_item_id is null or w.id = p_item_id)
    order by w.position, w.stage_changed_at desc, w.id
    limit 500;
end;
$$;
revoke execute on function public.my_pipeline_cards(uuid, uuid) from public, anon;
grant execute on function public.my_pipeline_cards(uuid, uuid) to authenticated;
