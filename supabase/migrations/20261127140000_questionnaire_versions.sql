-- A questionnaire in use keeps its answers readable after edits: answers are keyed by question id,
-- so every version of a questionnaire's questions is kept. Removing or relabelling a question in
-- the live version leaves the label its answers were given under in the history.

-- The live version's number; the database counts it, whoever writes the questions.
alter table public.questionnaires
  add column version integer not null default 1 check (version >= 1);

create table public.questionnaire_versions (
  questionnaire_id uuid not null references public.questionnaires (id) on delete cascade,
  version integer not null check (version >= 1),
  questions jsonb not null check (jsonb_typeof(questions) = 'array'),
  -- When these questions went live: an answer saved since then, and before the next version, was
  -- given to them.
  valid_from timestamptz not null default now(),
  -- The primary key's first column indexes the foreign key.
  primary key (questionnaire_id, version)
);
alter table public.questionnaire_versions enable row level security;
-- Written by the triggers below only, never changed: the history is what was asked.
revoke insert, update, delete, truncate, references, trigger on public.questionnaire_versions from anon, authenticated;

create policy "questionnaire_versions: admin reads" on public.questionnaire_versions
  for select to authenticated
  using ((select public.is_admin()));

-- A new questionnaire starts at version 1; new questions make the next version; other changes
-- (title, description) keep it. A `version` sent by a writer is ignored.
create or replace function public.questionnaire_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
  elsif new.questions is distinct from old.questions then
    new.version := old.version + 1;
  else
    new.version := old.version;
  end if;
  return new;
end;
$$;
revoke execute on function public.questionnaire_version() from public, anon, authenticated;

create trigger questionnaires_version before insert or update on public.questionnaires
  for each row execute function public.questionnaire_version();

-- Keeps each version's questions. SECURITY DEFINER: nobody else may write the history.
create or replace function public.snapshot_questionnaire_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.version <> old.version then
    insert into public.questionnaire_versions (questionnaire_id, version, questions)
    values (new.id, new.version, new.questions)
    on conflict (questionnaire_id, version) do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function public.snapshot_questionnaire_version() from public, anon, authenticated;

create trigger questionnaires_snapshot after insert or update on public.questionnaires
  for each row execute function public.snapshot_questionnaire_version();

-- The questionnaires already there: their questions today are their first known version.
insert into public.questionnaire_versions (questionnaire_id, version, questions, valid_from)
select id, version, questions, created_at from public.questionnaires
on conflict (questionnaire_id, version) do nothing;
