-- The workflow's e-mails, told as soon as an event is written: a statement-level trigger wakes the
-- servers' notifiers (LISTEN workflow_events) once per statement that writes shared history, whoever
-- wrote it (the API, REST, an rpc, the server's follow-ups). The notifiers poll too, so a missed
-- notification only delays an e-mail.
create or replace function public.workflow_events_wake_notifier() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Private notes are never told: they wake nobody.
  if exists (select from inserted where not private) then
    perform pg_notify('workflow_events', '');
  end if;
  return null;
end;
$$;
create trigger workflow_events_wake_notifier after insert on public.workflow_events
  referencing new table as inserted
  for each statement execute function public.workflow_events_wake_notifier();

-- The calendar invitation an e-mail carried, if any: what the parties' calendars now hold, so that a
-- rescheduling or a cancellation withdraws exactly that time (the interview itself keeps only its
-- latest state).
alter table public.workflow_event_mails
  add column invitation_method text check (invitation_method in ('REQUEST', 'CANCEL')),
  add column invitation_start timestamptz,
  add column invitation_minutes smallint,
  add column invitation_sequence integer,
  add constraint workflow_event_mails_invitation_whole check (
    (invitation_method is null) = (invitation_start is null)
    and (invitation_method is null) = (invitation_minutes is null)
    and (invitation_method is null) = (invitation_sequence is null));
