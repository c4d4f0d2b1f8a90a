-- Rate limits that count across every server on the database: one fixed window per limit and key
-- (a client's address, a user, an address and an account), opened by the first request and closed
-- `reset_at`. Servers on PGlite (one process) count in memory instead. Only the server reads and
-- writes them: row-level security on, no grant to the API roles.
create table public.rate_limit_windows (
  name text not null,
  key text not null,
  count integer not null check (count > 0),
  reset_at timestamptz not null,
  primary key (name, key)
);
create index rate_limit_windows_reset_at_idx on public.rate_limit_windows (reset_at);
alter table public.rate_limit_windows enable row level security;
revoke all on public.rate_limit_windows from public, anon, authenticated;
