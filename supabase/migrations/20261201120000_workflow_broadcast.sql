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

-- Sends `change` ({table, type, item}) to the candidate of the card `item_id`, unless
-- `recruiter_only`, and to the recruiter of its offer. A person gone (an account being deleted) is
-- skipped.
create function public.broadcast_workflow_change(item_id uuid, change jsonb, recruiter_only boolean)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  for person in
    select p.user_id
    from public.workflow_items w
    join public.jobs j on j.id = w.job_id
    join public.profiles p on p.id = j.company_id
    where w.id = item_id
    union all
    select p.user_id
    from public.workflow_items w
    join public.profiles p on p.id = w.candidate_id
    where w.id = item_id and not recruiter_only
  loop
    perform realtime.send(change, 'workflow', 'user:' || person::text, true);
  end loop;
end;
$$;
revoke all on function public.broadcast_workflow_change(uuid, jsonb, boolean) from public, anon, authenticated;

-- A card: created, moved, refused, withdrawn (both), or only placed in its column or its recruiter
-- reminded of it (the recruiter alone).
-- A deleted card is told from its old row: it is gone when the function would look it up.
create function public.workflow_items_broadcast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  person uuid;
  change jsonb := jsonb_build_object('table', tg_table_name, 'type', tg_op, 'item', coalesce(new.id, old.id));
begin
  if tg_op = 'DELETE' then
    for person in
      select p.user_id from public.jobs j join public.profiles p on p.id = j.company_id where j.id = old.job_id
      union all
      select p.user_id from public.profiles p where p.id = old.candidate_id
    loop
      perform realtime.send(change, 'workflow', 'user:' || person::text, true);
    end loop;
    return null;
  end if;
  perform public.broadcast_workflow_change(
    new.id,
    change,
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

-- A history event: a private note is the recruiter's alone; everything else is shared.
create function public.workflow_events_broadcast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.broadcast_workflow_change(
    new.item_id,
    jsonb_build_object('table', tg_table_name, 'type', tg_op, 'item', new.item_id),
    new.private
  );
  return null;
end;
$$;
revoke all on function public.workflow_events_broadcast() from public, anon, authenticated;

create trigger workflow_events_broadcast after insert on public.workflow_events
  for each row execute function public.workflow_events_broadcast();

-- An interview: proposed, changed, booked or cancelled (both sides read them).
create function public.workflow_interviews_broadcast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.broadcast_workflow_change(
    coalesce(new.item_id, old.item_id),
    jsonb_build_object('table', tg_table_name, 'type', tg_op, 'item', coalesce(new.item_id, old.item_id)),
    false
  );
  return null;
end;
$$;
revoke all on function public.workflow_interviews_broadcast() from public, anon, authenticated;

create trigger workflow_interviews_broadcast after insert or update or delete on public.workflow_interviews
  for each row execute function public.workflow_interviews_broadcast();
