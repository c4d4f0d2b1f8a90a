-- Core of the data model: who a user is (profile), what a candidate or a company says of itself,
-- and the subscription that unlocks the recruiter's paid pages. Row-level security on every table;
-- policies use (select auth.uid()) so Postgres evaluates it once per statement.

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Timestamps --------------------------------------------------------------------------------------
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Rich text ---------------------------------------------------------------------------------------
-- The server sanitises rich text (spec §5: b, i, strong, em, p, ul, li, ol, a, br, img with href,
-- src, alt, title only) before writing it, but the REST API lets signed-in users write their own
-- rows directly: these checks make the database refuse anything a sanitiser could not have produced.

-- Link and image URLs as the sanitiser accepts them: http(s), mailto and tel links, http(s) images,
-- or no scheme at all. Like browsers' URL parsers, ignore spaces, controls and invisible format
-- characters before looking for a scheme (`java&#9;script:` runs); other entities than the five a
-- serialiser writes could hide one, so they are refused outright.
create or replace function public.is_safe_url(attribute text, url text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  bare text;
begin
  if url ~ '&(?!(amp|quot|lt|gt|nbsp);)' then
    return false;
  end if;
  bare := replace(replace(replace(replace(replace(url, '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&nbsp;', ' '), '&amp;', '&');
  bare := regexp_replace(bare, '[\s\u0001-\u001f\u007f-\u00a0\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]', '', 'g');
  if bare = '' then
    return true;
  end if;
  if attribute = 'href' then
    return bare ~* '^((https?|mailto|tel):|[^a-z]|[a-z+.-]+([^a-z+.:-]|$))';
  end if;
  return bare ~* '^(https?:|[^a-z]|[a-z+.-]+([^a-z+.:-]|$))';
end;
$$;

-- True when `html` is what the sanitiser outputs: only the allowed tags, written as a serialiser
-- writes them (attributes double-quoted, < and > escaped in them), only the allowed attributes,
-- safe URLs, and no comment, doctype or half-open tag. Plain text passes.
create or replace function public.is_sanitised_html(html text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  tag_pattern constant text := '<(/?)([A-Za-z][^\s/>]*)((?:[^>"'']|"[^"]*"|''[^'']*'')*)>';
  tag text[];
  attribute text[];
begin
  if html is null then
    return true;
  end if;
  for tag in select m from regexp_matches(html, tag_pattern, 'g') as m loop
    if lower(tag[2]) not in ('b', 'i', 'strong', 'em', 'p', 'ul', 'li', 'ol', 'a', 'br', 'img') then
      return false;
    end if;
    if tag[1] = '/' then
      if tag[3] !~ '^\s*$' then
        return false;
      end if;
      continue;
    end if;
    -- Serialisers escape < and > inside attribute values: raw ones are what mutation attacks
    -- (`title="</noscript><img onerror=...>"`) are made of.
    if tag[3] !~ '^(\s+[A-Za-z]+="[^"<>]*")*\s*/?$' then
      return false;
    end if;
    for attribute in select a from regexp_matches(tag[3], '([A-Za-z]+)="([^"]*)"', 'g') as a loop
      if lower(attribute[1]) not in ('href', 'src', 'alt', 'title') then
        return false;
      end if;
      if lower(attribute[1]) in ('href', 'src') and not public.is_safe_url(lower(attribute[1]), attribute[2]) then
        return false;
      end if;
    end loop;
  end loop;
  -- Whatever still opens a tag, a comment or a declaration once the checked tags are gone is malformed.
  return regexp_replace(html, tag_pattern, '', 'g') !~ '<[A-Za-z/!?]';
end;
$$;

-- Profiles ----------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  type text not null check (type in ('candidate', 'recruiter', 'admin')),
  completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
alter table public.profiles enable row level security;

-- Admin rights come from the profile type. SECURITY DEFINER so that a policy on profiles can ask
-- without recursing into its own policy.
create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.user_id = (select auth.uid()) and p.type = 'admin'
  )
$$;

create or replace function public.my_profile_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.profiles p where p.user_id = (select auth.uid())
$$;

create or replace function public.my_profile_type() returns text
language sql stable security definer
set search_path = ''
as $$
  select p.type from public.profiles p where p.user_id = (select auth.uid())
$$;

create policy "profiles: owner or admin reads" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "profiles: a user creates their own candidate or recruiter profile" on public.profiles
  for insert to authenticated
  with check (user_id = (select auth.uid()) and type in ('candidate', 'recruiter'));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and type in ('candidate', 'recruiter'));
create policy "profiles: admin manages" on public.profiles
  for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- A user may not turn themselves into another kind of user once registered.
create or replace function public.profiles_type_is_fixed() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.type <> old.type and not public.is_admin() and current_user <> 'service_role' and current_user not in ('postgres', 'supabase_admin') then
    raise exception 'Le type de profil ne peut pas être modifié.' using errcode = '42501';
  end if;
  return new;
end;
$$;
create trigger profiles_type_is_fixed before update of type on public.profiles
  for each row execute function public.profiles_type_is_fixed();

-- Candidate information ---------------------------------------------------------------------------
create table public.candidate_infos (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  headline text check (char_length(headline) <= 200),
  phone text check (char_length(phone) <= 30),
  city text,
  postal_code text check (postal_code ~ '^[0-9]{5}$'),
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  mobility_radius_km integer not null default 30 check (mobility_radius_km between 0 and 1000),
  contract_types text[] not null default '{}'
    check (contract_types <@ array['CDI', 'CDD', 'intérim', 'alternance', 'stage', 'freelance']),
  remote_preference text not null default 'any' check (remote_preference in ('onsite', 'hybrid', 'remote', 'any')),
  salary_expectation integer check (salary_expectation between 0 and 1000000),
  skills text[] not null default '{}',
  languages text[] not null default '{}',
  experience_years integer check (experience_years between 0 and 60),
  -- The portrait ("Mon portrait"): rich text, sanitised by the server on write.
  memo text check (char_length(memo) <= 20000 and public.is_sanitised_html(memo)),
  analyzer_cv boolean not null default false,
  cv_analysis jsonb,
  voice_analysis jsonb,
  card_slug text unique check (card_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  card_visible boolean not null default false,
  card_settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger candidate_infos_updated_at before update on public.candidate_infos
  for each row execute function public.set_updated_at();
alter table public.candidate_infos enable row level security;

create policy "candidate_infos: owner manages" on public.candidate_infos
  for all to authenticated
  using (profile_id = (select public.my_profile_id()))
  with check (profile_id = (select public.my_profile_id()) and (select public.my_profile_type()) = 'candidate');
create policy "candidate_infos: admin reads" on public.candidate_infos
  for select to authenticated
  using ((select public.is_admin()));

-- Companies ---------------------------------------------------------------------------------------
-- SIRET: 14 digits with a Luhn checksum; La Poste's establishments (SIREN 356000000) instead have a
-- digit sum divisible by 5, except its head office (35600000000048), which keeps the Luhn key.
create or replace function public.is_valid_siret(siret text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  total integer := 0;
  digit integer;
begin
  if siret is null or siret !~ '^[0-9]{14}$' then
    return false;
  end if;
  if left(siret, 9) = '356000000' and siret <> '35600000000048' then
    for i in 1..14 loop
      total := total + substr(siret, i, 1)::integer;
    end loop;
    return total % 5 = 0;
  end if;
  for i in 1..14 loop
    digit := substr(siret, 15 - i, 1)::integer;
    if i % 2 = 0 then
      digit := digit * 2;
      if digit > 9 then
        digit := digit - 9;
      end if;
    end if;
    total := total + digit;
  end loop;
  return total % 10 = 0;
end;
$$;

create table public.companies (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  -- Required: the company is identified by its establishment (and "Entreprise déjà enregistrée" by it).
  siret text not null unique check (public.is_valid_siret(siret)),
  siren text generated always as (left(siret, 9)) stored,
  address text,
  city text,
  postal_code text check (postal_code ~ '^[0-9]{5}$'),
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  size text check (size in ('1-9', '10-49', '50-249', '250-999', '1000+')),
  sector text,
  description text check (char_length(description) <= 20000 and public.is_sanitised_html(description)),
  culture jsonb not null default '{}'::jsonb,
  logo_url text,
  slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  visible boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger companies_updated_at before update on public.companies
  for each row execute function public.set_updated_at();
alter table public.companies enable row level security;

create policy "companies: owner manages" on public.companies
  for all to authenticated
  using (profile_id = (select public.my_profile_id()))
  with check (profile_id = (select public.my_profile_id()) and (select public.my_profile_type()) = 'recruiter');
create policy "companies: visible cards are public" on public.companies
  for select to anon, authenticated
  using (visible);
create policy "companies: admin reads" on public.companies
  for select to authenticated
  using ((select public.is_admin()));

-- Subscriptions -----------------------------------------------------------------------------------
-- Written by the payment provider's webhook (service role) or the embedded checkout; read by the
-- owner for the spec's check: status in (active, trialing, canceled) and current_period_end > now().
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null check (
    status in ('active', 'trialing', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid', 'paused')
  ),
  current_period_end timestamptz not null,
  provider text not null default 'embedded' check (provider in ('stripe', 'embedded')),
  provider_customer_id text,
  provider_subscription_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_user_id_idx on public.subscriptions (user_id);
create trigger subscriptions_updated_at before update on public.subscriptions
  for each row execute function public.set_updated_at();
alter table public.subscriptions enable row level security;

create policy "subscriptions: owner reads" on public.subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "subscriptions: admin reads" on public.subscriptions
  for select to authenticated
  using ((select public.is_admin()));
