-- Realtime Broadcast from the database, as the embedded stand-in provides it: what hosted Supabase
-- Realtime has in its `realtime` schema, with the same names and signatures, so that a migration
-- calls `realtime.send()` and writes its policies on `realtime.messages` once for both modes.
--   - realtime.messages: hosted Realtime's table of messages. Its row-level security is the rule of
--     private channels: a client may join a private topic when, with its claims and
--     `realtime.topic()` set to that topic, it could read a broadcast message of it (Realtime
--     inserts one, reads it under the client's role and rolls back).
--   - realtime.topic(): the topic being joined, for those policies.
--   - realtime.send(payload, event, topic, private): hosted Realtime inserts the message into
--     realtime.messages and its replication sends it to the topic's subscribers. The stand-in has no
--     logical replication (PGlite): it sends the message with NOTIFY on `realtime_broadcast`, which
--     the server delivers at commit to the topic's subscribers without reading the database again.
--     Nothing is kept. As on hosted Supabase, a failure is a warning, never the writer's error; a
--     message over the size of a notification (about 8,000 bytes) is not sent, with a warning.
-- Idempotent: applied at every start in embedded mode, never in hosted mode.
create schema if not exists realtime;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  inserted_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
set search_path = ''
as $$
declare
  message text;
begin
  begin
    -- As hosted Realtime: the message's id joins a payload that has none.
    message := jsonb_build_object(
      'topic', topic,
      'event', event,
      'private', coalesce(private, true),
      'payload', case when payload ? 'id' then payload else payload || jsonb_build_object('id', gen_random_uuid()) end
    )::text;
    if octet_length(message) > 7900 then
      raise warning 'ErrorSendingBroadcastMessage: message to % too large for the embedded server (% bytes)',
        topic, octet_length(message);
    else
      perform pg_notify('realtime_broadcast', message);
    end if;
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
revoke all on function realtime.send(jsonb, text, text, boolean) from public, anon, authenticated;
