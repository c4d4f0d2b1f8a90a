-- What a recruiter sees of a candidate they matched with, from the pipeline card's « Détails »: the
-- whole MaFuseCard (the portrait included) and the CV file the candidate sent, whatever the card's
-- public settings say. Those settings choose what strangers see on /p/{slug}; a mutual match is a
-- candidate who said yes to this offer, and the recruiter reads them as a whole (storage already lets
-- that recruiter read the CV: "a recruiter reads the CVs … of their mutual matches").
--
-- SECURITY DEFINER, as my_pipeline_cards: the caller reads no candidate_infos row themselves. The
-- card must be one of the caller's offers', its match mutual, and the caller's access paid while
-- payment is required; otherwise nothing is returned.
create or replace function public.my_pipeline_candidate(p_item_id uuid)
returns table (
  first_name text,
  last_name text,
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
  cv_path text,
  cv_name text
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour suivre vos recrutements.' using errcode = '42501';
  end if;
  return query
    select c.first_name, c.last_name, c.avatar_url, c.headline, c.target_title, c.city, c.skills, c.languages,
           c.experience_years, c.contract_types, c.remote_preference, c.memo, c.card_settings,
           c.cv_analysis -> 'file' ->> 'path', c.cv_analysis -> 'file' ->> 'name'
    from public.workflow_items w
    join public.jobs j on j.id = w.job_id and j.company_id = (select public.my_profile_id())
    join public.matches m on m.id = w.match_id and m.mutual_at is not null
    join public.candidate_infos c on c.profile_id = w.candidate_id
    where w.id = p_item_id;
end;
$$;
revoke execute on function public.my_pipeline_candidate(uuid) from public, anon;
grant execute on function public.my_pipeline_candidate(uuid) to authenticated;
