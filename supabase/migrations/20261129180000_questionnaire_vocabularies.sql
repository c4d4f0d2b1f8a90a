-- A choice question may name one of the product's vocabularies (`"vocabulary": "remoteModes"`,
-- packages/domain/src/vocabulary) instead of listing options: the server serves it with that
-- vocabulary's codes and labels, so no copy of them is stored to drift (the candidate questionnaire
-- said « Peu importe » where the product says « Indifférent »). The questionnaires' choices that are
-- vocabulary concepts now name them, and the company analyzer's remote policy takes the remote
-- modes' codes (onsite, hybrid, remote) rather than a second, French, list of its own.

-- A choice question lists its options or names a vocabulary (a name the server knows; not both).
create or replace function public.is_valid_questionnaire(questions jsonb) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  question jsonb;
  seen text[] := '{}';
begin
  if jsonb_typeof(questions) is distinct from 'array' or jsonb_array_length(questions) = 0 then
    return false;
  end if;
  -- Each question is compared with those before it: the count is what bounds the work.
  if jsonb_array_length(questions) > 500 then
    raise exception 'Questionnaire trop long : 500 questions au plus.' using errcode = '23514';
  end if;
  for question in select value from jsonb_array_elements(questions) loop
    if jsonb_typeof(question) <> 'object'
      or jsonb_typeof(question -> 'id') is distinct from 'string'
      or (question ->> 'id') !~ '^[a-z][a-zA-Z0-9_]*$'
      or (question ->> 'id') = any (seen)
      or coalesce(question ->> 'type', '') not in (
        'single_choice', 'multiple_choice', 'short_text', 'long_text', 'rich_text', 'number', 'scale', 'city', 'tags',
        'photo', 'job_title', 'salary', 'languages'
      )
      or jsonb_typeof(question -> 'label') is distinct from 'string'
      or btrim(question ->> 'label') = ''
      or (question ? 'required' and jsonb_typeof(question -> 'required') <> 'boolean')
      or (question ? 'step' and (jsonb_typeof(question -> 'step') <> 'number' or (question ->> 'step')::numeric not between 1 and 100))
    then
      return false;
    end if;
    if question ->> 'type' in ('single_choice', 'multiple_choice') then
      if question ? 'vocabulary' then
        if jsonb_typeof(question -> 'vocabulary') is distinct from 'string'
          or (question ->> 'vocabulary') !~ '^[a-z][a-zA-Z]{0,59}$'
          or question ? 'options'
        then
          return false;
        end if;
      elsif jsonb_typeof(question -> 'options') is distinct from 'array'
        or jsonb_array_length(question -> 'options') < 2
        or exists (
          select 1 from jsonb_array_elements(question -> 'options') option
          where jsonb_typeof(option -> 'value') is distinct from 'string'
             or jsonb_typeof(option -> 'label') is distinct from 'string'
        )
        or (select count(distinct option ->> 'value') from jsonb_array_elements(question -> 'options') option)
           <> jsonb_array_length(question -> 'options')
      then
        return false;
      end if;
    elsif question ? 'vocabulary' then
      return false;
    end if;
    seen := seen || (question ->> 'id');
  end loop;
  return true;
end;
$$;

-- The choice questions whose options are a vocabulary: their options give way to its name. A
-- question an administrator has since turned into another type is left as it is.
with named (slug, id, vocabulary) as (
  values
    ('candidate', 'contractTypes', 'contractTypes'),
    ('candidate', 'remote', 'remotePreferences'),
    ('recruiter', 'size', 'companySizes'),
    ('recruiter', 'sector', 'sectors'),
    ('companyAnalyzer', 'management', 'managementStyles'),
    ('companyAnalyzer', 'pace', 'workPaces'),
    ('companyAnalyzer', 'remotePolicy', 'remoteModes'),
    ('companyAnalyzer', 'values', 'companyValues'),
    ('companyAnalyzer', 'teamSize', 'teamSizes'),
    ('companyAnalyzer', 'benefits', 'benefits'),
    ('companyAnalyzer', 'onboarding', 'onboardingStyles'),
    ('companyAnalyzer', 'hiringProcess', 'hiringProcesses')
)
update public.questionnaires q
set questions = (
  select jsonb_agg(
           case
             when n.vocabulary is not null and e.question ->> 'type' in ('single_choice', 'multiple_choice')
               then (e.question - 'options') || jsonb_build_object('vocabulary', n.vocabulary)
             else e.question
           end
           order by e.position)
  from jsonb_array_elements(q.questions) with ordinality as e (question, position)
  left join named n on n.slug = q.slug and n.id = e.question ->> 'id'
)
where q.slug in (select slug from named);

-- The remote policies answered so far, in the remote modes' codes: « Pas de télétravail » is on
-- site, « Un à deux jours par semaine » and « Télétravail majoritaire » are hybrid, « Entièrement à
-- distance » is remote. Renaming a code is no change of the company's or the person's: their
-- `updated_at` stays.
alter table public.companies disable trigger companies_updated_at;
update public.companies
set culture = jsonb_set(culture, '{remotePolicy}', to_jsonb(case culture ->> 'remotePolicy' when 'aucun' then 'onsite' when 'total' then 'remote' else 'hybrid' end))
where culture ->> 'remotePolicy' in ('aucun', 'partiel', 'majoritaire', 'total');
alter table public.companies enable trigger companies_updated_at;

alter table public.questionnaire_responses disable trigger questionnaire_responses_updated_at;
update public.questionnaire_responses r
set answers = jsonb_set(r.answers, '{remotePolicy}', to_jsonb(case r.answers ->> 'remotePolicy' when 'aucun' then 'onsite' when 'total' then 'remote' else 'hybrid' end))
from public.questionnaires q
where q.id = r.questionnaire_id
  and q.slug = 'companyAnalyzer'
  and r.answers ->> 'remotePolicy' in ('aucun', 'partiel', 'majoritaire', 'total');
alter table public.questionnaire_responses enable trigger questionnaire_responses_updated_at;
