-- The legal pages take the operator's details from the server's configuration (OPERATOR_* variables,
-- see packages/api/src/legal/operator.ts): each « [À compléter …] » of their texts becomes a
-- `{{exploitant:<key>}}` the server fills in when it serves the page (« [À compléter : … (VARIABLE)] »
-- while a detail is not set). The two operator notes that are not details go: the platform deletes
-- no inactive account, and the accessibility statement already says no audit took place yet.

create function public.legal_page_tokens(p_body text)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  placeholder record;
  result text := p_body;
begin
  for placeholder in
    select * from (values
    ('Les mentions entre crochets sont à compléter par l''exploitant de ce site.', '{{exploitant:a-completer}}'),
    ('[À compléter : dénomination sociale de l''exploitant]', '{{exploitant:denomination}}'),
    ('[À compléter : par exemple SAS au capital de … euros]', '{{exploitant:forme}}'),
    ('[À compléter : adresse postale complète]', '{{exploitant:siege}}'),
    ('[À compléter : RCS de … n° …, SIRET à 14 chiffres]', '{{exploitant:immatriculation}}'),
    ('Numéro de TVA intracommunautaire : [À compléter]', 'Numéro de TVA intracommunautaire : {{exploitant:tva}}'),
    ('Téléphone : [À compléter]', 'Téléphone : {{exploitant:telephone}}'),
    ('Adresse électronique : [À compléter]', 'Adresse électronique : {{exploitant:email}}'),
    ('[À compléter : prénom, nom et fonction du représentant légal de l''exploitant]', '{{exploitant:directeur}}'),
    ('[À compléter : nom ou dénomination sociale, adresse et numéro de téléphone de l''hébergeur du serveur]', '{{exploitant:hebergeur}}'),
    ('[À compléter : par exemple Supabase, Inc., avec la région d''hébergement choisie, ou l''hébergeur du serveur lorsque la base de données est installée sur le même serveur]', '{{exploitant:hebergeur-donnees}}'),
    ('[À compléter : nom et pays de l''hébergeur]', '{{exploitant:hebergeur}}'),
    ('[À compléter : par exemple Supabase, Inc., et la région d''hébergement choisie]', '{{exploitant:hebergeur-donnees}}'),
    ('[À compléter : nom et pays du prestataire d''envoi]', '{{exploitant:envoi-emails}}'),
    ('[À compléter : nom et pays du prestataire de transcription]', '{{exploitant:transcription}}'),
    ('[À compléter : nom, site internet et adresse du médiateur]', '{{exploitant:mediateur}}'),
    ('[À compléter : nom et adresse de contact, le cas échéant]', '{{exploitant:dpo}}'),
    (' [À compléter par l''exploitant s''il supprime les comptes inactifs : durée d''inactivité et avertissement préalable par e-mail ; la plateforme ne le fait pas d''elle-même.]', ''),
    (' [À compléter par l''exploitant : date et résultat de l''audit lorsqu''il aura eu lieu.]', '')
    ) as t (text, key)
  loop
    result := replace(result, placeholder.text, placeholder.key);
  end loop;
  return result;
end
$$;
revoke execute on function public.legal_page_tokens(text) from public, anon, authenticated;

-- Fresh installations: the seed inserts what public.legal_page_texts() returns, now with the keys.
alter function public.legal_page_texts() rename to legal_page_texts_with_placeholders;
create function public.legal_page_texts()
returns table (slug text, title text, body text)
language sql immutable
set search_path = ''
as $$
  select legal.slug, legal.title, public.legal_page_tokens(legal.body)
    from public.legal_page_texts_with_placeholders() legal
$$;
revoke execute on function public.legal_page_texts() from public, anon, authenticated;

-- Existing installations: every page still holding the placeholders takes the keys (an edited page
-- too: only the placeholders change).
update public.pages set body = public.legal_page_tokens(body) where body like '%[À compléter%';
