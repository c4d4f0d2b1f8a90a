-- A pre-registration no longer mails its invitation: anyone can type any address in the form, so
-- the invitation to sign up goes out only once an administrator approves the pre-registration
-- (`POST /api/admin/pre-registrations/:id/approve`, which sets invited_at). Submitting records or
-- refreshes the row and says whether it is new (the administrators are told once); `invite` stays
-- in the answer, always false.
create or replace function public.submit_pre_registration(registration jsonb)
returns table (id uuid, created boolean, invite boolean)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  existing public.pre_registrations;
begin
  -- One sender at a time per address and SIRET: two identical requests at once make one row.
  perform pg_advisory_xact_lock(hashtextextended(lower(registration ->> 'email') || '/' || (registration ->> 'siret'), 0));
  select * into existing from public.pre_registrations p
  where lower(p.email) = lower(registration ->> 'email') and p.siret = registration ->> 'siret'
  order by p.created_at desc
  limit 1
  for update;
  if found then
    update public.pre_registrations p
    set company_name = registration ->> 'company_name',
        sector = registration ->> 'sector',
        size = registration ->> 'size',
        address = registration ->> 'address',
        city = registration ->> 'city',
        postal_code = registration ->> 'postal_code',
        lat = (registration ->> 'lat')::double precision,
        lng = (registration ->> 'lng')::double precision,
        contact_name = registration ->> 'contact_name',
        phone = registration ->> 'phone',
        consent_at = now(),
        updated_at = now()
    where p.id = existing.id;
    return query select existing.id, false, false;
    return;
  end if;
  return query
    insert into public.pre_registrations as p (company_name, siret, sector, size, address, city, postal_code, lat,
                                                lng, contact_name, email, phone, consent_at)
    values (registration ->> 'company_name', registration ->> 'siret', registration ->> 'sector',
            registration ->> 'size', registration ->> 'address', registration ->> 'city',
            registration ->> 'postal_code', (registration ->> 'lat')::double precision,
            (registration ->> 'lng')::double precision, registration ->> 'contact_name',
            registration ->> 'email', registration ->> 'phone', now())
    returning p.id, true, false;
end;
$$;
revoke execute on function public.submit_pre_registration(jsonb) from public, anon, authenticated;
