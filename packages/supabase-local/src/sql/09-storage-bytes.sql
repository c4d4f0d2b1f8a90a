-- The files' bytes when the server runs on a shared Postgres (DATABASE_URL, no data directory):
-- kept beside their metadata (storage.objects), so that every server reads what another stored and
-- a restart loses nothing. Written in the same transaction as the metadata. Embedded mode only;
-- idempotent: applied at every start. Only the server (the owner) reads it: no grant to the API
-- roles, and row-level security without a policy.
create table if not exists storage.object_bytes (
  bucket_id text not null,
  name text not null,
  bytes bytea not null,
  primary key (bucket_id, name)
);
alter table storage.object_bytes enable row level security;
revoke all on table storage.object_bytes from public, anon, authenticated, service_role;
