-- A pending change of e-mail address (PUT /auth/v1/user with a new email), confirmed twice as
-- GoTrue does with double_confirm_changes on (supabase/config.toml): one link goes to the current
-- address, one to the new; the address changes once both are followed. Each link's token is kept
-- as a SHA-256 digest, set to null once followed. A new request replaces the pending one.
-- Idempotent: applied at every start in embedded mode. Only the server (the owner) reads it.
create table if not exists auth.email_changes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  new_email text not null,
  token_current_hash text unique,
  token_new_hash text unique,
  sent_at timestamptz not null default now()
);
