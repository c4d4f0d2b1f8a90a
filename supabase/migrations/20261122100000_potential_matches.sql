-- A recruiter's potential matches for one offer: the completed candidates who made their card
-- visible, prefiltered by the indexes (shared skill keys, reach box around each candidate, contract),
-- then scored by the server. A candidate the recruiter passed on no longer appears. Candidates' rows
-- stay closed to recruiters (row-level security): this function hands out only what a visible card
-- shows, and contact details only once both sides liked.

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
  conditions text := '';
begin
  select j.* into job from public.jobs j where j.id = p_job_id and j.company_id = (select public.my_profile_id());
  if not found then
    return;
  end if;
  -- Candidates sharing at least one skill key (after synonyms) or listing none (every visible
  -- candidate when the offer lists no skill), whose reach box holds the offer (any, for a remote
  -- offer or one without a place), open to its contract. Planned for this offer's values (EXECUTE),
  -- so that the partial skill-key and reach indexes answer the conditions that apply.
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
revoke execute on function public.potential_candidates(uuid, text[]) from public, anon;
grant execute on function public.potential_candidates(uuid, text[]) to authenticated;

-- Whether a recruiter may decide on a candidate: a completed candidate with a visible card.
create or replace function public.is_matchable_candidate(p_candidate_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.candidate_infos c
    join public.profiles p on p.id = c.profile_id and p.type = 'candidate' and p.completed
    where c.profile_id = p_candidate_id and c.card_visible
  )
$$;
revoke execute on function public.is_matchable_candidate(uuid) from public, anon;
grant execute on function public.is_matchable_candidate(uuid) to authenticated;
