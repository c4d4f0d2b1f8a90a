-- Editorial content, managed by administrators and read by everyone: news, FAQ, content pages
-- (/p/{slug} when no public card has that slug) and the questionnaires, whose questions are data
-- for one generic renderer; plus each user's answers to those questionnaires.

-- News ----------------------------------------------------------------------------------------------
create table public.news (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  excerpt text not null default '' check (char_length(excerpt) <= 500),
  -- Rich text, sanitised on write (spec §5) and on display.
  body text not null default '' check (char_length(body) <= 50000 and public.is_sanitised_html(body)),
  audience text not null default 'all' check (audience in ('all', 'candidate', 'recruiter')),
  -- Null while a draft; a future date schedules the publication.
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index news_published_at_idx on public.news (published_at desc) where published_at is not null;
create trigger news_updated_at before update on public.news
  for each row execute function public.set_updated_at();
alter table public.news enable row level security;

-- The audience is a display filter (public list, candidate or recruiter dashboard), not a secret.
create policy "news: published items are public" on public.news
  for select to anon, authenticated
  using (published_at is not null and published_at <= now());
create policy "news: admin manages" on public.news
  for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- FAQ -----------------------------------------------------------------------------------------------
create table public.faq_items (
  id uuid primary key default gen_random_uuid(),
  question text not null check (char_length(btrim(question)) between 1 and 300),
  answer text not null check (char_length(answer) <= 10000 and public.is_sanitised_html(answer)),
  audience text not null default 'all' check (audience in ('all', 'candidate', 'recruiter')),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faq_items_order_idx on public.faq_items (position, created_at);
create trigger faq_items_updated_at before update on public.faq_items
  for each row execute function public.set_updated_at();
alter table public.faq_items enable row level security;

create policy "faq_items: public" on public.faq_items
  for select to anon, authenticated
  using (true);
create policy "faq_items: admin manages" on public.faq_items
  for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Pages ---------------------------------------------------------------------------------------------
create table public.pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text not null default '' check (char_length(body) <= 100000 and public.is_sanitised_html(body)),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger pages_updated_at before update on public.pages
  for each row execute function public.set_updated_at();
alter table public.pages enable row level security;

create policy "pages: published pages are public" on public.pages
  for select to anon, authenticated
  using (published);
create policy "pages: admin manages" on public.pages
  for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Questionnaires --------------------------------------------------------------------------------------
-- `questions` is an array of {id, type, label, required?, help?, placeholder?, step?, field?,
-- options?: [{value, label}], min?, max?}. `type` is one of the renderer's inputs; `field` names the
-- profile, candidate or company column an answer fills, when it fills one.
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
        'single_choice', 'multiple_choice', 'short_text', 'long_text', 'rich_text', 'number', 'scale', 'city', 'tags'
      )
      or jsonb_typeof(question -> 'label') is distinct from 'string'
      or btrim(question ->> 'label') = ''
      or (question ? 'required' and jsonb_typeof(question -> 'required') <> 'boolean')
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

create table public.questionnaires (
  id uuid primary key default gen_random_uuid(),
  -- Route segments (/questionnaire/companyAnalyzer), hence camelCase allowed.
  slug text not null unique check (slug ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$' and char_length(slug) <= 80),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  audience text not null default 'all' check (audience in ('all', 'candidate', 'recruiter')),
  questions jsonb not null check (public.is_valid_questionnaire(questions)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger questionnaires_updated_at before update on public.questionnaires
  for each row execute function public.set_updated_at();
alter table public.questionnaires enable row level security;

create policy "questionnaires: public" on public.questionnaires
  for select to anon, authenticated
  using (true);
create policy "questionnaires: admin manages" on public.questionnaires
  for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Answers ---------------------------------------------------------------------------------------------
create table public.questionnaire_responses (
  id uuid primary key default gen_random_uuid(),
  questionnaire_id uuid not null references public.questionnaires (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  -- {question id: answer}.
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint questionnaire_responses_one_per_profile unique (questionnaire_id, profile_id)
);
create index questionnaire_responses_profile_id_idx on public.questionnaire_responses (profile_id);
create trigger questionnaire_responses_updated_at before update on public.questionnaire_responses
  for each row execute function public.set_updated_at();
alter table public.questionnaire_responses enable row level security;

-- A user answers the questionnaires meant for them (all, or their profile type).
create policy "questionnaire_responses: owner manages" on public.questionnaire_responses
  for all to authenticated
  using (profile_id = (select public.my_profile_id()))
  with check (
    profile_id = (select public.my_profile_id())
    and questionnaire_id in (
      select q.id from public.questionnaires q where q.audience in ('all', (select public.my_profile_type()))
    )
  );
create policy "questionnaire_responses: admin reads" on public.questionnaire_responses
  for select to authenticated
  using ((select public.is_admin()));
