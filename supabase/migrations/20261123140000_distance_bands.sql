-- What a recruiter learns of where a candidate lives: a band, never a position or an exact
-- distance. public.potential_candidates returned each candidate's coordinates, and the product API
-- showed the distance to 0.1 km, for draft offers placed anywhere too: three offers located a
-- candidate. Now the function answers a distance band instead ("< 5 km", "5–10 km", "10–25 km",
-- "25–50 km", "> 50 km"), and only for a published, located, non-remote offer; for a draft or a
-- closed offer, the offer's place plays no part at all (no band, and no reach filter whose edges
-- could be probed by moving the offer). The server still scores on exact data, reading the
-- coordinates with its own rights.

-- A distance in kilometres as the band a recruiter reads (the product API writes the same bands).
create or replace function public.distance_band(km double precision) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case
    when km < 5 then '< 5 km'
    when km < 10 then '5–10 km'
    when km < 25 then '10–25 km'
    when km < 50 then '25–50 km'
    else '> 50 km'
  end
$$;

-- The return type changes: the function is dropped and created again (its grants with it).
drop function public.potential_candidates(uuid, text[]);

create function public.potential_candidates(p_job_id uuid, p_skill_keys text[])
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
  -- Null for a draft, closed or remote offer, or when either side has no place.
  distance_band text,
  decision text,
  mutual_at timestamptz,
  -- Contact details: null until the match is mutual.
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
  -- Only a published offer's place counts: a draft can be put anywhere, unseen, as often as wished.
  located := job.status = 'published' and job.remote_mode <> 'remote' and job.lat is not null;
  if cardinality(coalesce(p_skill_keys, '{}')) > 0 then
    conditions := conditions || ' and (c.skill_keys && $2 or c.skill_keys = ''{}'')';
  end if;
  if located then
    conditions := conditions || ' and (c.reach_box @> box(point($3, $4), point($3, $4)) or c.reach_box is null)';
  end if;
  return query execute
    'select c.profile_id, c.first_name, c.headline, c.city, c.mobility_radius_km, c.contract_types,
            c.remote_preference, c.salary_expectation, c.skills, c.languages, c.experience_years, c.card_slug,
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
