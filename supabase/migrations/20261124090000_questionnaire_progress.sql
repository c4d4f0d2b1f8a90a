-- The candidate questionnaire as the onboarding asks it: seven steps from identity and photo to the
-- answers the portrait draft starts from (the portrait itself is written afterwards, at
-- /dashboard/candidate/question-four). New question types for it, the candidate's photo, and the
-- step each person has reached, so whoever leaves resumes where they were.

-- The photo: the public URL of an object of the avatars bucket (objects are filed under the owner's id).
alter table public.candidate_infos
  add column avatar_url text
    check (char_length(avatar_url) <= 500
      and avatar_url ~ '^(https?://[^/\s"<>]+)?/storage/v1/object/public/avatars/[^\s"<>]+$');

-- Where the person stands in a questionnaire in steps (1 = the first step).
alter table public.questionnaire_responses
  add column current_step integer not null default 1 check (current_step between 1 and 100);

-- Question types: `photo` (an upload, its URL), `job_title` (a trade, with the ROME titles as
-- suggestions), `salary` (gross yearly euros, shown with its net estimate), `languages` (language and level).
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
      if jsonb_typeof(question -> 'options') is distinct from 'array'
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
    end if;
    seen := seen || (question ->> 'id');
  end loop;
  return true;
end;
$$;

update public.questionnaires
set questions = $json$[
     {"id": "firstName", "step": 1, "type": "short_text", "label": "Votre prénom", "required": true, "field": "candidate_infos.first_name"},
     {"id": "lastName", "step": 1, "type": "short_text", "label": "Votre nom", "required": true, "field": "candidate_infos.last_name"},
     {"id": "photo", "step": 1, "type": "photo", "label": "Votre photo", "help": "Facultative : sans photo, vos initiales s'affichent. PNG, JPEG ou WebP, 2 Mo au plus.", "required": false, "field": "candidate_infos.avatar_url"},
     {"id": "targetTitle", "step": 2, "type": "job_title", "label": "Le métier que vous recherchez", "help": "Choisissez un intitulé proposé (répertoire ROME de France Travail) ou écrivez le vôtre.", "required": true, "field": "candidate_infos.target_title"},
     {"id": "headline", "step": 2, "type": "short_text", "label": "Votre titre sur MaFuseCard", "placeholder": "Développeuse full-stack, comptable, infirmier…", "required": true, "field": "candidate_infos.headline"},
     {"id": "city", "step": 3, "type": "city", "label": "Votre ville", "required": true, "field": "candidate_infos.city"},
     {"id": "mobility", "step": 3, "type": "single_choice", "label": "Jusqu'où êtes-vous prêt·e à vous déplacer ?", "required": true, "field": "candidate_infos.mobility_radius_km", "options": [{"value": "10", "label": "10 km"}, {"value": "30", "label": "30 km"}, {"value": "50", "label": "50 km"}, {"value": "100", "label": "100 km"}, {"value": "1000", "label": "Partout en France"}]},
     {"id": "contractTypes", "step": 4, "type": "multiple_choice", "label": "Quels contrats vous intéressent ?", "required": true, "field": "candidate_infos.contract_types", "options": [{"value": "CDI", "label": "CDI"}, {"value": "CDD", "label": "CDD"}, {"value": "intérim", "label": "Intérim"}, {"value": "alternance", "label": "Alternance"}, {"value": "stage", "label": "Stage"}, {"value": "freelance", "label": "Freelance"}]},
     {"id": "remote", "step": 4, "type": "single_choice", "label": "Comment souhaitez-vous travailler ?", "required": true, "field": "candidate_infos.remote_preference", "options": [{"value": "onsite", "label": "Sur site"}, {"value": "hybrid", "label": "Hybride"}, {"value": "remote", "label": "Télétravail complet"}, {"value": "any", "label": "Peu importe"}]},
     {"id": "salary", "step": 5, "type": "salary", "label": "Salaire annuel brut souhaité (en euros)", "help": "L'estimation nette s'affiche à côté.", "min": 0, "max": 300000, "required": false, "field": "candidate_infos.salary_expectation"},
     {"id": "experience", "step": 5, "type": "number", "label": "Années d'expérience dans ce métier", "min": 0, "max": 60, "required": true, "field": "candidate_infos.experience_years"},
     {"id": "skills", "step": 6, "type": "tags", "label": "Vos compétences principales", "help": "Dix au plus, par ordre d'importance.", "max": 10, "required": true, "field": "candidate_infos.skills"},
     {"id": "languages", "step": 6, "type": "languages", "label": "Les langues que vous parlez, avec votre niveau", "required": true, "field": "candidate_infos.languages"},
     {"id": "motivation", "step": 7, "type": "long_text", "label": "Qu'est-ce qui vous motive dans votre travail ?", "required": false},
     {"id": "achievement", "step": 7, "type": "long_text", "label": "Racontez une réussite dont vous êtes fier·ère", "required": false},
     {"id": "environment", "step": 7, "type": "single_choice", "label": "Dans quel environnement donnez-vous le meilleur de vous-même ?", "required": false, "options": [{"value": "startup", "label": "Une petite équipe qui avance vite"}, {"value": "structure", "label": "Une organisation structurée"}, {"value": "terrain", "label": "Sur le terrain, au contact des gens"}, {"value": "autonomie", "label": "En autonomie, à distance"}]}
   ]$json$::jsonb
where slug = 'candidate';
