-- The secret that signs the embedded auth's tokens (and storage's signed addresses) when the
-- server runs on a shared Postgres (DATABASE_URL) without JWT_SECRET: kept in the database, so
-- that every server on it, and every restart, signs and accepts the same sessions. Embedded mode
-- only (hosted Supabase has its own). Idempotent: applied at every start. Only the server (the
-- owner) reads it: no grant to the API roles, and row-level security without a policy.
create table if not exists auth.server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
alter table auth.server_secrets enable row level security;
revoke all on table auth.server_secrets from public, anon, authenticated, service_role;
