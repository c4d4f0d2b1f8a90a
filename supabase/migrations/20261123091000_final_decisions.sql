-- A mutual like is final on every path. match_decisions_keep_mutual (20261121140000) refused a pass
-- once the match was confirmed, but not a DELETE: through the REST API, either side could withdraw
-- its like and leave a confirmed match, its workflow card and the unlocked contact details standing
-- without it. Nor did anything stop an UPDATE from moving a decision to another candidate or offer,
-- which no trigger would see as a new like.
--
-- Now:
-- - a decision stays on its pair (candidate, offer, side): changing one of them is refused always;
-- - once the pair's match is mutual, neither side may change its decision or delete it;
-- - before that, each side still changes its mind freely, and may undo a decision (delete it), as
--   the product API allows (it writes like or pass at will until the match is confirmed).
-- Deletions that come with the offer or the candidate (an erased account, a deleted offer) take the
-- match and its decisions together and stay allowed: the row the decision hangs on is already gone.
create or replace function public.match_decisions_final_once_mutual() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (new.candidate_id, new.job_id, new.side) is distinct from (old.candidate_id, old.job_id, old.side)
  then
    raise exception 'Une décision porte sur un candidat et une offre : elle ne peut pas changer de candidat ni d''offre.'
      using errcode = '23514';
  end if;
  if tg_op = 'DELETE' and (
    not exists (select 1 from public.jobs j where j.id = old.job_id)
    or not exists (select 1 from public.candidate_infos c where c.profile_id = old.candidate_id)
  ) then
    return old;
  end if;
  if (tg_op = 'DELETE' or new.decision is distinct from old.decision) and exists (
    select 1 from public.matches m
    where m.candidate_id = old.candidate_id and m.job_id = old.job_id and m.mutual_at is not null
  ) then
    raise exception 'Le match est confirmé : la décision ne peut plus être changée.' using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger match_decisions_final_once_mutual before update or delete on public.match_decisions
  for each row execute function public.match_decisions_final_once_mutual();
