-- Recruiters write their offers themselves (drafts, publication, closing): what the offer form asks
-- for beyond the first table. The search document stays as it was (title, skills, description,
-- city): a start date is no search word, and nice-to-have skills already feed the skill keys.

alter table public.jobs
  -- When the hire should start; null means "as soon as possible". Bounded so a typo (year 20026)
  -- is refused rather than published.
  add column start_date date constraint jobs_start_date_range check (start_date between date '2000-01-01' and date '2100-12-31');

-- `select *` was expanded when the view was made: it is made again to show the new column.
create or replace view public.published_jobs as
  select * from public.jobs where status = 'published';

-- The recruiter's list: their offers, newest change first.
create index jobs_company_updated_idx on public.jobs (company_id, updated_at desc);
