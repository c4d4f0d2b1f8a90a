-- FAQ categories: the public FAQ groups its questions by category, in an order administrators set.
-- A question without a category shows under « Autres questions ».

create table public.faq_categories (
  id uuid primary key default gen_random_uuid(),
  label text not null unique check (char_length(btrim(label)) between 1 and 80),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faq_categories_order_idx on public.faq_categories (position, label);
create trigger faq_categories_updated_at before update on public.faq_categories
  for each row execute function public.set_updated_at();
alter table public.faq_categories enable row level security;
revoke truncate, references, trigger on public.faq_categories from anon, authenticated;

create policy "faq_categories: public" on public.faq_categories
  for select to anon, authenticated
  using (true);
create policy "faq_categories: admin manages" on public.faq_categories
  for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- A category in use cannot be deleted: its questions are moved or deleted first.
alter table public.faq_items
  add column category_id uuid references public.faq_categories (id) on delete restrict;
create index faq_items_category_id_idx on public.faq_items (category_id);

insert into public.faq_categories (label, position)
values ('Découvrir Fuse', 1), ('Candidats', 2), ('Recruteurs', 3), ('Compte et données', 4)
on conflict (label) do nothing;

-- The questions an installation started with (supabase/seed.sql), each in its category.
update public.faq_items f
set category_id = c.id
from (values
  ('Qu''est-ce que Fuse ?', 'Découvrir Fuse'),
  ('Comment fonctionne le matching ?', 'Découvrir Fuse'),
  ('Comment le salaire net est-il estimé ?', 'Découvrir Fuse'),
  ('L''inscription est-elle gratuite pour les candidats ?', 'Candidats'),
  ('Qui peut voir mes coordonnées ?', 'Candidats'),
  ('Comment rendre ma MaFuseCard publique ?', 'Candidats'),
  ('Que fait l''analyse de CV ?', 'Candidats'),
  ('L''analyse de ma présentation vocale juge-t-elle ma personnalité ?', 'Candidats'),
  ('Comment publier une offre d''emploi ?', 'Recruteurs'),
  ('Mon entreprise est déjà enregistrée : que faire ?', 'Recruteurs'),
  ('Comment supprimer mon compte ?', 'Compte et données')
) as seeded (question, label)
join public.faq_categories c on c.label = seeded.label
where f.question = seeded.question and f.category_id is null;
