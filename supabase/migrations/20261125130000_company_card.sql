-- The recruiter's company card: what it lacked (a website, the company's values and benefits, its
-- other sites), the public page /p/{slug} of a visible company, and one address space for the public
-- pages of candidates, companies and content.

-- Its other sites: a short list of {city, postal_code, lat, lng} (a city picked in the autocomplete;
-- the postal code and the point are null when the provider did not give them). Check constraints
-- cannot look inside a document by themselves.
create or replace function public.is_company_site_list(sites jsonb)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select sites is null or (
    jsonb_typeof(sites) = 'array'
    and jsonb_array_length(sites) <= 20
    and octet_length(sites::text) <= 20000
    and not exists (
      select 1 from jsonb_array_elements(sites) as site
      where jsonb_typeof(site) <> 'object'
        or exists (select 1 from jsonb_object_keys(site) as key where key not in ('city', 'postal_code', 'lat', 'lng'))
        or jsonb_typeof(site -> 'city') is distinct from 'string'
        or char_length(btrim(site ->> 'city')) not between 1 and 200
        or (site ? 'postal_code' and jsonb_typeof(site -> 'postal_code') <> 'null'
            and (jsonb_typeof(site -> 'postal_code') <> 'string' or (site ->> 'postal_code') !~ '^[0-9]{5}$'))
        or (site ? 'lat' and jsonb_typeof(site -> 'lat') <> 'null'
            and (jsonb_typeof(site -> 'lat') <> 'number' or (site ->> 'lat')::float8 not between -90 and 90))
        or (site ? 'lng' and jsonb_typeof(site -> 'lng') <> 'null'
            and (jsonb_typeof(site -> 'lng') <> 'number' or (site ->> 'lng')::float8 not between -180 and 180))
    )
  )
$$;

alter table public.companies
  -- A web address a visitor may follow: http(s) only (never javascript: or data:).
  add column website text
    constraint companies_website_check check (char_length(website) <= 300 and website ~* '^https?://[^\s/?#]+[^\s]*$'),
  add column company_values text[] not null default '{}'
    constraint companies_company_values_list check (public.is_short_text_list(company_values, 10, 60)),
  add column benefits text[] not null default '{}'
    constraint companies_benefits_list check (public.is_short_text_list(benefits, 20, 80)),
  add column sites jsonb not null default '[]'::jsonb
    constraint companies_sites_list check (public.is_company_site_list(sites)),
  -- Whether search engines may list the public page (like a candidate's card: not unless allowed).
  add column indexable boolean not null default false;

-- Visitors read the card's columns of a visible company, never its SIRET, SIREN or street address
-- (the row policy "visible cards are public" picks the rows, these grants the columns).
revoke select on public.companies from anon;
grant select (profile_id, name, city, postal_code, lat, lng, size, sector, description, culture, logo_url, slug,
              visible, website, company_values, benefits, sites, indexable, created_at, updated_at)
  on public.companies to anon;

-- One address space: /p/{slug} is a candidate's card, a company's card or a content page, so a slug
-- taken by one is refused to the others. The refusal names the table's own unique constraint, so the
-- API that writes the row answers with the message it already gives for a taken address. The lock
-- serialises two writers of the same slug (the unique indexes cover each table alone).
create or replace function public.public_slug_owner(p_slug text)
returns text
language sql stable security definer
set search_path = ''
as $$
  select owner from (
    select 'candidate' as owner from public.candidate_infos where card_slug = p_slug
    union all
    select 'company' from public.companies where slug = p_slug
    union all
    select 'page' from public.pages where slug = p_slug
  ) as owners
  limit 1
$$;
revoke execute on function public.public_slug_owner(text) from public, anon, authenticated;

create or replace function public.claim_public_slug() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := to_jsonb(new) ->> tg_argv[0];
  owner text;
begin
  if wanted is null or wanted is not distinct from (case when tg_op = 'UPDATE' then to_jsonb(old) ->> tg_argv[0] end) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public-slug:' || wanted, 0));
  owner := public.public_slug_owner(wanted);
  if owner is not null and owner <> tg_argv[1] then
    raise exception 'Cette adresse publique est déjà prise.'
      using errcode = '23505', constraint = tg_table_name || '_' || tg_argv[0] || '_key';
  end if;
  return new;
end;
$$;
revoke execute on function public.claim_public_slug() from public, anon, authenticated;

create trigger companies_public_slug before insert or update of slug on public.companies
  for each row execute function public.claim_public_slug('slug', 'company');
create trigger candidate_infos_public_slug before insert or update of card_slug on public.candidate_infos
  for each row execute function public.claim_public_slug('card_slug', 'candidate');
create trigger pages_public_slug before insert or update of slug on public.pages
  for each row execute function public.claim_public_slug('slug', 'page');

-- The public card of a visible company: only what the card shows (no SIRET, SIREN, street address
-- or owner), and its published offers. SECURITY DEFINER for the same reason as public_card: the
-- owner's profile is not readable by visitors.
create or replace function public.public_company(p_slug text)
returns table (
  slug text,
  name text,
  logo_url text,
  sector text,
  size text,
  city text,
  website text,
  description text,
  company_values text[],
  benefits text[],
  sites jsonb,
  culture jsonb,
  indexable boolean,
  offers jsonb
)
language sql stable security definer
set search_path = ''
as $$
  select co.slug, co.name, co.logo_url, co.sector, co.size, co.city, co.website, co.description,
         co.company_values, co.benefits, co.sites, co.culture, co.indexable,
         coalesce((
           select jsonb_agg(jsonb_build_object('id', j.id, 'title', j.title, 'city', j.city,
                                               'contract_type', j.contract_type, 'remote_mode', j.remote_mode,
                                               'published_at', j.published_at)
                            order by j.published_at desc, j.id)
           from (
             select * from public.jobs j
             where j.company_id = co.profile_id and j.status = 'published'
             order by j.published_at desc, j.id
             limit 50
           ) j
         ), '[]'::jsonb)
  from public.companies co
  join public.profiles p on p.id = co.profile_id and p.type = 'recruiter'
  where co.slug = p_slug and co.visible
$$;
revoke execute on function public.public_company(text) from public;
grant execute on function public.public_company(text) to anon, authenticated;
