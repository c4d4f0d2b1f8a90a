-- The recruiter's pipeline as cards: each mutual match of the caller's offers, with its stage, the
-- offer, the score and the candidate's contact details (a mutual match unlocked them). SECURITY
-- DEFINER to read the candidate's e-mail address in auth.users; it answers only for the caller's own
-- offers, and like the other paid pages it needs the paid access when payment is required.
create or replace function public.my_pipeline_cards(p_job_id uuid default null)
returns table (
  id uuid,
  job_id uuid,
  job_title text,
  stage text,
  stage_changed_at timestamptz,
  refusal_reason text,
  score smallint,
  candidate_id uuid,
  first_name text,
  last_name text,
  headline text,
  phone text,
  email text
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour suivre vos recrutements.' using errcode = '42501';
  end if;
  return query
    select w.id, w.job_id, j.title, w.stage, w.stage_changed_at, w.refusal_reason, m.score,
           w.candidate_id, c.first_name, c.last_name, c.headline, c.phone, u.email::text
    from public.workflow_items w
    join public.jobs j on j.id = w.job_id and j.company_id = (select public.my_profile_id())
    join public.matches m on m.id = w.match_id and m.mutual_at is not null
    join public.candidate_infos c on c.profile_id = w.candidate_id
    join public.profiles p on p.id = c.profile_id
    join auth.users u on u.id = p.user_id
    where p_job_id is null or w.job_id = p_job_id
    order by w.stage_changed_at desc, w.id
    limit 500;
end;
$$;
revoke execute on function public.my_pipeline_cards(uuid) from public, anon;
grant execute on function public.my_pipeline_cards(uuid) to authenticated;
