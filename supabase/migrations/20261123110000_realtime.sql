-- Realtime: the tables whose changes clients may follow (supabase-js `channel().on('postgres_changes')`),
-- the hiring workflow's cards and history and the matching (decisions, matches). Supabase publishes
-- the tables of the `supabase_realtime` publication; each subscriber receives only the rows its
-- row-level security lets it read (inserts and updates). A DELETE carries the primary key only and
-- reaches every subscriber of the table: a deleted row can no longer be checked against a policy.
--
-- Hosted Supabase creates the publication (empty); the embedded stand-in creates it at start; it is
-- created here too so the migration also holds on a bare Postgres. Tables already published (from
-- the dashboard) are left as they are.
do $$
declare
  target text;
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach target in array array['workflow_items', 'workflow_events', 'match_decisions', 'matches'] loop
    if not exists (
      select from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = target
    ) then
      execute format('alter publication supabase_realtime add table public.%I', target);
    end if;
  end loop;
end
$$;
