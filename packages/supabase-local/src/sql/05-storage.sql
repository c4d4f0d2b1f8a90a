-- What Supabase Storage keeps in the project's database, recreated for the embedded stand-in: the
-- `storage` schema, its buckets and objects tables (names and columns as Supabase's, the subset the
-- Storage API uses), the helpers policies call (storage.foldername, filename, extension) and the
-- grants. Row-level security is on and no policy is created here: as on Supabase, the project's
-- migrations write them. The files themselves live outside the database (see src/storage/).
-- Idempotent: applied at every start in embedded mode, never in hosted mode.

create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  -- Bytes; null means the server's own limit.
  file_size_limit bigint,
  -- e.g. {image/png, image/*}; null or empty means any type.
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  -- What the server records about the file: size, mimetype, cacheControl, eTag, lastModified.
  metadata jsonb,
  -- What the uploader attached (x-metadata).
  user_metadata jsonb,
  version text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
-- The stand-in's per-account quota sums each account's objects at every upload.
create index if not exists objects_owner_id on storage.objects (owner_id);

-- The path helpers Supabase's policies use: the folders of a name, its last segment, its extension.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- As on Supabase: the API roles may use the tables, and row-level security decides what they see.
grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;
