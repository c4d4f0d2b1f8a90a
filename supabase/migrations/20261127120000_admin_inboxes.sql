-- The administrators' inboxes: which contact messages and company pre-registrations have been dealt
-- with, by whom and when; which messages were answered and which companies invited. Only
-- administrators change those columns; visitors still write the fields of their forms and nothing else.

alter table public.contact_messages
  add column handled_at timestamptz,
  -- The administrator who dealt with it; their account may go, the fact stays.
  add column handled_by uuid references public.profiles (id) on delete set null,
  add column replied_at timestamptz;
create index contact_messages_handled_by_idx on public.contact_messages (handled_by);

alter table public.pre_registrations
  add column handled_at timestamptz,
  add column handled_by uuid references public.profiles (id) on delete set null,
  -- When an administrator sent the invitation (invited_at is the last invitation, whoever sent it).
  add column approved_at timestamptz;
create index pre_registrations_handled_by_idx on public.pre_registrations (handled_by);

-- Column rights: a signed-in user may update these columns only, and the policies below only let
-- administrators do it (the grant alone gives candidates and recruiters nothing).
grant update (handled_at, handled_by, replied_at) on public.contact_messages to authenticated;
grant update (handled_at, handled_by, approved_at, invited_at) on public.pre_registrations to authenticated;

create policy "contact_messages: admin handles" on public.contact_messages
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "pre_registrations: admin handles" on public.pre_registrations
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
