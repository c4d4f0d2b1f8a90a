-- Pending sign-ups of addresses not yet confirmed: one row per confirmation e-mail sent, with the
-- password (scrypt hash) and user_metadata of the sign-up that asked for it, and the digest of its
-- link's token. Following a link activates that sign-up's password and drops every other pending
-- one, so whoever signs up first with someone else's address gains nothing when the owner signs up
-- and confirms, and a later sign-up cannot swap the password behind an older link. Until then
-- auth.users.encrypted_password stays empty: no sign-up's password is the account's. (GoTrue keeps
-- the first sign-up's password on the user instead.) Only the server (the owner) reads this table.
-- Idempotent, and upgrades a database from before it: see the end of the file.
create table if not exists auth.signup_confirmations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null,
  -- Null for a link that confirms without choosing a password (an account created unconfirmed).
  password_hash text,
  user_metadata jsonb not null default '{}'::jsonb,
  sent_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create unique index if not exists signup_confirmations_token_hash_unique on auth.signup_confirmations (token_hash);
create index if not exists signup_confirmations_user_id_idx on auth.signup_confirmations (user_id, created_at desc);

-- Upgrade: an unconfirmed account used to keep its first sign-up's password on auth.users and its
-- latest link's digest in confirmation_token. That link keeps working, bound to that password.
insert into auth.signup_confirmations (user_id, token_hash, password_hash, user_metadata, sent_at)
select id, confirmation_token, encrypted_password,
       coalesce(raw_user_meta_data, '{}'::jsonb) - array['sub', 'email', 'email_verified', 'phone_verified'],
       coalesce(confirmation_sent_at, now())
  from auth.users
 where email_confirmed_at is null and confirmation_token is not null
on conflict (token_hash) do nothing;
update auth.users
   set encrypted_password = null, confirmation_token = null
 where email_confirmed_at is null and confirmation_token is not null;
