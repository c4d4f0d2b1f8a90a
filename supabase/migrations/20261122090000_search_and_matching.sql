-- What job search and two-sided matching need to answer from indexes instead of full scans: nice-to-have
-- skills, skills as normalised keys (array overlap on a GIN index), positions as points and reach
-- boxes (GiST), and the distance between two places.

-- Skills as keys ----------------------------------------------------------------------------------------
-- Lower case, no accents, letters and digits only: "Node.js", "node JS" and "NodeJS" share "nodejs".
-- `skillKey` in @fuse/features/matching computes the same key in the browser and the server, which
-- add each skill's synonyms before asking for an overlap.
create or replace function public.skill_key(skill text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(lower(public.immutable_unaccent(skill)), '[^a-z0-9]+', '', 'g')
$$;

create or replace function public.skill_keys(skills text[]) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct public.skill_key(s)) filter (where public.skill_key(s) <> ''), '{}')
  from unnest(skills) as s
$$;

-- Distances ---------------------------------------------------------------------------------------------
-- Great-circle distance in kilometres (haversine, mean Earth radius), as `distanceKm` computes it.
create or replace function public.distance_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns double precision
language sql immutable parallel safe strict
set search_path = ''
as $$
  select 2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  )))
$$;

-- The box (x = longitude, y = latitude) holding every point within `km` of a place. A degree of
-- latitude is 111.2 km everywhere; a degree of longitude shrinks with the cosine of the latitude.
create or replace function public.box_around(lat double precision, lng double precision, km double precision)
returns box
language sql immutable parallel safe strict
set search_path = ''
as $$
  select box(
    point(lng - km / (111.19 * greatest(cos(radians(least(abs(lat) + km / 111.19, 89))), 0.01)), lat - km / 111.19),
    point(lng + km / (111.19 * greatest(cos(radians(least(abs(lat) + km / 111.19, 89))), 0.01)), lat + km / 111.19)
  )
$$;

-- French search, refined ------------------------------------------------------------------------------
-- Two misses of the first version. The stemmer cuts "développeuse" down to "développ", the stem of
-- the verb "développer", so a search for it found every offer asking to "développer un portefeuille"
-- and missed none of the developers only by luck of ranking; writing feminine trade names in -euse as
-- their -eur form ("développeuse", "vendeuses" -> "developpeur", "vendeurs") on both sides makes
-- "développeur" and "développeuse" find exactly the same offers. And "UX/UI designer" was read as a
-- file path and dropped: a slash now separates words.
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
                regexp_replace(
                  regexp_replace(
                    lower(public.immutable_unaccent(value)),
                    '([a-z]+)eur[·•.(]t?rices?(?:\)|\M)', case when feminine then '\1rice' else '\1eur' end, 'g'),
                  '([a-z]+)eur[·•.(](?:eu)?ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eur' end, 'g'),
                '([a-z]+)eux[·•(]ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eux' end, 'g'),
              '([a-z]+)er[·•(]e?res?(?:\)|\M)', case when feminine then '\1ere' else '\1er' end, 'g'),
            '([a-z]+)f[·•(]ves?(?:\)|\M)', case when feminine then '\1ve' else '\1f' end, 'g'),
          '([a-z]+)[·•(]([a-z]{1,4})(?:\)|\M)', case when feminine then '\1\2' else '\1' end, 'g'),
        '[·•]', ' ', 'g'),
      '([a-z]{3,})euse(s?)\M', '\1eur\2', 'g'),
    '/', ' ', 'g')
$$;

-- The stored search documents follow the new reading (an update recomputes generated columns).
alter table public.jobs disable trigger jobs_updated_at;
update public.jobs set title = title;
alter table public.jobs enable trigger jobs_updated_at;

-- Jobs --------------------------------------------------------------------------------------------------
alter table public.jobs
  add column nice_to_have_skills text[] not null default '{}' check (cardinality(nice_to_have_skills) <= 30),
  add column skill_keys text[] generated always as (public.skill_keys(skills || nice_to_have_skills)) stored;
create index jobs_skill_keys_idx on public.jobs using gin (skill_keys) where status = 'published';
-- Published offers near a place: `point(lng, lat) <@ public.box_around(...)`.
create index jobs_position_idx on public.jobs using gist (point(lng, lat)) where status = 'published' and lat is not null;
-- Fully remote offers are open from anywhere: a search near a place asks for them beside the nearby ones.
create index jobs_remote_idx on public.jobs (published_at desc) where status = 'published' and remote_mode = 'remote';
create index jobs_contract_idx on public.jobs (contract_type, published_at desc) where status = 'published';
-- The previous skills index was on raw names, which matching never asks for.
drop index public.jobs_skills_idx;

-- Candidates --------------------------------------------------------------------------------------------
-- A recruiter's potential matches for one offer: the candidates whose reach contains the offer's place.
-- The box is the farthest reach (a hybrid offer: 3 x radius + 20 km, see `maxReachKm`); the exact
-- distance is checked when scoring.
alter table public.candidate_infos
  add column skill_keys text[] generated always as (public.skill_keys(skills)) stored,
  add column reach_box box generated always as (
    case when lat is not null and lng is not null
      then public.box_around(lat, lng, 3 * mobility_radius_km + 20)
    end
  ) stored;
create index candidate_infos_skill_keys_idx on public.candidate_infos using gin (skill_keys) where card_visible;
create index candidate_infos_reach_idx on public.candidate_infos using gist (reach_box) where card_visible;

-- Published offers, for search and matching ------------------------------------------------------------
-- Under row-level security the planner may not use an index for an operator that is not leakproof
-- (`@@`, `<@`, `&&`): as `anon` or `authenticated`, every search would read all offers. This view
-- runs with its owner's rights, so no policy stands between the caller's filters and the indexes,
-- and it shows exactly what the policy "published offers are public" shows. It is not a security
-- barrier on purpose: a caller's own filters may reach the indexes, and can only ever see
-- published offers.
create view public.published_jobs as
  select * from public.jobs where status = 'published';
revoke all on public.published_jobs from public, anon, authenticated;
grant select on public.published_jobs to anon, authenticated;
