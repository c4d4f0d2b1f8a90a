-- The embedded mode's e-mail outbox: nothing leaves the machine; messages are read at /dev/mailbox
-- (like Inbucket or Mailpit in Supabase's local stack). Idempotent: applied at every start in
-- embedded mode only.
create table if not exists public.outbox_emails (
  id uuid primary key default gen_random_uuid(),
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  -- The links the message asks its reader to follow, in order, so tests and the mailbox page
  -- need not parse the body.
  links jsonb not null default '[]'::jsonb,
  sent_at timestamptz not null default now()
);
create index if not exists outbox_emails_to_sent_at_idx on public.outbox_emails (lower("to"), sent_at desc);

-- Messages hold sign-in links: never readable through the REST API, whatever the default grants
-- of schema public say. Only the server (the owner) reads and writes them.
alter table public.outbox_emails enable row level security;
revoke all on public.outbox_emails from anon, authenticated, service_role;
