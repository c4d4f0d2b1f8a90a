-- A trade (ROME family, France Travail — ROME, Licence Ouverte) may now be chosen by its owner: the
-- recruiter for an offer, the candidate for their target trade. Until then the product API keeps
-- working it out from the title (`romeCodeOf`); once chosen, a later change of title no longer
-- replaces it. `rome_code_chosen` says which: false while the code is the classifier's (or none).
-- The policies are unchanged: the columns are written by the same rows' owners as before.

alter table public.jobs
  add column rome_code_chosen boolean not null default false;

alter table public.candidate_infos
  add column rome_code_chosen boolean not null default false;

-- `select *` was expanded when the view was made: it is made again to show the new column.
create or replace view public.published_jobs as
  select * from public.jobs where status = 'published';
