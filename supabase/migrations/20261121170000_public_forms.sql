-- What visitors send without an account: contact messages and company pre-registrations. Anyone may
-- write one; only administrators read them.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
alter table public.contact_messages enable row level security;

create table public.pre_registrations (
  id uuid primary key default gen_random_uuid(),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  siret text not null check (public.is_valid_siret(siret)),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (phone ~ '^\+?[0-9 .()-]{6,25}$'),
  created_at timestamptz not null default now()
);
-- "Entreprise déjà enregistrée": looked up by SIRET.
create index pre_registrations_siret_idx on public.pre_registrations (siret);
create index pre_registrations_created_at_idx on public.pre_registrations (created_at desc);
alter table public.pre_registrations enable row level security;

-- Visitors write the fields of the form and nothing else (no chosen id, no back-dated created_at).
revoke insert, update on public.contact_messages, public.pre_registrations from anon, authenticated;
grant insert (name, email, subject, message) on public.contact_messages to anon, authenticated;
grant insert (company_name, siret, contact_name, email, phone) on public.pre_registrations to anon, authenticated;

create policy "contact_messages: anyone writes" on public.contact_messages
  for insert to anon, authenticated
  with check (true);
create policy "contact_messages: admin reads" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));

create policy "pre_registrations: anyone writes" on public.pre_registrations
  for insert to anon, authenticated
  with check (true);
create policy "pre_registrations: admin reads" on public.pre_registrations
  for select to authenticated
  using ((select public.is_admin()));

-- Row-level security does not govern TRUNCATE, and nothing the API roles do needs it, REFERENCES or
-- TRIGGER: take them back from every table (Supabase and the embedded bootstrap grant ALL).
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
