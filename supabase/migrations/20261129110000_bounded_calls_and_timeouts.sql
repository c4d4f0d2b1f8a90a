-- What one request may cost the database, whoever sends it.
--
-- Statement timeouts per role, as on hosted Supabase: 3 s for visitors (anon), 8 s for signed-in
-- users (authenticated). Postgres applies a role's settings at login only, never on SET ROLE: the
-- server reads them when it enters the caller's role (enterRole, packages/server-core/src/db), as
-- PostgREST does for the role it impersonates. A role that already has a timeout keeps it (hosted
-- Supabase's, or an operator's: `alter role anon set statement_timeout = '5s'`).
--
-- Bounded arguments: every function anon or authenticated may call through /rest/v1/rpc refuses an
-- argument past a bound with a French message (a 400), before any costly work. The bounds are above
-- every use the product makes of the functions (the columns they read are bounded lower), so no row
-- written before changes reading. Helpers that check or compute a row's columns (check constraints,
-- generated columns) refuse with 23514, as the column's own check would have; functions meant as
-- calls refuse with 22023 (invalid_parameter_value).
--
-- Unknown ids: the interview functions answered P0002 (no_data_found), a 500 in PostgREST's table;
-- they raise PT404, PostgREST's way of choosing the status (404), with the same French message.

-- Timeouts ------------------------------------------------------------------------------------------------
do $$
declare
  wanted record;
begin
  for wanted in select * from (values ('anon', '3s'), ('authenticated', '8s')) as w (role_name, timeout) loop
    if not exists (
      select from pg_catalog.pg_db_role_setting s
      cross join lateral unnest(s.setconfig) as setting
      where s.setrole = (select r.oid from pg_catalog.pg_roles r where r.rolname = wanted.role_name)
        and s.setdatabase = 0
        and setting like 'statement_timeout=%'
    ) then
      execute format('alter role %I set statement_timeout = %L', wanted.role_name, wanted.timeout);
    end if;
  end loop;
end
$$;

-- Guards ------------------------------------------------------------------------------------------------
-- `value` itself, or `message` raised with SQLSTATE `code` when it is longer than `max_length`
-- characters. Strict and immutable, so that the functions below keep their own volatility.
create or replace function public.bounded_text(value text, max_length integer, message text, code text default '23514')
returns text
language plpgsql immutable parallel safe strict
set search_path = ''
as $$
begin
  if char_length(value) > max_length then
    raise exception using message = message, errcode = code;
  end if;
  return value;
end;
$$;

-- The same for a list: at most `max_items` items.
create or replace function public.bounded_list(items anyarray, max_items integer, message text, code text default '23514')
returns anyarray
language plpgsql immutable parallel safe strict
set search_path = ''
as $$
begin
  if cardinality(items) > max_items then
    raise exception using message = message, errcode = code;
  end if;
  return items;
end;
$$;

-- Text and search -------------------------------------------------------------------------------------------
-- Unaccenting is linear, but nothing the product unaccents is longer than a job's description.
create or replace function public.immutable_unaccent(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select extensions.unaccent(
    'extensions.unaccent'::regdictionary,
    public.bounded_text(value, 100000, 'Texte trop long pour être traité : 100 000 caractères au plus.')
  )
$$;

-- A job's search document reads its description (20 000 characters at most) through these: nine
-- regular expressions per reading, two readings per text.
create or replace function public.french_search_text(value text, feminine boolean default false) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                regexp_replace(
                  regexp_replace(
                    lower(public.immutable_unaccent(
                      public.bounded_text(value, 30000, 'Texte trop long pour la recherche : 30 000 caractères au plus.')
                    )),
                    '([a-z]+)eur[·•.(]t?rices?(?:\)|\M)', case when feminine then '\1rice' else '\1eur' end, 'g'),
                  '([a-z]+)eur[·•.(](?:eu)?ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eur' end, 'g'),
                '([a-z]+)eux[·•(]ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eux' end, 'g'),
              '([a-z]+)er[·•(]e?res?(?:\)|\M)', case when feminine then '\1ere' else '\1er' end, 'g'),
            '([a-z]+)f[·•(]ves?(?:\)|\M)', case when feminine then '\1ve' else '\1f' end, 'g'),
          '([a-z]+)[·•(]([a-z]{1,4})(?:\)|\M)', case when feminine then '\1\2' else '\1' end, 'g'),
        '[·•]', ' ', 'g'),
      '([a-z]{3,})euse(s?)\M', '\1eur\2', 'g'),
    '/', ' ', 'g')
$$;

create or replace function public.html_to_text(html text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(replace(
    regexp_replace(
      public.bounded_text(html, 100000, 'Texte trop long pour être traité : 100 000 caractères au plus.'),
      '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;

-- A search box's text: 200 characters in the product (a saved search's, 1 000 at most).
create or replace function public.french_tsquery(query text) returns tsquery
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case
    when public.french_search_text(bounded.query, true) = public.french_search_text(bounded.query)
      then websearch_to_tsquery('public.french_unaccent', public.french_search_text(bounded.query))
    else websearch_to_tsquery('public.french_unaccent', public.french_search_text(bounded.query))
      || websearch_to_tsquery('public.french_unaccent', public.french_search_text(bounded.query, true))
  end
  from (select public.bounded_text(french_tsquery.query, 1000, 'Recherche trop longue : 1 000 caractères au plus.', '22023') as query) as bounded
$$;

-- Skills: 100 characters and 50 skills for a candidate, 80 characters and 2 x 30 skills for an offer.
create or replace function public.skill_key(skill text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(
    replace(
      replace(
        regexp_replace(
          lower(public.immutable_unaccent(
            public.bounded_text(skill, 1000, 'Compétence trop longue : 1 000 caractères au plus.')
          )),
          '\s*(?:\(\s*(a1|a2|b1|b2|c1|c2|debutant|notions|beginner|scolaire|intermediaire|intermediate|professionnel|courant|avance|fluent|advanced|bilingue|natif|native|langue maternelle|maternelle)\s*\)|[-:,–]\s*(a1|a2|b1|b2|c1|c2|debutant|notions|beginner|scolaire|intermediaire|intermediate|professionnel|courant|avance|fluent|advanced|bilingue|natif|native|langue maternelle|maternelle))\s*$',
          ''
        ),
        '+', 'plus'
      ),
      '#', 'sharp'
    ),
    '[^a-z0-9]+', '', 'g'
  )
$$;

create or replace function public.skill_keys(skills text[]) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct keys.key) filter (where keys.key <> ''), '{}')
  from unnest(public.bounded_list(skills, 200, 'Trop de compétences : 200 au plus.')) as s
  cross join lateral (select public.skill_key(s) as key) as keys
$$;

-- Rich text and URLs: a content page is the longest (100 000 characters). ------------------------------------
create or replace function public.is_safe_url(attribute text, url text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  bare text;
begin
  if char_length(url) > 100000 then
    raise exception 'Adresse trop longue : 100 000 caractères au plus.' using errcode = '23514';
  end if;
  if char_length(attribute) > 10 then
    raise exception 'Nom d''attribut trop long : 10 caractères au plus.' using errcode = '23514';
  end if;
  if url ~ '&(?!(amp|quot|lt|gt|nbsp);)' then
    return false;
  end if;
  bare := replace(replace(replace(replace(replace(url, '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&nbsp;', ' '), '&amp;', '&');
  bare := regexp_replace(bare, '[\s\u0001-\u001f\u007f-\u00a0\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]', '', 'g');
  if bare = '' then
    return true;
  end if;
  if attribute = 'href' then
    return bare ~* '^((https?|mailto|tel):|[^a-z]|[a-z+.-]+([^a-z+.:-]|$))';
  end if;
  return bare ~* '^(https?:|[^a-z]|[a-z+.-]+([^a-z+.:-]|$))';
end;
$$;

create or replace function public.is_sanitised_html(html text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  tag_pattern constant text := '<(/?)([A-Za-z][^\s/>]*)((?:[^>"'']|"[^"]*"|''[^'']*'')*)>';
  tag text[];
  attribute text[];
begin
  if html is null then
    return true;
  end if;
  if char_length(html) > 100000 then
    raise exception 'Texte trop long : 100 000 caractères au plus.' using errcode = '23514';
  end if;
  for tag in select m from regexp_matches(html, tag_pattern, 'g') as m loop
    if lower(tag[2]) not in ('b', 'i', 'strong', 'em', 'p', 'ul', 'li', 'ol', 'a', 'br', 'img') then
      return false;
    end if;
    if tag[1] = '/' then
      if tag[3] !~ '^\s*$' then
        return false;
      end if;
      continue;
    end if;
    -- Serialisers escape < and > inside attribute values: raw ones are what mutation attacks
    -- (`title="</noscript><img onerror=...>"`) are made of.
    if tag[3] !~ '^(\s+[A-Za-z]+="[^"<>]*")*\s*/?$' then
      return false;
    end if;
    for attribute in select a from regexp_matches(tag[3], '([A-Za-z]+)="([^"]*)"', 'g') as a loop
      if lower(attribute[1]) not in ('href', 'src', 'alt', 'title') then
        return false;
      end if;
      if lower(attribute[1]) in ('href', 'src') and not public.is_safe_url(lower(attribute[1]), attribute[2]) then
        return false;
      end if;
    end loop;
  end loop;
  -- Whatever still opens a tag, a comment or a declaration once the checked tags are gone is malformed.
  return regexp_replace(html, tag_pattern, '', 'g') !~ '<[A-Za-z/!?]';
end;
$$;

-- Questionnaires and SIRET ---------------------------------------------------------------------------------
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

create or replace function public.is_valid_siret(siret text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  total integer := 0;
  digit integer;
begin
  if char_length(siret) > 100 then
    raise exception 'Un numéro SIRET compte 14 chiffres.' using errcode = '23514';
  end if;
  if siret is null or siret !~ '^[0-9]{14}$' then
    return false;
  end if;
  if left(siret, 9) = '356000000' and siret <> '35600000000048' then
    for i in 1..14 loop
      total := total + substr(siret, i, 1)::integer;
    end loop;
    return total % 5 = 0;
  end if;
  for i in 1..14 loop
    digit := substr(siret, 15 - i, 1)::integer;
    if i % 2 = 0 then
      digit := digit * 2;
      if digit > 9 then
        digit := digit - 9;
      end if;
    end if;
    total := total + digit;
  end loop;
  return total % 10 = 0;
end;
$$;

-- Calls --------------------------------------------------------------------------------------------------
-- Calls answering from tables are PL/pgSQL, so that the bound is checked before the table is read
-- (a SQL body's bound would wait for a row to compare with, and an empty table has none).
create or replace function public.company_account_exists(siret text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if char_length(siret) > 100 then
    raise exception 'Un numéro SIRET compte 14 chiffres.' using errcode = '22023';
  end if;
  return exists (
    select 1 from public.companies c
    where c.siret = company_account_exists.siret or c.siren = left(company_account_exists.siret, 9)
  );
end;
$$;

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
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if char_length(p_slug) > 200 then
    raise exception 'Adresse de carte trop longue : 200 caractères au plus.' using errcode = '22023';
  end if;
  return query
  select c.card_slug,
         case when c.anonymous then null else c.first_name end,
         case when c.anonymous then null else c.avatar_url end,
         c.headline, c.target_title, c.city, c.skills, c.languages, c.experience_years, c.contract_types,
         c.remote_preference, c.memo, c.card_settings, c.card_indexable
  from public.candidate_infos c
  join public.profiles p on p.id = c.profile_id and p.type = 'candidate' and p.completed
  where c.card_slug = p_slug
    and c.card_public;
end;
$$;

create or replace function public.public_company(p_slug text)
returns table (
  slug text,
  name text,
  logo_url text,
  sector text,
  size text,
  city text,
  website text,
  description text,
  company_values text[],
  benefits text[],
  sites jsonb,
  culture jsonb,
  indexable boolean,
  offers jsonb
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if char_length(p_slug) > 200 then
    raise exception 'Adresse de carte trop longue : 200 caractères au plus.' using errcode = '22023';
  end if;
  return query
  select co.slug, co.name, co.logo_url, co.sector, co.size, co.city, co.website, co.description,
         co.company_values, co.benefits, co.sites, co.culture, co.indexable,
         coalesce((
           select jsonb_agg(jsonb_build_object('id', j.id, 'title', j.title, 'city', j.city,
                                               'contract_type', j.contract_type, 'remote_mode', j.remote_mode,
                                               'published_at', j.published_at)
                            order by j.published_at desc, j.id)
           from (
             select * from public.jobs j
             where j.company_id = co.profile_id and j.status = 'published'
             order by j.published_at desc, j.id
             limit 50
           ) j
         ), '[]'::jsonb)
  from public.companies co
  join public.profiles p on p.id = co.profile_id and p.type = 'recruiter'
  where co.slug = p_slug
    and co.visible;
end;
$$;

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

create or replace function public.record_admin_action(
  p_action text, p_entity text, p_entity_id text, p_summary text, p_details jsonb default '{}'::jsonb
) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if char_length(p_summary) > 10000 or char_length(p_action) > 1000 or char_length(p_entity) > 1000
     or char_length(p_entity_id) > 1000 then
    raise exception 'Texte trop long pour le journal : 1 000 caractères au plus (10 000 pour le résumé).'
      using errcode = '22023';
  end if;
  if pg_column_size(p_details) > 100000 then
    raise exception 'Détails trop volumineux pour le journal : 100 000 octets au plus.' using errcode = '22023';
  end if;
  if not public.is_admin() then
    raise exception 'Action réservée aux administrateurs.' using errcode = '42501';
  end if;
  insert into public.admin_actions (actor_profile_id, actor_email, action, entity, entity_id, summary, details)
  values (
    public.my_profile_id(),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    p_action, p_entity, p_entity_id, left(coalesce(p_summary, ''), 300), coalesce(p_details, '{}'::jsonb)
  );
end;
$$;

-- The interviews: bounded texts and slots, and PT404 for an id the caller cannot see. ------------------------
create or replace function public.workflow_propose_interview(
  p_item_id uuid,
  p_slots timestamptz[],
  p_duration_minutes integer,
  p_location text,
  p_video_url text,
  p_message text
) returns public.workflow_interviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  card public.workflow_items;
  current public.workflow_interviews;
  result public.workflow_interviews;
begin
  if cardinality(p_slots) > 5 then
    raise exception 'Proposez 5 créneaux au plus.' using errcode = '22023';
  end if;
  if char_length(p_location) > 300 then
    raise exception 'Le lieu de l''entretien compte 300 caractères au plus.' using errcode = '22023';
  end if;
  if char_length(p_video_url) > 500 then
    raise exception 'Le lien de visioconférence compte 500 caractères au plus.' using errcode = '22023';
  end if;
  if char_length(p_message) > 1000 then
    raise exception 'Le message compte 1 000 caractères au plus.' using errcode = '22023';
  end if;
  select * into card from public.workflow_items w
  where w.id = p_item_id and w.job_id in (select public.my_job_ids())
  for update;
  if not found then
    raise exception 'Carte introuvable.' using errcode = 'PT404';
  end if;
  if not public.recruiter_has_paid_access() then
    raise exception 'Un abonnement actif est nécessaire pour suivre vos recrutements.' using errcode = '42501';
  end if;
  if card.stage in ('hired', 'rejected', 'withdrawn') then
    raise exception 'Cette candidature est close : aucun entretien ne peut être proposé.' using errcode = '23514';
  end if;
  if exists (select 1 from unnest(p_slots) s where s < now()) then
    raise exception 'Chaque créneau doit être dans le futur.' using errcode = '23514';
  end if;
  if (select count(distinct s) from unnest(p_slots) s) <> cardinality(p_slots) then
    raise exception 'Deux créneaux sont identiques.' using errcode = '23514';
  end if;
  select * into current from public.workflow_interviews i
  where i.item_id = p_item_id and i.status <> 'cancelled'
  for update;
  if found then
    update public.workflow_interviews set
      status = 'proposed', slots = p_slots, chosen_slot = null, duration_minutes = p_duration_minutes,
      location = nullif(btrim(p_location), ''), video_url = nullif(btrim(p_video_url), ''),
      message = nullif(btrim(p_message), ''), sequence = sequence + 1
    where id = current.id
    returning * into result;
  else
    insert into public.workflow_interviews (item_id, slots, duration_minutes, location, video_url, message)
    values (p_item_id, p_slots, p_duration_minutes, nullif(btrim(p_location), ''), nullif(btrim(p_video_url), ''),
            nullif(btrim(p_message), ''))
    returning * into result;
  end if;
  insert into public.workflow_events (item_id, kind, interview_id, message)
  values (p_item_id, case when current.id is null then 'interview_proposed' else 'interview_rescheduled' end,
          result.id, result.message);
  -- Proposing an interview takes the card to « Entretien » when it stood before.
  if card.stage in ('new_match', 'shortlisted') then
    update public.workflow_items set stage = 'interview' where id = p_item_id;
  end if;
  return result;
end;
$$;

create or replace function public.workflow_book_interview(p_interview_id uuid, p_slot timestamptz)
returns public.workflow_interviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.workflow_interviews;
begin
  select i.* into result from public.workflow_interviews i
  join public.workflow_items w on w.id = i.item_id
  where i.id = p_interview_id and w.candidate_id = (select public.my_profile_id())
  for update of i;
  if not found then
    raise exception 'Entretien introuvable.' using errcode = 'PT404';
  end if;
  if exists (
    select 1 from public.workflow_items w where w.id = result.item_id and w.stage in ('hired', 'rejected', 'withdrawn')
  ) then
    raise exception 'Cette candidature est close : l''entretien ne peut plus être réservé.' using errcode = '23514';
  end if;
  if result.status <> 'proposed' then
    raise exception 'Cet entretien n''attend plus de réponse.' using errcode = '23514';
  end if;
  if not (p_slot = any (result.slots)) then
    raise exception 'Ce créneau ne fait pas partie de ceux proposés.' using errcode = '23514';
  end if;
  if p_slot < now() then
    raise exception 'Ce créneau est passé : demandez-en un autre au recruteur.' using errcode = '23514';
  end if;
  update public.workflow_interviews set status = 'booked', chosen_slot = p_slot, sequence = sequence + 1
  where id = p_interview_id
  returning * into result;
  insert into public.workflow_events (item_id, kind, interview_id)
  values (result.item_id, 'interview_booked', result.id);
  return result;
end;
$$;

create or replace function public.workflow_cancel_interview(p_interview_id uuid, p_message text)
returns public.workflow_interviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.workflow_interviews;
begin
  if char_length(p_message) > 2000 then
    raise exception 'Le message compte 2 000 caractères au plus.' using errcode = '22023';
  end if;
  select i.* into result from public.workflow_interviews i
  where i.id = p_interview_id and i.item_id in (select public.my_workflow_item_ids())
  for update;
  if not found then
    raise exception 'Entretien introuvable.' using errcode = 'PT404';
  end if;
  if result.status = 'cancelled' then
    raise exception 'Cet entretien est déjà annulé.' using errcode = '23514';
  end if;
  update public.workflow_interviews set status = 'cancelled', sequence = sequence + 1
  where id = p_interview_id
  returning * into result;
  insert into public.workflow_events (item_id, kind, interview_id, message)
  values (result.item_id, 'interview_cancelled', result.id, nullif(btrim(p_message), ''));
  return result;
end;
$$;

create or replace function public.workflow_withdraw(p_item_id uuid, p_message text)
returns public.workflow_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.workflow_items;
  open_interview uuid;
begin
  if char_length(p_message) > 2000 then
    raise exception 'Le message compte 2 000 caractères au plus.' using errcode = '22023';
  end if;
  select w.* into result from public.workflow_items w
  where w.id = p_item_id and w.candidate_id = (select public.my_profile_id())
  for update;
  if not found then
    raise exception 'Candidature introuvable.' using errcode = 'PT404';
  end if;
  if result.stage in ('hired', 'rejected', 'withdrawn') then
    raise exception 'Cette candidature est déjà close.' using errcode = '23514';
  end if;
  select i.id into open_interview from public.workflow_interviews i
  where i.item_id = p_item_id and i.status <> 'cancelled';
  if open_interview is not null then
    update public.workflow_interviews set status = 'cancelled', sequence = sequence + 1 where id = open_interview;
    insert into public.workflow_events (item_id, kind, interview_id, message)
    values (p_item_id, 'interview_cancelled', open_interview, 'Candidature retirée');
  end if;
  update public.workflow_items set stage = 'withdrawn', withdrawal_message = nullif(btrim(p_message), '')
  where id = p_item_id
  returning * into result;
  return result;
end;
$$;
