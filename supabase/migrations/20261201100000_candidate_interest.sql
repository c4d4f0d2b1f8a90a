-- A recruiter sees which of an offer's potential candidates said « Ça m'intéresse » to it.
--
-- Until now neither side learned the other's one-sided decision (see match_decisions' policies in
-- 20261121140000_matching.sql). Public offer pages now let a visitor sign up and say « Ça
-- m'intéresse », and that interest is meant for the offer's recruiter: the rule becomes
--
--   a recruiter learns that a candidate is interested in their offer (a candidate's like on it),
--   never that a candidate passed it; a candidate still never learns that a recruiter passed.
--
-- A pass leaves no trace: a candidate who passed answers exactly as one who did nothing
-- (candidate_interested false, listed as before). Withdrawing a like reads the same as a pass, so
-- a recruiter who saw the interest go cannot tell the two apart. The recruiter learns it only
-- through public.potential_candidates, for their own offer, with the same checks as before (paid
-- access, the offer is theirs, the candidate completed their profile): match_decisions' policies
-- are unchanged, so no recruiter reads a candidate's decision rows directly. A candidate who said
-- « Ça m'intéresse » to the offer is listed for it even when their card is hidden from matching
-- and shares no skill with it: the like is addressed to that recruiter, like an application.

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
  distance_band text,
  decision text,
  mutual_at timestamptz,
  last_name text,
  phone text,
  email text,
  candidate_interested boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  job public.jobs%rowtype;
  located boolean;
  skills text := '';
  reach text := '';
  listed text;
begin
  if cardinality(p_skill_keys) > 1000 then
    raise exception 'Trop de compétences recherchées : 1 000 au plus.' using errcode = '22023';
  end if;
  if exists (select from unnest(p_skill_keys) as k where char_length(k) > 200) then
    raise exception 'Compétence recherchée trop longue : 200 caractères au plus.' using errcode = '22023';
  end if;
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour voir vos matchs potentiels.' using errcode = '42501';
  end if;
  select j.* into job from public.jobs j where j.id = p_job_id and j.company_id = (select public.my_profile_id());
  if not found then
    return;
  end if;
  located := job.status = 'published' and job.remote_mode <> 'remote' and job.lat is not null;
  if cardinality(coalesce(p_skill_keys, '{}')) > 0 then
    skills := ' and (c.skill_keys && $2 or c.skill_keys = ''{}'')';
  end if;
  if located then
    reach := ' and (c.reach_box @> box(point($3, $4), point($3, $4)) or c.reach_box is null)';
  end if;
  -- `decision` stays the recruiter's own; of the candidate's side only a like is read (the
  -- candidate's decision itself never leaves the function), so a pass answers as no decision.
  listed := 'select c.profile_id,
            case when c.anonymous and m.mutual_at is null then null else c.first_name end,
            c.headline, c.city, c.mobility_radius_km, c.contract_types,
            c.remote_preference, c.salary_expectation, c.skills, c.languages, c.experience_years,
            case when c.anonymous and m.mutual_at is null then null else c.card_slug end,
            case when $6 and c.lat is not null and c.lng is not null
              then public.distance_band(public.distance_km(c.lat, c.lng, $4, $3)) end,
            d.decision, m.mutual_at,
            case when m.mutual_at is not null then c.last_name end,
            case when m.mutual_at is not null then c.phone end,
            case when m.mutual_at is not null then u.email::text end,
            i.candidate_id is not null
     from public.candidate_infos c
     join public.profiles p on p.id = c.profile_id and p.type = ''candidate'' and p.completed
     join auth.users u on u.id = p.user_id
     left join public.match_decisions d on d.candidate_id = c.profile_id and d.job_id = $1 and d.side = ''recruiter''
     left join public.match_decisions i
       on i.candidate_id = c.profile_id and i.job_id = $1 and i.side = ''candidate'' and i.decision = ''like''
     left join public.matches m on m.candidate_id = c.profile_id and m.job_id = $1
     where d.decision is distinct from ''pass''
       and (cardinality(c.contract_types) = 0 or $5 = any(c.contract_types))' || reach;
  -- Those who showed their card to recruiters, sharing a skill with the offer; and those who said
  -- « Ça m'intéresse » to this very offer, card shown or not (they came to it themselves: an
  -- application), whatever their skills. Two branches, each using its own indexes.
  return query execute
    listed || ' and i.candidate_id is null and c.card_visible' || skills
    || ' union all ' || listed || ' and i.candidate_id is not null'
    using job.id, p_skill_keys, job.lng, job.lat, job.contract_type, located;
end;
$$;
revoke execute on function public.potential_candidates(uuid, text[]) from public, anon;
grant execute on function public.potential_candidates(uuid, text[]) to authenticated;
