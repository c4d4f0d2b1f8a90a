-- One-line fields hold one line. A job's title, a company's name, a person's name, a city, a list's
-- item reach e-mail subjects and headers, where a line break starts another header; through the
-- REST API they took line breaks raw. Every such column a visitor, a user or an administrator writes
-- now refuses line breaks (U+2028 and U+2029 included) and control characters, with a French
-- message (a 400 through the REST API), whatever the path. The product API's forms refuse them first
-- (isOneLine in @fuse/features/vocabulary).
--
-- Rows written before keep their words: each line break or control character becomes a space (a
-- text left with nothing says « (vide) »), then the checks are added.

-- True for a text on one line, else the refusal: `label` names the field (« L'intitulé du poste »),
-- `constraint_name` the check, as Postgres names it in a check violation (23514).
create or replace function public.is_one_line(value text, constraint_name text, label text)
returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  if char_length(constraint_name) > 200 or char_length(label) > 200 then
    raise exception 'Nom de champ trop long : 200 caractères au plus.' using errcode = '22023';
  end if;
  if char_length(value) > 10000 then
    raise exception '% est trop long (10 000 caractères au plus).', label
      using errcode = '23514', constraint = constraint_name;
  end if;
  if value ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]' then
    raise exception '% doit tenir sur une seule ligne (sans retour à la ligne ni caractère de contrôle).', label
      using errcode = '23514', constraint = constraint_name;
  end if;
  return true;
end;
$$;

-- The columns, their French names, and the rows written before.
do $$
declare
  pattern constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';
  target record;
begin
  for target in
    select * from (values
      ('candidate_infos', 'first_name', 'Le prénom'),
      ('candidate_infos', 'last_name', 'Le nom'),
      ('candidate_infos', 'headline', 'Le titre du profil'),
      ('candidate_infos', 'phone', 'Le téléphone'),
      ('candidate_infos', 'city', 'La ville'),
      ('candidate_infos', 'target_title', 'Le métier recherché'),
      ('candidate_infos', 'avatar_url', 'L''adresse de la photo'),
      ('companies', 'name', 'Le nom de l''entreprise'),
      ('companies', 'address', 'L''adresse'),
      ('companies', 'city', 'La ville'),
      ('companies', 'sector', 'Le secteur d''activité'),
      ('companies', 'contact_name', 'Le nom du contact'),
      ('companies', 'contact_role', 'La fonction du contact'),
      ('companies', 'logo_url', 'L''adresse du logo'),
      ('companies', 'website', 'Le site web'),
      ('jobs', 'title', 'L''intitulé du poste'),
      ('jobs', 'city', 'Le lieu de travail'),
      ('saved_searches', 'name', 'Le nom de la recherche'),
      ('workflow_interviews', 'location', 'Le lieu de l''entretien'),
      ('workflow_interviews', 'video_url', 'Le lien de visioconférence'),
      ('contact_messages', 'name', 'Le nom'),
      ('contact_messages', 'email', 'L''adresse e-mail'),
      ('contact_messages', 'subject', 'Le sujet'),
      ('pre_registrations', 'company_name', 'Le nom de l''entreprise'),
      ('pre_registrations', 'contact_name', 'La personne à contacter'),
      ('pre_registrations', 'email', 'L''adresse e-mail'),
      ('pre_registrations', 'address', 'L''adresse'),
      ('pre_registrations', 'city', 'La ville'),
      ('news', 'title', 'Le titre'),
      ('pages', 'title', 'Le titre'),
      ('faq_items', 'question', 'La question'),
      ('faq_categories', 'label', 'Le nom de la catégorie'),
      ('questionnaires', 'title', 'Le titre')
    ) as columns (table_name, column_name, label)
  loop
    execute format(
      'update public.%1$I set %2$I = coalesce(nullif(btrim(regexp_replace(%2$I, %3$L, '' '', ''g'')), ''''), ''(vide)'')
        where %2$I ~ %3$L',
      target.table_name, target.column_name, pattern);
    execute format(
      'alter table public.%1$I add constraint %3$I check (public.is_one_line(%2$I, %3$L, %4$L))',
      target.table_name, target.column_name, target.table_name || '_' || target.column_name || '_one_line',
      target.label);
  end loop;

  -- Lists of short texts: each item on one line (is_short_text_list below).
  for target in
    select * from (values
      ('candidate_infos', 'skills'), ('candidate_infos', 'languages'),
      ('jobs', 'skills'), ('jobs', 'nice_to_have_skills'), ('jobs', 'languages'),
      ('companies', 'company_values'), ('companies', 'benefits')
    ) as columns (table_name, column_name)
  loop
    execute format(
      'update public.%1$I set %2$I = coalesce((
         select array_agg(btrim(regexp_replace(item, %3$L, '' '', ''g'')) order by position)
           from unnest(%2$I) with ordinality as items (item, position)
          where btrim(regexp_replace(item, %3$L, '' '', ''g'')) <> ''''), ''{}'')
        where exists (select from unnest(%2$I) as item where item ~ %3$L)',
      target.table_name, target.column_name, pattern);
  end loop;

  -- A company's other sites: each city on one line.
  update public.companies c
     set sites = (
       select jsonb_agg(
                case when jsonb_typeof(site -> 'city') = 'string'
                  then jsonb_set(site, '{city}', to_jsonb(coalesce(
                         nullif(btrim(regexp_replace(site ->> 'city', pattern, ' ', 'g')), ''), '(vide)')))
                  else site end
                order by position)
         from jsonb_array_elements(c.sites) with ordinality as elements (site, position))
   where jsonb_typeof(c.sites) = 'array'
     and exists (select from jsonb_array_elements(c.sites) as site where (site ->> 'city') ~ pattern);
end
$$;

-- Lists of short texts (skills, languages, values, benefits): bounded like every callable function
-- (1 000 items, 10 000 characters an item, past which it refuses rather than answers), and each item
-- on one line.
create or replace function public.is_short_text_list(items text[], max_items integer, max_length integer)
returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  if items is null then
    return true;
  end if;
  if cardinality(items) > 1000 then
    raise exception 'Liste trop longue : 1 000 éléments au plus.' using errcode = '23514';
  end if;
  if cardinality(items) > max_items then
    return false;
  end if;
  if exists (select from unnest(items) as item where char_length(item) > 10000) then
    raise exception 'Élément de liste trop long : 10 000 caractères au plus.' using errcode = '23514';
  end if;
  if exists (select from unnest(items) as item where item ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]') then
    raise exception 'Chaque élément de la liste doit tenir sur une seule ligne (sans retour à la ligne ni caractère de contrôle).'
      using errcode = '23514';
  end if;
  return not exists (
    select from unnest(items) as item
    where item is null or char_length(item) > max_length or btrim(item) = ''
  );
end;
$$;

-- A company's other sites: the same rules as before, bounded, and each city on one line.
create or replace function public.is_company_site_list(sites jsonb)
returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  if sites is null then
    return true;
  end if;
  if pg_column_size(sites) > 200000 then
    raise exception 'Liste de sites trop volumineuse : 20 sites au plus.' using errcode = '23514';
  end if;
  if jsonb_typeof(sites) <> 'array' or jsonb_array_length(sites) > 20 then
    return false;
  end if;
  if exists (
    select from jsonb_array_elements(sites) as site
    where jsonb_typeof(site) = 'object' and jsonb_typeof(site -> 'city') = 'string'
      and (site ->> 'city') ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
  ) then
    raise exception 'La ville d''un site doit tenir sur une seule ligne (sans retour à la ligne ni caractère de contrôle).'
      using errcode = '23514';
  end if;
  return octet_length(sites::text) <= 20000
    and not exists (
      select 1 from jsonb_array_elements(sites) as site
      where jsonb_typeof(site) <> 'object'
        or exists (select 1 from jsonb_object_keys(site) as key where key not in ('city', 'postal_code', 'lat', 'lng'))
        or jsonb_typeof(site -> 'city') is distinct from 'string'
        or char_length(btrim(site ->> 'city')) not between 1 and 200
        or (site ? 'postal_code' and jsonb_typeof(site -> 'postal_code') <> 'null'
            and (jsonb_typeof(site -> 'postal_code') <> 'string' or (site ->> 'postal_code') !~ '^[0-9]{5}$'))
        or (site ? 'lat' and jsonb_typeof(site -> 'lat') <> 'null'
            and (jsonb_typeof(site -> 'lat') <> 'number' or (site ->> 'lat')::float8 not between -90 and 90))
        or (site ? 'lng' and jsonb_typeof(site -> 'lng') <> 'null'
            and (jsonb_typeof(site -> 'lng') <> 'number' or (site ->> 'lng')::float8 not between -180 and 180))
    );
end;
$$;
