-- Job families (France Travail — ROME, Licence Ouverte): an offer and a candidate's target trade
-- each carry the ROME code of their title (M1805 for "Développeuse web" as for "Développeur
-- full-stack"), so that offers and candidates of one trade can be grouped and compared whatever
-- their wording. The code is worked out by the product API from the title (`romeCodeOf` in
-- @fuse/features/rome) wherever it writes one; null when no ROME title is close.

-- Offers ------------------------------------------------------------------------------------------------
alter table public.jobs
  add column rome_code text constraint jobs_rome_code_format check (rome_code ~ '^[A-Z][0-9]{4}$');

-- The published offers of a family (same-family suggestions, counts by family).
create index jobs_rome_code_idx on public.jobs (rome_code) where status = 'published' and rome_code is not null;

-- `select *` was expanded when the view was made: it is made again to show the new column.
create or replace view public.published_jobs as
  select * from public.jobs where status = 'published';

-- Candidates -------------------------------------------------------------------------------------------
-- The trade a candidate is looking for, in their words ("Développeuse web"), beside the headline
-- that introduces them; bounded as the API's form is (200 characters, like the headline).
alter table public.candidate_infos
  add column target_title text constraint candidate_infos_target_title_length check (char_length(target_title) <= 200),
  add column rome_code text constraint candidate_infos_rome_code_format check (rome_code ~ '^[A-Z][0-9]{4}$');

-- The visible candidates of a family, as a recruiter's offer looks for them.
create index candidate_infos_rome_code_idx on public.candidate_infos (rome_code) where card_visible and rome_code is not null;
