-- MaFuseCard's choices: a public link (/p/{slug}) on or off, whether search engines may index it,
-- and an anonymous mode that hides the name and photo from recruiters until a mutual match.
alter table public.candidate_infos
  add column card_public boolean not null default false,
  add column card_indexable boolean not null default false,
  add column anonymous boolean not null default false;

-- The public card of a slug, when its owner made it public: only what a card shows (never the last
-- name, phone or e-mail; no first name nor photo in anonymous mode). SECURITY DEFINER because
-- candidate_infos is readable by its owner only.
create or replace function public.public_card(p_slug text)
returns table (
  slug text,
  first_name text,
  avatar_url text,
  headline text,
  target_title text,
  city text,
  skills text[],
  languages text[],
  experience_years integer,
  contract_types text[],
  remote_preference text,
  memo text,
  card_settings jsonb,
  indexable boolean
)
language sql stable security definer
set search_path = ''
as $$
  select c.card_slug,
         case when c.anonymous then null else c.first_name end,
         case when c.anonymous then null else c.avatar_url end,
         c.headline, c.target_title, c.city, c.skills, c.languages, c.experience_years, c.contract_types,
         c.remote_preference, c.memo, c.card_settings, c.card_indexable
  from public.candidate_infos c
  join public.profiles p on p.id = c.profile_id and p.type = 'candidate' and p.completed
  where c.card_slug = p_slug and c.card_public
$$;
revoke execute on function public.public_card(text) from public;
grant execute on function public.public_card(text) to anon, authenticated;

-- A recruiter's potential candidates: an anonymous candidate's first name and card address stay
-- hidden until the match is mutual (the contact details already were).
create or replace function public.potential_candidates(p_job_id uuid, p_skill_keys text[])
returns table (
  profile_id uuid,
  first_name text,
  headline text,
  city text,
  mobility_radius_km integer,
  contract_types text[],
  remote_preference text,
  salary_expectation integer,
  skills text[],
  languages text[],
  experience_years integer,
  card_slug text,
  distance_band text,
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
  located boolean;
  conditions text := '';
begin
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour voir vos matchs potentiels.' using errcode = '42501';
  end if;
  select j.* into job from public.jobs j where j.id = p_job_id and j.company_id = (select public.my_profile_id());
  if not found then
    return;
  end if;
  located := job.status = 'published' and job.remote_mode <> 'remote' and job.lat is not null;
  if cardinality(coalesce(p_skill_keys, '{}')) > 0 then
    conditions := conditions || ' and (c.skill_keys && $2 or c.skill_keys = ''{}'')';
  end if;
  if located then
    conditions := conditions || ' and (c.reach_box @> box(point($3, $4), point($3, $4)) or c.reach_box is null)';
  end if;
  return query execute
    'select c.profile_id,
            case when c.anonymous and m.mutual_at is null then null else c.first_name end,
            c.headline, c.city, c.mobility_radius_km, c.contract_types,
            c.remote_preference, c.salary_expectation, c.skills, c.languages, c.experience_years,
            case when c.anonymous and m.mutual_at is null then null else c.card_slug end,
            case when $6 and c.lat is not null and c.lng is not null
              then public.distance_band(public.distance_km(c.lat, c.lng, $4, $3)) end,
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
    using job.id, p_skill_keys, job.lng, job.lat, job.contract_type, located;
end;
$$;
revoke execute on function public.potential_candidates(uuid, text[]) from public, anon;
grant execute on function public.potential_candidates(uuid, text[]) to authenticated;
