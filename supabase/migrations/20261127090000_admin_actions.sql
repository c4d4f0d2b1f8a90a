-- What administrators did: every change to editorial content (news, FAQ, pages, questionnaires),
-- whatever the path (the API or REST), and the other admin actions the server records (inboxes,
-- account deletions). Who, what, when; nobody edits or deletes it.

create table public.admin_actions (
  id bigint generated always as identity primary key,
  -- No foreign key: the record outlives the administrator's account.
  actor_profile_id uuid,
  actor_email text,
  -- insert | update | delete for content; a verb of the server's for the rest (handle, reply, approve…).
  action text not null check (action ~ '^[a-z_]{1,40}$'),
  -- The table or domain acted upon: news, faq_items, faq_categories, pages, questionnaires,
  -- contact_messages, pre_registrations, users.
  entity text not null check (entity ~ '^[a-z_]{1,40}$'),
  entity_id text check (char_length(entity_id) <= 80),
  -- A human label of the target at the time (a title, a question, an address).
  summary text not null default '' check (char_length(summary) <= 300),
  -- Columns changed, or the action's own facts.
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  at timestamptz not null default now()
);
create index admin_actions_at_idx on public.admin_actions (at desc);
create index admin_actions_entity_idx on public.admin_actions (entity, entity_id);
alter table public.admin_actions enable row level security;
revoke insert, update, delete, truncate, references, trigger on public.admin_actions from anon, authenticated;

create policy "admin_actions: admin reads" on public.admin_actions
  for select to authenticated
  using ((select public.is_admin()));

create or replace function public.admin_actions_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Le journal des actions d''administration ne se modifie pas.' using errcode = '42501';
end;
$$;
create trigger admin_actions_immutable before update or delete on public.admin_actions
  for each row execute function public.admin_actions_immutable();

-- Records an action the server performed for an administrator (the caller must be one).
create or replace function public.record_admin_action(
  p_action text, p_entity text, p_entity_id text, p_summary text, p_details jsonb default '{}'::jsonb
) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Action réservée aux administrateurs.' using errcode = '42501';
  end if;
  insert into public.admin_actions (actor_profile_id, actor_email, action, entity, entity_id, summary, details)
  values (
    public.my_profile_id(),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    p_action, p_entity, p_entity_id, left(coalesce(p_summary, ''), 300), coalesce(p_details, '{}'::jsonb)
  );
end;
$$;
revoke execute on function public.record_admin_action(text, text, text, text, jsonb) from public, anon;
grant execute on function public.record_admin_action(text, text, text, text, jsonb) to authenticated;

-- Any signed-in change to editorial content is an administrator's (RLS lets no one else write it):
-- recorded with the columns it changed. The seed and migrations run without a user: not recorded.
create or replace function public.audit_content_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  row_after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  row_before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  target jsonb := coalesce(row_after, row_before);
  changed text[];
begin
  if (select auth.uid()) is null then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(key order by key), '{}') into changed
    from jsonb_each(row_after) after_value
    where key <> 'updated_at' and after_value.value is distinct from row_before -> key;
    if cardinality(changed) = 0 then
      return null;
    end if;
  end if;
  insert into public.admin_actions (actor_profile_id, actor_email, action, entity, entity_id, summary, details)
  values (
    public.my_profile_id(),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    lower(tg_op),
    tg_table_name,
    target ->> 'id',
    left(coalesce(target ->> 'title', target ->> 'question', target ->> 'label', target ->> 'slug', ''), 300),
    case when tg_op = 'UPDATE' then jsonb_build_object('changed', to_jsonb(changed)) else '{}'::jsonb end
  );
  return null;
end;
$$;

create trigger news_audit after insert or update or delete on public.news
  for each row execute function public.audit_content_change();
create trigger faq_items_audit after insert or update or delete on public.faq_items
  for each row execute function public.audit_content_change();
create trigger faq_categories_audit after insert or update or delete on public.faq_categories
  for each row execute function public.audit_content_change();
create trigger pages_audit after insert or update or delete on public.pages
  for each row execute function public.audit_content_change();
create trigger questionnaires_audit after insert or update or delete on public.questionnaires
  for each row execute function public.audit_content_change();
