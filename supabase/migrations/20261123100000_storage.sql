-- The product's files in Supabase Storage: four buckets, their limits, and who reads and writes what.
-- Every file lives under its owner's folder, `<user id>/…` (the first folder of its name is the
-- auth.uid() of the user who wrote it); the policies read that folder with storage.foldername().
--
--   avatars        public   2 Mo   PNG, JPEG, WebP, AVIF, GIF   (no SVG: it can carry scripts)
--   company-logos  public   2 Mo   the same
--   cvs            private 10 Mo   PDF, DOCX
--   voice          private 20 Mo   WebM, Ogg, MP4, MPEG and WAV audio
--
-- Public buckets are served to anyone by their public URL (no policy involved); listing them and
-- every write still go through the policies below. A CV or a voice presentation is read by its owner,
-- by the recruiters with a mutual match between that candidate and one of their offers, and by admins.
-- Runs on hosted Supabase (storage schema provided) and on the embedded stand-in (created by its
-- bootstrap, packages/supabase-local/src/sql).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152,
    array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']),
  ('company-logos', 'company-logos', true, 2097152,
    array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']),
  ('cvs', 'cvs', false, 10485760,
    array['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('voice', 'voice', false, 20971520,
    array['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The user ids (as text, the way storage.foldername() returns them) of the candidates with a mutual
-- match on one of the caller's offers. SECURITY DEFINER: the storage policies ask it without the
-- caller reading matches, jobs or profiles themselves.
create or replace function public.my_matched_candidate_user_ids() returns setof text
language sql stable security definer
set search_path = ''
as $$
  select p.user_id::text
  from public.matches m
  join public.jobs j on j.id = m.job_id
  join public.profiles p on p.id = m.candidate_id
  where j.company_id = (select public.my_profile_id()) and m.mutual_at is not null
$$;
revoke execute on function public.my_matched_candidate_user_ids() from public, anon;
grant execute on function public.my_matched_candidate_user_ids() to authenticated;

-- Writing: each signed-in user in their own folder only, in the product's buckets.
create policy "storage: a user adds files to their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('avatars', 'company-logos', 'cvs', 'voice')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
create policy "storage: a user replaces files in their own folder" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('avatars', 'company-logos', 'cvs', 'voice')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  )
  with check (
    bucket_id in ('avatars', 'company-logos', 'cvs', 'voice')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
create policy "storage: a user deletes files in their own folder" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('avatars', 'company-logos', 'cvs', 'voice')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

-- Reading: pictures by anyone, CVs and voice presentations by their owner, their mutual matches'
-- recruiters and admins.
create policy "storage: anyone reads avatars and company logos" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('avatars', 'company-logos'));
create policy "storage: a candidate reads their CVs and voice presentations" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('cvs', 'voice')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
create policy "storage: a recruiter reads the CVs and voice presentations of their mutual matches" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('cvs', 'voice')
    and (storage.foldername(name))[1] in (select public.my_matched_candidate_user_ids())
  );
create policy "storage: admin reads CVs and voice presentations" on storage.objects
  for select to authenticated
  using (bucket_id in ('cvs', 'voice') and (select public.is_admin()));
