-- Company pre-registration (/pre-inscription) and the recruiter's onboarding: what the form asks
-- beyond the first version (sector, size, address, consent), how a second sending is recognised,
-- whether a company already has an account (a yes or no, nothing more), the person the company's
-- account speaks for, and the recruiter and culture questionnaires as they are now asked.

alter table public.pre_registrations
  -- A NAF rév. 2 sub-class (« 62.01Z »).
  add column sector text check (sector ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$'),
  add column size text check (size in ('1-9', '10-49', '50-249', '250-999', '1000+')),
  add column address text check (char_length(address) <= 300),
  add column city text check (char_length(city) <= 200),
  add column postal_code text check (postal_code ~ '^[0-9]{5}$'),
  add column lat double precision check (lat between -90 and 90),
  add column lng double precision check (lng between -180 and 180),
  -- When the person accepted the privacy policy; null for rows written before it was asked.
  add column consent_at timestamptz,
  -- When the invitation to sign up was last sent: a replay within the hour sends nothing.
  add column invited_at timestamptz,
  add column updated_at timestamptz not null default now();

-- The sign-up is linked to its pre-registration by the (confirmed) address it was made with.
create index pre_registrations_email_idx on public.pre_registrations (lower(email), created_at desc);

-- Visitors who write through the REST API may fill the new fields of the form too (not the dates).
grant insert (sector, size, address, city, postal_code, lat, lng) on public.pre_registrations to anon, authenticated;

-- The person who speaks for the company's account, as the recruiter questionnaire asks them.
alter table public.companies
  add column contact_name text check (char_length(btrim(contact_name)) between 1 and 200),
  add column contact_role text check (char_length(btrim(contact_role)) between 1 and 200),
  add column contact_phone text check (contact_phone ~ '^\+?[0-9 .()-]{6,25}$'),
  add column naf_code text check (naf_code ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$');

-- « Entreprise déjà enregistrée »: whether a company with this SIRET, or another establishment of
-- the same SIREN, has an account. SECURITY DEFINER because companies are private to their owner;
-- it answers a boolean and nothing of the company.
create or replace function public.company_account_exists(siret text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.companies c
    where c.siret = company_account_exists.siret or c.siren = left(company_account_exists.siret, 9)
  )
$$;
revoke execute on function public.company_account_exists(text) from public;
grant execute on function public.company_account_exists(text) to anon, authenticated;

-- Records a pre-registration, or refreshes the one the same person already sent for the same SIRET.
-- Answers whether it is new (the administrators are told once) and whether to send the invitation
-- (not again within the hour, so replaying the form cannot flood anyone's mailbox). Called by the
-- product API only, which sends those e-mails in the same transaction.
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
        updated_at = now(),
        invited_at = case when p.invited_at is null or p.invited_at < now() - interval '1 hour'
                          then now() else p.invited_at end
    where p.id = existing.id;
    return query select existing.id, false,
      existing.invited_at is null or existing.invited_at < now() - interval '1 hour';
    return;
  end if;
  return query
    insert into public.pre_registrations as p (company_name, siret, sector, size, address, city, postal_code, lat,
                                                lng, contact_name, email, phone, consent_at, invited_at)
    values (registration ->> 'company_name', registration ->> 'siret', registration ->> 'sector',
            registration ->> 'size', registration ->> 'address', registration ->> 'city',
            registration ->> 'postal_code', (registration ->> 'lat')::double precision,
            (registration ->> 'lng')::double precision, registration ->> 'contact_name',
            registration ->> 'email', registration ->> 'phone', now(), now())
    returning p.id, true, true;
end;
$$;
revoke execute on function public.submit_pre_registration(jsonb) from public, anon, authenticated;

-- The caller's own pre-registration, found by their address once it is confirmed (an unconfirmed
-- address proves nothing), so the recruiter questionnaire starts from what they already typed.
create or replace function public.my_pre_registration()
returns table (company_name text, siret text, sector text, size text, address text, city text, postal_code text,
               lat double precision, lng double precision, contact_name text, phone text)
language sql stable security definer
set search_path = ''
as $$
  select p.company_name, p.siret, p.sector, p.size, p.address, p.city, p.postal_code, p.lat, p.lng,
         p.contact_name, p.phone
  from public.pre_registrations p
  join auth.users u on lower(u.email) = lower(p.email)
  where u.id = (select auth.uid()) and u.email_confirmed_at is not null
  order by p.updated_at desc
  limit 1
$$;
revoke execute on function public.my_pre_registration() from public, anon;
grant execute on function public.my_pre_registration() to authenticated;

-- The recruiter questionnaire: the company (created with its name and SIRET on the first step),
-- its size and sector, the person and how to reach them, then its presentation.
update public.questionnaires
set questions = $json$[
     {"id": "companyName", "step": 1, "type": "short_text", "label": "Nom de l'entreprise", "required": true, "field": "companies.name"},
     {"id": "siret", "step": 1, "type": "short_text", "label": "Numéro SIRET", "placeholder": "14 chiffres", "help": "Il figure sur votre extrait Kbis ou sur l'annuaire des entreprises.", "required": true, "field": "companies.siret"},
     {"id": "address", "step": 1, "type": "short_text", "label": "Adresse", "placeholder": "12 rue de la Paix", "required": false, "field": "companies.address"},
     {"id": "city", "step": 1, "type": "city", "label": "Ville", "required": true, "field": "companies.city"},
     {"id": "size", "step": 2, "type": "single_choice", "label": "Effectif", "required": true, "field": "companies.size",
      "options": [{"value": "1-9", "label": "1 à 9 salariés"}, {"value": "10-49", "label": "10 à 49 salariés"}, {"value": "50-249", "label": "50 à 249 salariés"}, {"value": "250-999", "label": "250 à 999 salariés"}, {"value": "1000+", "label": "1 000 salariés et plus"}]},
     {"id": "sector", "step": 2, "type": "single_choice", "label": "Secteur d'activité", "required": true, "field": "companies.sector",
      "options": [{"value": "Numérique", "label": "Numérique"}, {"value": "Industrie", "label": "Industrie"}, {"value": "Commerce", "label": "Commerce et distribution"}, {"value": "Santé", "label": "Santé et social"}, {"value": "Finance", "label": "Banque, assurance et finance"}, {"value": "Conseil", "label": "Conseil et services aux entreprises"}, {"value": "Transport", "label": "Transport et logistique"}, {"value": "BTP", "label": "Bâtiment et travaux publics"}, {"value": "Hôtellerie", "label": "Hôtellerie et restauration"}, {"value": "Énergie", "label": "Énergie et environnement"}, {"value": "Éducation", "label": "Éducation et formation"}, {"value": "Autre", "label": "Autre secteur"}]},
     {"id": "contactName", "step": 3, "type": "short_text", "label": "Votre nom et prénom", "required": true, "field": "companies.contact_name"},
     {"id": "contactRole", "step": 3, "type": "short_text", "label": "Votre fonction dans l'entreprise", "placeholder": "Responsable RH, dirigeante, office manager…", "required": true, "field": "companies.contact_role"},
     {"id": "contactPhone", "step": 3, "type": "short_text", "label": "Votre téléphone", "placeholder": "06 12 34 56 78", "help": "Un numéro français : 0X XX XX XX XX ou +33…", "required": true, "field": "companies.contact_phone"},
     {"id": "description", "step": 4, "type": "rich_text", "label": "Présentez votre entreprise", "help": "Votre activité, vos équipes, ce qui vous rend unique. Vous pourrez aussi partir d'un brouillon rédigé d'après le questionnaire « Analyse de votre entreprise ».", "required": false, "field": "companies.description"}
   ]$json$::jsonb
where slug = 'recruiter';

-- The culture questionnaire (« Analyse de votre entreprise »): ways of working, values, remote
-- policy, team, benefits and hiring process; every answer goes into companies.culture.
update public.questionnaires
set title = 'La culture de votre entreprise',
    questions = $json$[
     {"id": "management", "step": 1, "type": "single_choice", "label": "Comment décririez-vous votre management ?", "required": true, "field": "companies.culture",
      "options": [{"value": "autonomie", "label": "Autonomie et confiance"}, {"value": "accompagnement", "label": "Accompagnement au quotidien"}, {"value": "cadre", "label": "Objectifs et cadre clairs"}, {"value": "collectif", "label": "Décisions prises collectivement"}]},
     {"id": "pace", "step": 1, "type": "single_choice", "label": "Quel est le rythme de travail ?", "required": true, "field": "companies.culture",
      "options": [{"value": "soutenu", "label": "Soutenu, avec des pics d'activité"}, {"value": "regulier", "label": "Régulier et prévisible"}, {"value": "projet", "label": "Rythmé par les projets"}]},
     {"id": "remotePolicy", "step": 1, "type": "single_choice", "label": "Quelle est votre politique de télétravail ?", "required": true, "field": "companies.culture",
      "options": [{"value": "aucun", "label": "Pas de télétravail"}, {"value": "partiel", "label": "Un à deux jours par semaine"}, {"value": "majoritaire", "label": "Télétravail majoritaire"}, {"value": "total", "label": "Entièrement à distance"}]},
     {"id": "values", "step": 2, "type": "multiple_choice", "label": "Quelles valeurs vous ressemblent le plus ?", "help": "Trois au plus.", "max": 3, "required": true, "field": "companies.culture",
      "options": [{"value": "bienveillance", "label": "Bienveillance"}, {"value": "exigence", "label": "Exigence"}, {"value": "innovation", "label": "Innovation"}, {"value": "transparence", "label": "Transparence"}, {"value": "rse", "label": "Responsabilité sociale et environnementale"}, {"value": "equipe", "label": "Esprit d'équipe"}, {"value": "client", "label": "Sens du client"}]},
     {"id": "training", "step": 2, "type": "scale", "label": "Quelle place donnez-vous à la formation ?", "help": "De 1 (peu) à 5 (essentielle).", "min": 1, "max": 5, "required": true, "field": "companies.culture"},
     {"id": "teamSize", "step": 3, "type": "single_choice", "label": "Quelle est la taille d'une équipe type ?", "required": true, "field": "companies.culture",
      "options": [{"value": "1-5", "label": "1 à 5 personnes"}, {"value": "6-15", "label": "6 à 15 personnes"}, {"value": "16+", "label": "Plus de 15 personnes"}]},
     {"id": "team", "step": 3, "type": "long_text", "label": "Présentez l'équipe qu'une nouvelle recrue rejoindra", "placeholder": "Ses métiers, son ambiance, ses rituels…", "required": false, "field": "companies.culture"},
     {"id": "benefits", "step": 4, "type": "multiple_choice", "label": "Quels avantages proposez-vous ?", "required": false, "field": "companies.culture",
      "options": [{"value": "mutuelle", "label": "Mutuelle prise en charge"}, {"value": "tickets", "label": "Titres-restaurant"}, {"value": "interessement", "label": "Intéressement ou participation"}, {"value": "horaires", "label": "Horaires flexibles"}, {"value": "rtt", "label": "Jours de RTT"}, {"value": "transport", "label": "Transports ou mobilité durable pris en charge"}, {"value": "formation", "label": "Budget formation"}, {"value": "sport", "label": "Sport et bien-être"}]},
     {"id": "onboarding", "step": 5, "type": "single_choice", "label": "Comment accueillez-vous un nouvel arrivant ?", "required": true, "field": "companies.culture",
      "options": [{"value": "parrain", "label": "Un parrain ou une marraine l'accompagne"}, {"value": "parcours", "label": "Un parcours d'intégration structuré"}, {"value": "terrain", "label": "Directement sur le terrain, avec l'équipe"}]},
     {"id": "hiringProcess", "step": 5, "type": "single_choice", "label": "Comment se déroule votre recrutement ?", "required": true, "field": "companies.culture",
      "options": [{"value": "un", "label": "Un entretien"}, {"value": "deux", "label": "Deux entretiens"}, {"value": "cas", "label": "Des entretiens et une mise en situation"}]},
     {"id": "unique", "step": 5, "type": "long_text", "label": "Qu'est-ce qui rend votre entreprise unique ?", "required": false, "field": "companies.culture"}
   ]$json$::jsonb
where slug = 'companyAnalyzer';
