-- What a Supabase project provides before any migration, recreated for the embedded stand-in:
-- the API roles, the auth schema's helpers, and the default grants (row-level security does the
-- real filtering). Idempotent: applied at every start in embedded mode, never in hosted mode.
-- Roles belong to the whole cluster: databases set up at once on one server (test files running
-- side by side) may both find a role missing. The second creation then fails (duplicate_object, or
-- unique_violation while the first is uncommitted), which means the role is there: it goes on.
do $$
begin
  begin
    create role anon nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role authenticated nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role service_role nologin noinherit bypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;

-- auth.jwt(), auth.uid() and auth.role() read the claims PostgREST sets per request
-- (set_config('request.jwt.claims', ..., true)), as on Supabase.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'email', '')
$$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;

-- Supabase grants table privileges broadly and lets RLS decide; mirror it so that policies,
-- not grants, are what the tests exercise.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
