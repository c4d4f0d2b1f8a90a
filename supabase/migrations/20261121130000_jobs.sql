-- Job postings, published by a company (a recruiter's profile), searchable in French: accents,
-- plurals, feminine forms and inclusive writing ("Développeur·se") all find the same offers.

-- French full-text search ---------------------------------------------------------------------------
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated column or
-- an index. Naming the dictionary explicitly makes the result fixed, which is what IMMUTABLE promises.
create or replace function public.immutable_unaccent(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$$;

-- French stemming after unaccenting, so "développeuse" and "developpeuse" share one lexeme.
create text search configuration public.french_unaccent (copy = pg_catalog.french);
alter text search configuration public.french_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, pg_catalog.french_stem;

-- Lower-case, unaccented text with each inclusive or parenthesised form ("développeur·se",
-- "infirmier·ère", "salarié(e)s") written out as one word: the masculine one, or with `feminine`
-- the feminine one ("developpeuse", "infirmiere", "salariee"). The parser would otherwise cut
-- "développeur·se" into "développeur" and "se", and a search for "développeuse" would never find
-- it. Known endings first (-eur·rice, -eur·se, -eux·se, -er·ère, -f·ve), then the general case
-- of a short ending added to the word (-é·e, -en·ne, -el·le, -f·fe...).
create or replace function public.french_search_text(value text, feminine boolean default false) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                lower(public.immutable_unaccent(value)),
                '([a-z]+)eur[·•.(]t?rices?(?:\)|\M)', case when feminine then '\1rice' else '\1eur' end, 'g'),
              '([a-z]+)eur[·•.(](?:eu)?ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eur' end, 'g'),
            '([a-z]+)eux[·•(]ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eux' end, 'g'),
          '([a-z]+)er[·•(]e?res?(?:\)|\M)', case when feminine then '\1ere' else '\1er' end, 'g'),
        '([a-z]+)f[·•(]ves?(?:\)|\M)', case when feminine then '\1ve' else '\1f' end, 'g'),
      '([a-z]+)[·•(]([a-z]{1,4})(?:\)|\M)', case when feminine then '\1\2' else '\1' end, 'g'),
    '[·•]', ' ', 'g')
$$;

-- A French text as lexemes: its masculine reading, then, if inclusive writing makes it differ, its
-- feminine reading. Concatenated tsvectors keep each reading's word positions apart, so phrases
-- ("chef de projet", "cheffe de projet") match within either reading.
create or replace function public.french_tsvector(value text) returns tsvector
language sql immutable parallel safe strict
set search_path = ''
as $$
  select to_tsvector('public.french_unaccent', public.french_search_text(value))
      || case
           when public.french_search_text(value, true) = public.french_search_text(value) then ''::tsvector
           else to_tsvector('public.french_unaccent', public.french_search_text(value, true))
         end
$$;

-- Rich text as words: tags become spaces, the entities a serialiser writes become characters.
create or replace function public.html_to_text(html text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(replace(
    regexp_replace(html, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;

-- The search document of a job: the title weighs most, then skills, then the description and city.
create or replace function public.job_search_document(title text, skills text[], description text, city text)
returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select setweight(public.french_tsvector(coalesce(title, '')), 'A')
      || setweight(public.french_tsvector(coalesce(array_to_string(skills, ' '), '')), 'B')
      || setweight(public.french_tsvector(coalesce(public.html_to_text(description), '')), 'C')
      || setweight(public.french_tsvector(coalesce(city, '')), 'D')
$$;

-- What a search box's text becomes (web search syntax: "quoted phrases", -excluded words, or).
-- A typed inclusive form matches either reading.
create or replace function public.french_tsquery(query text) returns tsquery
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case
    when public.french_search_text(query, true) = public.french_search_text(query)
      then websearch_to_tsquery('public.french_unaccent', public.french_search_text(query))
    else websearch_to_tsquery('public.french_unaccent', public.french_search_text(query))
      || websearch_to_tsquery('public.french_unaccent', public.french_search_text(query, true))
  end
$$;

-- Jobs ----------------------------------------------------------------------------------------------
create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (profile_id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 2 and 200),
  -- Rich text, sanitised by the server on write and refused here if it was not.
  description text not null default '' check (char_length(description) <= 20000 and public.is_sanitised_html(description)),
  contract_type text not null check (contract_type in ('CDI', 'CDD', 'intérim', 'alternance', 'stage', 'freelance')),
  remote_mode text not null default 'onsite' check (remote_mode in ('onsite', 'hybrid', 'remote')),
  city text check (char_length(city) <= 100),
  postal_code text check (postal_code ~ '^[0-9]{5}$'),
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  -- Gross yearly salary in euros.
  salary_min integer check (salary_min between 0 and 1000000),
  salary_max integer check (salary_max between 0 and 1000000),
  skills text[] not null default '{}' check (cardinality(skills) <= 30),
  experience_years_min integer not null default 0 check (experience_years_min between 0 and 60),
  languages text[] not null default '{}' check (cardinality(languages) <= 10),
  status text not null default 'draft' check (status in ('draft', 'published', 'closed')),
  published_at timestamptz,
  search tsvector generated always as (public.job_search_document(title, skills, description, city)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint jobs_salary_range check (salary_min is null or salary_max is null or salary_min <= salary_max),
  constraint jobs_coordinates_pair check ((lat is null) = (lng is null)),
  constraint jobs_published_has_date check (status <> 'published' or published_at is not null)
);
create index jobs_company_id_idx on public.jobs (company_id);
create index jobs_published_idx on public.jobs (published_at desc) where status = 'published';
create index jobs_search_idx on public.jobs using gin (search);
-- Title autocomplete: `lower(public.immutable_unaccent(title)) like '%' || <typed text, same treatment> || '%'`
-- (or the trigram similarity operators) use this index.
create index jobs_title_trgm_idx on public.jobs using gin (lower(public.immutable_unaccent(title)) extensions.gin_trgm_ops);
create index jobs_skills_idx on public.jobs using gin (skills);

create trigger jobs_updated_at before update on public.jobs
  for each row execute function public.set_updated_at();

-- Publishing stamps the date once, so "published" always has one and re-publishing keeps the first.
create or replace function public.jobs_stamp_publication() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
create trigger jobs_stamp_publication before insert or update of status, published_at on public.jobs
  for each row execute function public.jobs_stamp_publication();

alter table public.jobs enable row level security;

-- The jobs of the caller's company. SECURITY DEFINER: policies of other tables (matches, workflow)
-- ask it without going through the jobs policies, which themselves look at matches.
create or replace function public.my_job_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select j.id from public.jobs j where j.company_id = (select public.my_profile_id())
$$;

create policy "jobs: published offers are public" on public.jobs
  for select to anon, authenticated
  using (status = 'published');
create policy "jobs: the company manages its offers" on public.jobs
  for all to authenticated
  using (company_id = (select public.my_profile_id()))
  with check (company_id = (select public.my_profile_id()));
create policy "jobs: admin reads" on public.jobs
  for select to authenticated
  using ((select public.is_admin()));
