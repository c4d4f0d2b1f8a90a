-- What a published offer must hold, and how often its place may move, whatever the path.
--
-- Publishing: the product API publishes an offer only with its gross yearly pay range and, unless it
-- is fully remote, its place; an offer's owner could publish through the REST API without either.
-- An API role (anon, authenticated) publishing an offer, or changing a published offer's pay or
-- place, now needs both. The server's own writes (seeds, imports, tests setting a scene) are its own
-- business.
--
-- Moving: a recruiter reads a distance band between each potential candidate and a published
-- offer's place (potential_candidates), so moving a published offer and reading the bands again
-- locates a candidate: 16 moves bisected one's stored position. A published offer's place now
-- changes at most `job_place_changes_per_day` times in 24 hours (default 3; JOB_PLACE_CHANGES_PER_DAY
-- in embedded mode, else `update public.platform_settings set job_place_changes_per_day = …`).
-- Every place an offer is published at counts: a first publication does not, a move does, and so
-- does publishing or reopening it somewhere else than where it was last published (closing it,
-- moving it and reopening it is a move too). A draft or a remote offer shows no band: it moves freely.

-- Publishing ----------------------------------------------------------------------------------------------
create or replace function public.jobs_publication_rules() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'published' or current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- A published offer's other changes (its title, its text) leave these rules to its publication.
  if tg_op = 'UPDATE' and old.status = 'published'
     and (new.salary_min, new.salary_max, new.remote_mode, new.city, new.lat, new.lng)
         is not distinct from (old.salary_min, old.salary_max, old.remote_mode, old.city, old.lat, old.lng) then
    return new;
  end if;
  if new.salary_min is null or new.salary_max is null then
    raise exception 'Une offre publiée indique sa fourchette de salaire brut annuel (minimum et maximum).'
      using errcode = '23514', constraint = 'jobs_published_has_salary_range', column = 'salary_min';
  end if;
  if new.remote_mode <> 'remote'
     and (new.lat is null or new.lng is null or coalesce(btrim(new.city), '') = '') then
    raise exception 'Une offre publiée indique son lieu de travail (une adresse choisie dans les suggestions), sauf en télétravail complet.'
      using errcode = '23514', constraint = 'jobs_published_has_place', column = 'city';
  end if;
  return new;
end;
$$;
create trigger jobs_publication_rules before insert or update on public.jobs
  for each row execute function public.jobs_publication_rules();

-- Moving --------------------------------------------------------------------------------------------------
alter table public.platform_settings
  add column job_place_changes_per_day integer not null default 3
    constraint platform_settings_job_place_changes_per_day_range check (job_place_changes_per_day between 0 and 1000);

-- Each place an offer was published at (located, not remote), and whether it moved the offer. The
-- server's own table: row-level security on and no policy.
create table public.job_published_places (
  job_id uuid not null references public.jobs (id) on delete cascade,
  lat double precision not null,
  lng double precision not null,
  moved boolean not null,
  at timestamptz not null default now()
);
create index job_published_places_job_id_idx on public.job_published_places (job_id, at desc);
alter table public.job_published_places enable row level security;
revoke all on public.job_published_places from public, anon, authenticated;

-- After the row is written (an inserted offer's id must exist for the record): a refusal rolls the
-- write back. SECURITY DEFINER to read the setting and keep the record; the caller's role is the
-- request's (`role`), which a definer's rights do not change. Two writers of one offer queue on
-- its row lock (an UPDATE) or never meet (an INSERT makes a new offer).
create or replace function public.jobs_limit_place_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  last_place record;
  moving boolean;
  allowed integer;
  moves integer;
  next_move timestamptz;
begin
  if new.status <> 'published' or new.remote_mode = 'remote' or new.lat is null or new.lng is null then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.status = 'published' and old.remote_mode <> 'remote'
     and (old.lat, old.lng) is not distinct from (new.lat, new.lng) then
    return null;
  end if;
  select p.lat, p.lng into last_place
    from public.job_published_places p
   where p.job_id = new.id
   order by p.at desc
   limit 1;
  -- Published before: somewhere else, this is a move; at the same place (reopened), nothing.
  moving := found;
  if moving and last_place.lat = new.lat and last_place.lng = new.lng then
    return null;
  end if;
  if moving and current_setting('role') in ('anon', 'authenticated') then
    select s.job_place_changes_per_day into allowed from public.platform_settings s where s.id;
    select count(*), min(p.at) + interval '24 hours' into moves, next_move
      from public.job_published_places p
     where p.job_id = new.id and p.moved and p.at > now() - interval '24 hours';
    if moves >= coalesce(allowed, 3) then
      if coalesce(allowed, 3) = 0 then
        raise exception 'Le lieu d''une offre publiée ne peut pas changer.'
          using errcode = '23514', constraint = 'jobs_place_changes', column = 'city';
      end if;
      raise exception 'Le lieu d''une offre publiée ne peut changer que % fois par 24 heures. Vous pourrez le changer de nouveau le % (heure de Paris).',
        allowed, to_char(next_move at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')
        using errcode = '23514', constraint = 'jobs_place_changes', column = 'city';
    end if;
  end if;
  insert into public.job_published_places (job_id, lat, lng, moved) values (new.id, new.lat, new.lng, moving);
  return null;
end;
$$;
revoke all on function public.jobs_limit_place_changes() from public, anon, authenticated;
create trigger jobs_limit_place_changes after insert or update of status, remote_mode, lat, lng on public.jobs
  for each row execute function public.jobs_limit_place_changes();

-- The offers already published are where they were last published.
insert into public.job_published_places (job_id, lat, lng, moved, at)
select j.id, j.lat, j.lng, false, coalesce(j.published_at, now())
  from public.jobs j
 where j.status = 'published' and j.remote_mode <> 'remote' and j.lat is not null and j.lng is not null;
