-- Realtime's change feed, as the embedded stand-in provides it. Which tables publish their changes
-- is decided as on Supabase: the tables of the `supabase_realtime` publication, which a Supabase
-- project has from the start (empty) and migrations fill with `alter publication ... add table`.
-- Hosted Realtime reads the write-ahead log; the stand-in (PGlite has no logical replication) puts
-- a trigger on each published table that sends the change's table, type and primary key with
-- NOTIFY (payloads stop at 8000 bytes: the rows are re-read under each subscriber's claims).
-- Idempotent: applied at every start in embedded mode, never in hosted mode.
create schema if not exists realtime;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- One notification per changed row on channel `realtime_changes`: {schema, table, type, key,
-- old_key}; `key` is the primary key of the new row (of the old one for a DELETE), `old_key` the
-- old row's for an UPDATE. Runs as whoever changed the row; reads only the catalog.
create or replace function realtime.notify_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  key_columns text[];
  payload text;
begin
  select coalesce(array_agg(a.attname::text order by k.position), '{}') into key_columns
  from pg_catalog.pg_index i
  cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
  where i.indrelid = tg_relid and i.indisprimary;

  payload = jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'key', (
      select coalesce(jsonb_object_agg(c, case when tg_op = 'DELETE' then to_jsonb(old) -> c else to_jsonb(new) -> c end), '{}')
      from unnest(key_columns) c
    ),
    'old_key', case when tg_op = 'UPDATE' then (
      select coalesce(jsonb_object_agg(c, to_jsonb(old) -> c), '{}') from unnest(key_columns) c
    ) end
  )::text;
  if octet_length(payload) > 7900 then
    raise warning 'realtime: primary key of %.% too large for a notification, change not sent', tg_table_schema, tg_table_name;
  else
    perform pg_notify('realtime_changes', payload);
  end if;
  return null;
end
$$;

-- Puts the notify trigger on every table of the publication and takes it off the tables that left
-- it. Run by the stand-in at start and when a client subscribes to a table without one. One run at
-- a time across the servers sharing the database: a run that waited looks again once the other's
-- triggers are committed, instead of creating the same trigger a second time (an error).
create or replace function realtime.sync_change_triggers() returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('realtime.sync_change_triggers', 0));
  for target in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and not exists (
        select from pg_catalog.pg_trigger t
        where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
          and t.tgname = 'supabase_realtime_changes'
      )
  loop
    execute format(
      'create trigger supabase_realtime_changes after insert or update or delete on %s '
      'for each row execute function realtime.notify_change()',
      target
    );
  end loop;
  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'supabase_realtime_changes'
      and not exists (
        select from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime'
          and format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid
      )
  loop
    execute format('drop trigger supabase_realtime_changes on %s', target);
  end loop;
end
$$;

revoke all on function realtime.sync_change_triggers() from public;
