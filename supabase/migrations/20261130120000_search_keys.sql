-- One index answers a search's text, trade and place together, and a large answer is counted on a
-- sample.
--
-- A search near a place asked two indexes for two sets and read every offer of the larger one: the
-- offers whose title or trade answers the text, or the offers within the radius and every remote
-- offer (a remote offer is open from anywhere). The planner cannot tell how many offers lie in a
-- box (the point index's estimate is a constant), so it did not combine the two; and where it
-- guessed that a few hundred offers answered, it looked for the first by reading the whole table,
-- which took as long as the table is large when none did.
--
-- Now:
-- - the title's document carries its trade and its trade's domain as two more words
--   (`rome_j1506`, `domaine_j15`: no French text reads to a word with an underscore), so « the title
--   or the trade answers » is one full-text query;
-- - each offer has search keys: the cell of a quarter-degree grid it lies in (about 28 × 18 km in
--   France), or -1 for a remote offer; and one of 64 sample buckets (-100 to -163, from its
--   id). A search near a place asks for the cells its radius covers and the remote cell; the
--   distance then trims the corners. A search answered by many offers counts one bucket and
--   multiplies (reading a 64th of them), where counting them all reads every one;
-- - one GIN index over the title's document and the keys, and one over the whole document and the
--   keys, find the offers answering both in one scan: only the offers that answer are read.
-- The keys have column statistics, so the planner knows how many offers a radius holds.

-- The distance is computed for every offer a search keeps: the function is now inlined into the
-- statements that call it (no setting of its own, only strict functions, each named in pg_catalog),
-- where a call per offer cost more than the arithmetic. Same haversine distance, in its atan2 form.
create or replace function public.distance_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns double precision
language sql immutable parallel safe strict
as $$
  select 2 * 6371.0088 * pg_catalog.atan2(
    pg_catalog.sqrt(
      pg_catalog.power(pg_catalog.sin(pg_catalog.radians(lat2 - lat1) / 2), 2)
      + pg_catalog.cos(pg_catalog.radians(lat1)) * pg_catalog.cos(pg_catalog.radians(lat2))
        * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(lng2 - lng1) / 2), 2)),
    pg_catalog.sqrt(pg_catalog.abs(1 - (
      pg_catalog.power(pg_catalog.sin(pg_catalog.radians(lat2 - lat1) / 2), 2)
      + pg_catalog.cos(pg_catalog.radians(lat1)) * pg_catalog.cos(pg_catalog.radians(lat2))
        * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(lng2 - lng1) / 2), 2)))))
$$;

-- The cell of a place (the server computes the cells around a searched place the same way).
create or replace function public.geo_cell(lat double precision, lng double precision) returns integer
language sql immutable parallel safe strict
set search_path = ''
as $$
  select floor((least(greatest(lat, -90), 89.999) + 90) * 4)::integer * 2000
       + floor((least(greatest(lng, -180), 179.999) + 180) * 4)::integer
$$;

-- A trade's two words in a title's document. Callable by anyone (the title's document is computed
-- as its writer writes the offer): its text is bounded first, as every such function's.
create or replace function public.trade_words(rome text) returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when rome is null
             or public.bounded_text(rome, 10, 'Code ROME trop long : 10 caractères au plus.', '22023') !~ '^[A-N][0-9]{4}$'
             then ''::tsvector
           else array_to_tsvector(array['rome_' || lower(rome), 'domaine_' || lower(left(rome, 3))])
         end
$$;

-- `select *` was expanded when the view was made: it goes while its columns change, and comes back
-- with the same rights.
drop view public.published_jobs;

drop index if exists public.jobs_title_search_idx;
alter table public.jobs drop column title_search;
alter table public.jobs
  add column title_search tsvector generated always as (
    public.french_tsvector(coalesce(title, '')) || public.trade_words(rome_code)
  ) stored,
  add column search_keys integer[] generated always as (
    case
      when remote_mode = 'remote' then array[-1]
      when lat is not null and lng is not null then array[public.geo_cell(lat, lng)]
      else '{}'::integer[]
    end || (-100 - (pg_catalog.hashtext(id::text) & 63))
  ) stored;

create index jobs_title_keys_idx on public.jobs using gin (title_search, search_keys) where status = 'published';
create index jobs_search_keys_idx on public.jobs using gin (search, search_keys) where status = 'published';

create view public.published_jobs as
  select * from public.jobs where status = 'published';
revoke all on public.published_jobs from public, anon, authenticated;
grant select on public.published_jobs to anon, authenticated;

analyze public.jobs;
