-- The public forms (the contact form, the company pre-registration) are written by the server alone,
-- once its per-address limit and the form's rules have passed. Visitors and signed-in users could
-- insert the forms' columns themselves, and through the REST API that skipped both: forty messages
-- in two seconds where the form takes five an hour, 190 rows of 5 000 characters in one request.
-- /api/contact and /api/pre-registrations (submit_pre_registration) write as the database owner; no
-- API role inserts into these tables any more. Administrators still read and handle them.
drop policy "contact_messages: anyone writes" on public.contact_messages;
drop policy "pre_registrations: anyone writes" on public.pre_registrations;
-- Revoking a table's privilege revokes the same privilege on each of its columns.
revoke insert on public.contact_messages, public.pre_registrations from anon, authenticated;
