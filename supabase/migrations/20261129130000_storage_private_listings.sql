-- Avatars and company logos are shown by their public URL (Supabase Storage serves a public bucket's
-- objects by path without reading any policy); no one needs to list them. A SELECT policy open to
-- anyone let a visitor list those buckets, and so read every user's folder name: their user id.
-- Now a signed-in user reads (lists, replaces with upsert) only the pictures of their own folder,
-- and a visitor none; the public URLs keep working.
drop policy "storage: anyone reads avatars and company logos" on storage.objects;

create policy "storage: a user reads their own avatars and company logos" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('avatars', 'company-logos')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
