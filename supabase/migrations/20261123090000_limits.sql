-- Sizes in the database, so that every path holds them. The product API checks its forms first and
-- answers in French; the REST API lets signed-in users (and visitors, for the public forms) write
-- their own rows straight into these tables, and until now only some columns were bounded there: a
-- 200,000-character city, 5,000 skills or 900 KB of CV analysis went through. Each bound below is
-- the API's own (packages/api/src/profile: candidate-info.ts, company-info.ts, fields.ts), or for a
-- column the API does not write yet a generous one; a write beyond it fails with 23514 (a check
-- violation: PostgREST's 400). Every text, array and JSON column that a user may write is now
-- bounded; tests/server/security/data-limits.test.ts checks the catalog for it.

-- Lists of short texts (skills, languages): at most `max_items` items, each a text of 1 to
-- `max_length` characters (no null, no empty or blank item). Check constraints cannot look inside
-- an array by themselves.
create or replace function public.is_short_text_list(items text[], max_items integer, max_length integer)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select items is null or (
    coalesce(cardinality(items), 0) <= max_items
    and not exists (
      select 1 from unnest(items) as item
      where item is null or char_length(item) > max_length or btrim(item) = ''
    )
  )
$$;

-- A JSON document's size as Postgres writes it out, in bytes. The API bounds the JSON text it
-- receives in characters (`jsonObject(n)`); Postgres's text adds a space after each comma and colon
-- and a character may take up to three bytes, hence bounds of three times the API's.
create or replace function public.json_bytes(document jsonb) returns integer
language sql immutable parallel safe strict
set search_path = ''
as $$
  select octet_length(document::text)
$$;

-- Candidates -------------------------------------------------------------------------------------------
alter table public.candidate_infos
  add constraint candidate_infos_city_length check (char_length(city) <= 200),
  -- Six contract types exist; the API removes repeats.
  add constraint candidate_infos_contract_types_count check (cardinality(contract_types) <= 6),
  add constraint candidate_infos_skills_list check (public.is_short_text_list(skills, 50, 100)),
  add constraint candidate_infos_languages_list check (public.is_short_text_list(languages, 20, 50)),
  add constraint candidate_infos_cv_analysis_size check (public.json_bytes(cv_analysis) <= 300000),
  add constraint candidate_infos_voice_analysis_size check (public.json_bytes(voice_analysis) <= 300000),
  add constraint candidate_infos_card_slug_length check (char_length(card_slug) <= 60),
  add constraint candidate_infos_card_settings_size check (public.json_bytes(card_settings) <= 30000);

-- Companies --------------------------------------------------------------------------------------------
alter table public.companies
  add constraint companies_address_length check (char_length(address) <= 300),
  add constraint companies_city_length check (char_length(city) <= 200),
  add constraint companies_sector_length check (char_length(sector) <= 200),
  add constraint companies_culture_size check (public.json_bytes(culture) <= 150000),
  add constraint companies_logo_url_length check (char_length(logo_url) <= 2000),
  add constraint companies_slug_length check (char_length(slug) <= 60);

-- Offers (no write API yet: bounds of the same kind as the candidates') ----------------------------------
alter table public.jobs
  add constraint jobs_skills_list check (public.is_short_text_list(skills, 30, 80)),
  add constraint jobs_nice_to_have_skills_list check (public.is_short_text_list(nice_to_have_skills, 30, 80)),
  add constraint jobs_languages_list check (public.is_short_text_list(languages, 10, 50));

-- Questionnaires and their answers -----------------------------------------------------------------------
alter table public.questionnaires
  add constraint questionnaires_questions_size check (public.json_bytes(questions) <= 200000);
alter table public.questionnaire_responses
  add constraint questionnaire_responses_answers_size check (public.json_bytes(answers) <= 100000);

-- Subscriptions (written by the payment provider's webhook): provider ids are short.
alter table public.subscriptions
  add constraint subscriptions_provider_customer_id_length check (char_length(provider_customer_id) <= 255),
  add constraint subscriptions_provider_subscription_id_length check (char_length(provider_subscription_id) <= 255);
