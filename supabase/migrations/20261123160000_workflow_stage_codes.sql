-- Workflow stages stored as codes, apart from the French labels people read (workflowStageLabels in
-- @fuse/features/vocabulary): new_match « Nouveau match », shortlisted « Présélection »,
-- interview « Entretien », offer « Offre », hired « Embauché », rejected « Refusé ».

alter table public.workflow_items
  drop constraint workflow_items_stage_check,
  drop constraint workflow_items_refusal_has_reason;
alter table public.workflow_events
  drop constraint workflow_events_from_stage_check,
  drop constraint workflow_events_to_stage_check;

-- Renaming a stage is not a move: no event, no new stage date, no notification.
alter table public.workflow_items disable trigger user;
update public.workflow_items set stage = case stage
  when 'Nouveau match' then 'new_match'
  when 'Présélection' then 'shortlisted'
  when 'Entretien' then 'interview'
  when 'Offre' then 'offer'
  when 'Embauché' then 'hired'
  when 'Refusé' then 'rejected'
  else stage
end;
alter table public.workflow_items enable trigger user;

alter table public.workflow_events disable trigger user;
update public.workflow_events set
  from_stage = case from_stage
    when 'Nouveau match' then 'new_match'
    when 'Présélection' then 'shortlisted'
    when 'Entretien' then 'interview'
    when 'Offre' then 'offer'
    when 'Embauché' then 'hired'
    when 'Refusé' then 'rejected'
    else from_stage
  end,
  to_stage = case to_stage
    when 'Nouveau match' then 'new_match'
    when 'Présélection' then 'shortlisted'
    when 'Entretien' then 'interview'
    when 'Offre' then 'offer'
    when 'Embauché' then 'hired'
    when 'Refusé' then 'rejected'
    else to_stage
  end;
alter table public.workflow_events enable trigger user;

alter table public.workflow_items
  alter column stage set default 'new_match',
  add constraint workflow_items_stage_check
    check (stage in ('new_match', 'shortlisted', 'interview', 'offer', 'hired', 'rejected')),
  add constraint workflow_items_refusal_has_reason
    check (stage <> 'rejected' or char_length(btrim(coalesce(refusal_reason, ''))) > 0);
alter table public.workflow_events
  add constraint workflow_events_from_stage_check
    check (from_stage in ('new_match', 'shortlisted', 'interview', 'offer', 'hired', 'rejected')),
  add constraint workflow_events_to_stage_check
    check (to_stage in ('new_match', 'shortlisted', 'interview', 'offer', 'hired', 'rejected'));

create or replace function public.workflow_items_track_stage() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A reason belongs to a refusal only: moving a card out of « Refusé » forgets it.
  if new.stage <> 'rejected' then
    new.refusal_reason := null;
  end if;
  if tg_op = 'UPDATE' and new.stage is distinct from old.stage then
    new.stage_changed_at := now();
  end if;
  return new;
end;
$$;
