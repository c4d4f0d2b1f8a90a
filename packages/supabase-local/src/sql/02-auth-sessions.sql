-- What the embedded auth stand-in keeps beside auth.users: identities, sessions, rotating refresh
-- tokens and PKCE flow states. Table and column names follow GoTrue's schema so that a reader of
-- Supabase's documentation finds their way; secrets (refresh tokens, auth codes, e-mail link
-- tokens) are stored as SHA-256 digests, never in clear. Idempotent: applied at every start in
-- embedded mode, never in hosted mode. No grants: only the server (the owner) reads these tables.

-- One e-mail identity per user, as GoTrue returns in `user.identities`.
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored
);
create unique index if not exists identities_provider_id_provider_unique on auth.identities (provider_id, provider);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- A session is one sign-in; access tokens carry its id (claim session_id), so signing out ends them.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  -- How the user authenticated ([{method, timestamp}]), copied into every access token's amr claim.
  amr jsonb not null default '[]'::jsonb,
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Rotating refresh tokens: each use revokes the token and issues a child (parent = its digest).
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  parent text,
  session_id uuid not null references auth.sessions (id) on delete cascade
);
create unique index if not exists refresh_tokens_token_unique on auth.refresh_tokens (token);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- PKCE: the code challenge sent at sign-up or recovery, and the auth code issued when the e-mail
-- link is followed (exchanged once, with the verifier, at /token?grant_type=pkce).
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null default 'email',
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists flow_state_auth_code_unique on auth.flow_state (auth_code) where auth_code is not null;
create index if not exists flow_state_user_id_method_idx on auth.flow_state (user_id, authentication_method, created_at desc);
