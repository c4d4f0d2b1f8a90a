-- The hiring workflow, live through Broadcast: each change is sent by the database to the people it
-- concerns, on their own private topic `user:<auth user id>`, instead of every subscriber re-reading
-- every change under its own claims (Postgres Changes: one read per subscriber and change, which
-- hosted Supabase documents as its limit at scale and for which it points to Broadcast).
--
-- Who is told is decided here, from the card's own rows: its candidate and the recruiter whose
-- offer it is. What is told is only that something changed (which table, which kind of change,
-- which card): the screens read again through the API, under row-level security as before, so a
-- message carries nothing its reader could not already read. Some changes are the recruiter's
-- alone: a private note, a card's place in its column.
--
-- Joining `user:<id>` is allowed by realtime.messages' row-level security (hosted Realtime and the
-- embedded stand-in both check it at the join): only to that user.
--
-- The tables stay in the `supabase_realtime` publication: other subscribers of Postgres Changes
-- keep working.

create policy "realtime: each user receives the broadcasts of their own topic" on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and (select realtime.topic()) = 'user:' || (select auth.uid())::text
  );

-- Sends `change` ({table, type, item}) to the recruiter of the offer `job_id` and, unless
-- `recruiter_only`, to the candidate `candidate_id`: a card's two people. A person gone (an account
-- being deleted) is skipped.
create function public.broadcast_workflow_change(job_id uuid, candidate_id uuid, change jsonb, recruiter_only boolean)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  for person in
    select p.user_id from public.jobs j join public.profiles p on p.id = j.company_id where j.id = job_id
    union all
    select p.user_id from public.profiles p where p.id = candidate_id and not recruiter_only
  loop
    perform realtime.send(change, 'workflow', 'user:' || person::text, true);
  end loop;
end;
$$;
revoke all on function public.broadcast_workflow_change(uuid, uuid, jsonb, boolean) from public, anon, authenticated;

-- A card: created, moved, refused, withdrawn or deleted (both), or only placed in its column or its
-- recruiter reminded of it (the recruiter alone). A deleted card is told from its old row.
create function public.workflow_items_broadcast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  card public.workflow_items := coalesce(new, old);
begin
  perform public.broadcast_workflow_change(
    card.job_id,
    card.candidate_id,
    jsonb_build_object('table', tg_table_name, 'type', tg_op, 'item', card.id),
    tg_op = 'UPDATE'
      and (to_jsonb(new) - array['position', 'reminded_at', 'updated_at'])
        = (to_jsonb(old) - array['position', 'reminded_at', 'updated_at'])
  );
  return null;
end;
$$;
revoke all on function public.workflow_items_broadcast() from public, anon, authenticated;

create trigger workflow_items_broadcast after insert or update or delete on public.workflow_items
  for each row execute function public.workflow_items_broadcast();

-- A row about a card (`item_id`): a history event, shared unless it is a private note; an interview
-- proposed, changed, booked or cancelled (both sides read them). Nothing once the card is gone.
create function public.workflow_card_row_broadcast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  item uuid := coalesce(new.item_id, old.item_id);
  card public.workflow_items;
begin
  select * into card from public.workflow_items w where w.id = item;
  if found then
    perform public.broadcast_workflow_change(
      card.job_id,
      card.candidate_id,
      jsonb_build_object('table', tg_table_name, 'type', tg_op, 'item', item),
      -- A private row (a note): `private` is only the history's; an interview has none.
      coalesce((to_jsonb(new) ->> 'private')::boolean, false)
    );
  end if;
  return null;
end;
$$;
revoke all on function public.workflow_card_row_broadcast() from public, anon, authenticated;

create trigger workflow_events_broadcast after insert on public.workflow_events
  for each row execute function public.workflow_card_row_broadcast();
create trigger workflow_interviews_broadcast after insert or update or delete on public.workflow_interviews
  for each row execute function public.workflow_card_row_broadcast();
