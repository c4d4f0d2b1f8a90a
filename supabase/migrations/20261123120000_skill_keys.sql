-- Skill keys that keep skills apart: "C", "C++" and "C#" were one key ("c"); a language written
-- with its level ("Anglais (courant)", "Anglais - C1") did not meet the same language without it.
-- `skillKey` in @fuse/features/matching spells keys exactly so (tests/server/schema/skill-key.test.ts
-- compares the two on the database). The level stays readable in the entry itself; only the key
-- leaves it out.
create or replace function public.skill_key(skill text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(
    replace(
      replace(
        regexp_replace(
          lower(public.immutable_unaccent(skill)),
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

-- Stored keys were computed with the old spelling: writing each row again recomputes them.
update public.jobs set skills = skills where skills <> '{}' or nice_to_have_skills <> '{}';
update public.candidate_infos set skills = skills where skills <> '{}';
