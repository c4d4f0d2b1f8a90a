-- The recruiters' paid access (spec §4: with RECRUITER_PAYMENT_REQUIRED, a recruiter needs a valid
-- subscription) held by the database, not only by /api: writing offers, a recruiter's likes and
-- passes, and the potential candidates of an offer (public.potential_candidates) all need one when
-- the setting is on, whether they come through the product API, the REST API or an RPC.
--
-- The database learns the setting from one row of public.platform_settings. In embedded mode the
-- server writes it at every start from its configuration. In hosted mode (Supabase), set it once
-- with SQL, as the project's owner:
--   update public.platform_settings set recruiter_payment_required = true;

create table public.platform_settings (
  -- One row only.
  id boolean primary key default true check (id),
  recruiter_payment_required boolean not null default false,
  updated_at timestamptz not null default now()
);
insert into public.platform_settings (id) values (true);
create trigger platform_settings_updated_at before update on public.platform_settings
  for each row execute function public.set_updated_at();
-- Read through the functions below only; written by the server as the database owner.
alter table public.platform_settings enable row level security;
revoke all on public.platform_settings from anon, authenticated;

create or replace function public.recruiter_payment_required() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select s.recruiter_payment_required from public.platform_settings s where s.id), false)
$$;

-- Spec §4: a subscription whose status is active, trialing or canceled, and whose paid period has
-- not ended. SECURITY INVOKER on purpose: under the caller's row-level security a user sees only
-- their own subscriptions, so asking about anyone else answers false, never another's status.
create or replace function public.has_valid_subscription(p_user_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = p_user_id
      and s.status in ('active', 'trialing', 'canceled')
      and s.current_period_end > now()
  )
$$;

-- What a recruiter's paid pages need: nothing while payment is not required, else a valid
-- subscription (administrators are never asked).
create or replace function public.recruiter_has_paid_access() returns boolean
language sql stable
set search_path = ''
as $$
  select not public.recruiter_payment_required()
      or public.has_valid_subscription((select auth.uid()))
      or public.is_admin()
$$;

-- Offers: creating and changing them (publishing, editing, closing). Deleting one stays open.
create policy "jobs: writing offers needs the paid access" on public.jobs
  as restrictive for insert to authenticated
  with check ((select public.recruiter_has_paid_access()));
create policy "jobs: changing offers needs the paid access" on public.jobs
  as restrictive for update to authenticated
  using (true)
  with check ((select public.recruiter_has_paid_access()));

-- A recruiter's likes and passes (the candidates' own decisions are free).
create policy "match_decisions: a recruiter's decision needs the paid access" on public.match_decisions
  as restrictive for insert to authenticated
  with check (side <> 'recruiter' or (select public.recruiter_has_paid_access()));
create policy "match_decisions: changing a recruiter's decision needs the paid access" on public.match_decisions
  as restrictive for update to authenticated
  using (true)
  with check (side <> 'recruiter' or (select public.recruiter_has_paid_access()));

-- The potential candidates of an offer: the same list, behind the paid access.
create or replace function public.potential_candidates(p_job_id uuid, p_skill_keys text[])
returns table (
  profile_id uuid,
  first_name text,
  headline text,
  city text,
  lat double precision,
  lng double precision,
  mobility_radius_km integer,
  contract_types text[],
  remote_preference text,
  salary_expectation integer,
  skills text[],
  languages text[],
  experience_years integer,
  card_slug text,
  decision text,
  mutual_at timestamptz,
  last_name text,
  phone text,
  email text
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  job public.jobs%rowtype;
  conditions text := '';
begin
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour voir vos matchs potentiels.' using errcode = '42501';
  end if;
  select j.* into job from public.jobs j where j.id = p_job_id and j.company_id = (select public.my_profile_id());
  if not found then
    return;
  end if;
  if cardinality(coalesce(p_skill_keys, '{}')) > 0 then
    conditions := conditions || ' and (c.skill_keys && $2 or c.skill_keys = ''{}'')';
  end if;
  if job.remote_mode <> 'remote' and job.lat is not null then
    conditions := conditions || ' and (c.reach_box @> box(point($3, $4), point($3, $4)) or c.reach_box is null)';
  end if;
  return query execute
    'select c.profile_id, c.first_name, c.headline, c.city, c.lat, c.lng, c.mobility_radius_km, c.contract_types,
            c.remote_preference, c.salary_expectation, c.skills, c.languages, c.experience_years, c.card_slug,
            d.decision, m.mutual_at,
            case when m.mutual_at is not null then c.last_name end,
            case when m.mutual_at is not null then c.phone end,
            case when m.mutual_at is not null then u.email::text end
     from public.candidate_infos c
     join public.profiles p on p.id = c.profile_id and p.type = ''candidate'' and p.completed
     join auth.users u on u.id = p.user_id
     left join public.match_decisions d on d.candidate_id = c.profile_id and d.job_id = $1 and d.side = ''recruiter''
     left join public.matches m on m.candidate_id = c.profile_id and m.job_id = $1
     where c.card_visible
       and (cardinality(c.contract_types) = 0 or $5 = any(c.contract_types))
       and d.decision is distinct from ''pass''' || conditions
    using job.id, p_skill_keys, job.lng, job.lat, job.contract_type;
end;
$$;
