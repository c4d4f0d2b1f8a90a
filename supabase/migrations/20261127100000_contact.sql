-- The contact form (/contact): when the sender accepted that what they wrote be used to answer them.

-- Null for the messages written before the form asked for consent.
alter table public.contact_messages add column consent_at timestamptz;
-- Set by the database when the message is written, never by the sender: visitors keep inserting the
-- form's columns only (name, email, subject, message, 20261121170000_public_forms.sql), so no one
-- can date a consent. The API writes with the visitor's own rights and refuses a message whose
-- consent box is not checked.
alter table public.contact_messages alter column consent_at set default now();
