-- An offer's public page (/offres/{slug}-{id}) tells an offer that is gone (closed, or deleted after
-- it was published) from one that never was public: the first answers 410 with similar open offers,
-- the second 404. A published offer leaves no row when its company's account is deleted (the cascade
-- from companies): its id, title and trade are kept here. Nothing else of it, nothing of the company.
create table public.removed_jobs (
  id uuid primary key,
  title text not null check (char_length(title) <= 500),
  rome_code text,
  removed_at timestamptz not null default now()
);

-- Read only through public.offer_gone below: no role reads or writes the table itself.
alter table public.removed_jobs enable row level security;
revoke all on public.removed_jobs from anon, authenticated;

create or replace function public.remember_removed_job()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A draft was never public: nothing to remember.
  if old.published_at is not null then
    insert into public.removed_jobs (id, title, rome_code)
    values (old.id, left(old.title, 500), old.rome_code)
    on conflict (id) do nothing;
  end if;
  return old;
end;
$$;
revoke all on function public.remember_removed_job() from public, anon, authenticated;

create trigger jobs_remember_removed
  after delete on public.jobs
  for each row execute function public.remember_removed_job();

-- The title and trade of an offer that was public and is no longer (closed, or deleted), else
-- nothing: a draft, an open offer or an unknown id answer no row. What it tells was public already.
create or replace function public.offer_gone(p_id uuid)
returns table (title text, rome_code text)
language sql stable security definer
set search_path = ''
as $$
  select j.title, j.rome_code from public.jobs j
  where j.id = p_id and j.status = 'closed' and j.published_at is not null
  union all
  select r.title, r.rome_code from public.removed_jobs r
  where r.id = p_id and not exists (select from public.jobs j where j.id = p_id)
  limit 1;
$$;
revoke all on function public.offer_gone(uuid) from public;
grant execute on function public.offer_gone(uuid) to anon, authenticated;
