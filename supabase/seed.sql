-- Editorial content every installation starts with: FAQ, news, content pages and the three
-- questionnaires (candidate, recruiter, companyAnalyzer) as data. Applied by `supabase db reset`
-- (Supabase CLI) and by the server's first start in embedded mode; running it again changes nothing.
-- The demo companies, offers and candidates come from apps/platform/server/seed/ (generated).

-- FAQ -------------------------------------------------------------------------------------------------
insert into public.faq_items (question, answer, audience, position, category_id)
select question, answer, audience, position,
  (select c.id from public.faq_categories c where c.label = faq.category)
from (values
  ('Qu''est-ce que Fuse ?',
   $html$<p>Fuse met en relation candidats et recruteurs à partir de ce qui compte vraiment : compétences, envies, conditions de travail et culture d'entreprise. Chaque rapprochement est expliqué, critère par critère, aux deux parties.</p>$html$,
   'all', 1, 'Découvrir Fuse'),
  ('L''inscription est-elle gratuite pour les candidats ?',
   $html$<p>Oui. Créer votre profil, votre <strong>MaFuseCard</strong> et votre portrait, rechercher des offres et suivre vos candidatures ne vous coûte rien.</p>$html$,
   'candidate', 2, 'Candidats'),
  ('Comment fonctionne le matching ?',
   $html$<p>Pour chaque offre, Fuse calcule un score sur 100 à partir de six critères : compétences, distance (selon votre rayon de mobilité ou le télétravail), type de contrat, salaire, expérience et langues. Le détail du score s'affiche avec une phrase par critère.</p><p>Quand vous aimez une offre et que le recruteur aime votre profil, c'est un <strong>match</strong> : vos coordonnées lui sont alors communiquées et la candidature entre dans son processus de recrutement.</p>$html$,
   'all', 3, 'Découvrir Fuse'),
  ('Qui peut voir mes coordonnées ?',
   $html$<p>Personne, tant qu'il n'y a pas de match. Un recruteur ne voit vos nom, téléphone et adresse e-mail qu'après un intérêt réciproque sur l'une de ses offres. Votre MaFuseCard n'est publique que si vous l'avez choisi.</p>$html$,
   'candidate', 4, 'Candidats'),
  ('Comment rendre ma MaFuseCard publique ?',
   $html$<p>Dans <strong>MaFuseCard</strong>, activez la visibilité publique et choisissez l'adresse de votre carte. Vous pouvez la masquer à nouveau à tout moment.</p>$html$,
   'candidate', 5, 'Candidats'),
  ('Que fait l''analyse de CV ?',
   $html$<p>Déposez votre CV au format PDF ou Word : Fuse en extrait vos compétences, vos années d'expérience, vos langues et vos coordonnées. Vous relisez et corrigez chaque information avant de l'enregistrer.</p>$html$,
   'candidate', 6, 'Candidats'),
  ('L''analyse de ma présentation vocale juge-t-elle ma personnalité ?',
   $html$<p>Non. L'analyse porte uniquement sur le <strong>contenu</strong> de ce que vous dites (compétences, langues, clarté). Fuse n'infère jamais d'émotions ni de traits de personnalité : le règlement européen sur l'intelligence artificielle interdit la reconnaissance des émotions dans le cadre du travail.</p>$html$,
   'candidate', 7, 'Candidats'),
  ('Comment le salaire net est-il estimé ?',
   $html$<p>Le simulateur applique les règles officielles de calcul des cotisations sociales françaises au salaire brut annoncé. Le résultat est une <strong>estimation</strong> : votre net réel dépend de votre convention collective, de votre mutuelle et de votre taux de prélèvement à la source.</p>$html$,
   'all', 8, 'Découvrir Fuse'),
  ('Comment publier une offre d''emploi ?',
   $html$<p>Depuis votre tableau de bord recruteur, ouvrez <strong>Offres</strong> puis <strong>Ajouter une offre</strong>. Une offre enregistrée en brouillon n'est visible que par vous ; publiez-la pour qu'elle apparaisse dans les recherches et les matchs.</p>$html$,
   'recruiter', 9, 'Recruteurs'),
  ('Mon entreprise est déjà enregistrée : que faire ?',
   $html$<p>Un seul compte est ouvert par numéro SIRET. Si votre entreprise est déjà inscrite, rapprochez-vous de la personne qui gère le compte ou écrivez-nous depuis la page <a href="/contact">Contact</a>.</p>$html$,
   'recruiter', 10, 'Recruteurs'),
  ('Comment supprimer mon compte ?',
   $html$<p>Dans <strong>Mon Profil</strong>, choisissez <strong>Supprimer mon compte</strong>. Votre profil, vos réponses, vos matchs et votre historique sont effacés définitivement.</p>$html$,
   'all', 11, 'Compte et données')
) as faq (question, answer, audience, position, category)
where not exists (select 1 from public.faq_items);

-- News ------------------------------------------------------------------------------------------------
insert into public.news (slug, title, excerpt, body, audience, published_at)
values
  ('fuse-ouvre-ses-portes',
   'Fuse ouvre ses portes',
   'Une plateforme de recrutement où chaque rapprochement s''explique.',
   $html$<p>Fuse est ouvert aux candidats et aux recruteurs. Notre idée est simple : un bon recrutement commence par une rencontre qui a du sens des deux côtés.</p><p>Chaque match s'accompagne de son explication, critère par critère, et n'est confirmé que lorsque l'intérêt est <strong>réciproque</strong>.</p>$html$,
   'all', now() - interval '40 days'),
  ('analyse-de-cv',
   'Nouveau : l''analyse de CV',
   'Déposez votre CV, relisez, corrigez : votre profil est prêt en quelques minutes.',
   $html$<p>Plus besoin de tout ressaisir. Déposez votre CV au format PDF ou Word et Fuse en extrait vos compétences, votre expérience et vos langues.</p><ul><li>Vous gardez la main : rien n'est enregistré sans votre relecture.</li><li>Vous pouvez compléter votre profil à tout moment.</li></ul>$html$,
   'candidate', now() - interval '28 days'),
  ('simulateur-brut-net',
   'Du brut au net : un simulateur intégré',
   'Chaque offre affiche désormais une estimation de son salaire net.',
   $html$<p>Le salaire d'une offre est annoncé en brut annuel. Fuse calcule maintenant une <strong>estimation du net</strong> à partir des règles officielles de cotisations, directement sur chaque offre et dans le simulateur de salaire.</p>$html$,
   'all', now() - interval '21 days'),
  ('reussir-son-portrait',
   'Cinq conseils pour réussir votre portrait',
   'Votre portrait est la première chose qu''un recruteur lit après un match.',
   $html$<p>« Mon portrait » raconte ce que le CV ne dit pas. Quelques conseils :</p><ol><li>Commencez par ce qui vous motive.</li><li>Citez une réussite concrète.</li><li>Décrivez l'environnement où vous donnez le meilleur de vous-même.</li><li>Restez bref : dix lignes suffisent.</li><li>Relisez-vous à voix haute.</li></ol>$html$,
   'candidate', now() - interval '14 days'),
  ('publier-une-offre-efficace',
   'Recruteurs : publiez une offre qui attire les bons profils',
   'Compétences, fourchette de salaire, télétravail : ce qui fait matcher une offre.',
   $html$<p>Le matching de Fuse s'appuie sur les informations de vos offres. Plus elles sont précises, plus les candidats proposés sont pertinents :</p><ul><li>listez les compétences attendues, sans en ajouter par principe ;</li><li>indiquez une <strong>fourchette de salaire</strong> brute annuelle ;</li><li>précisez le mode de travail : sur site, hybride ou télétravail.</li></ul>$html$,
   'recruiter', now() - interval '9 days'),
  ('comprendre-votre-score',
   'Comprendre votre score de match',
   'Pourquoi 82 et pas 95 ? Le détail du score répond, critère par critère.',
   $html$<p>Le score de match va de 0 à 100. Il additionne la part de chaque critère : compétences, distance, contrat, salaire, expérience et langues. Pour chacun, une phrase explique ce qui a compté, et candidats comme recruteurs voient <strong>exactement la même explication</strong>.</p>$html$,
   'all', now() - interval '3 days')
on conflict (slug) do nothing;

-- Pages -----------------------------------------------------------------------------------------------
-- « À propos », and the legal pages, whose texts come from public.legal_page_texts() (migration
-- 20261127110000_legal_pages.sql, which also brings existing installations up to date).
insert into public.pages (slug, title, body, published)
values
  ('a-propos',
   'À propos de Fuse',
   $html$<p>Fuse est une plateforme française de recrutement qui rapproche candidats et entreprises à partir des compétences, des conditions de travail et de la culture de chacun.</p><p>Nos principes : des matchs expliqués, un intérêt réciproque avant tout échange de coordonnées, et des analyses qui portent sur ce que vous dites, jamais sur qui vous êtes.</p>$html$,
   true)
on conflict (slug) do nothing;

insert into public.pages (slug, title, body, published)
select legal.slug, legal.title, legal.body, true
  from public.legal_page_texts() legal
 where public.public_slug_owner(legal.slug) is null;

-- Questionnaires --------------------------------------------------------------------------------------
-- Each question: id, step, type (single_choice, multiple_choice, short_text, long_text, rich_text,
-- number, scale, city, tags, photo, job_title, salary, languages), label, required, and as needed
-- help, placeholder, options [{value, label}] or `vocabulary` (the name of one of the product's
-- vocabularies, whose codes and labels the server serves as the options), min, max, and `field`: the
-- column its answer fills ("table.column").
insert into public.questionnaires (slug, title, description, audience, questions)
values
  ('candidate',
   'Votre profil candidat',
   'Quelques questions pour vous proposer les offres qui vous correspondent vraiment.',
   'candidate',
   $json$[
     {"id": "firstName", "step": 1, "type": "short_text", "label": "Votre prénom", "required": true, "field": "candidate_infos.first_name"},
     {"id": "lastName", "step": 1, "type": "short_text", "label": "Votre nom", "required": true, "field": "candidate_infos.last_name"},
     {"id": "photo", "step": 1, "type": "photo", "label": "Votre photo", "help": "Facultative : sans photo, vos initiales s'affichent. PNG, JPEG ou WebP, 2 Mo au plus.", "required": false, "field": "candidate_infos.avatar_url"},
     {"id": "targetTitle", "step": 2, "type": "job_title", "label": "Le métier que vous recherchez", "help": "Choisissez un intitulé proposé (répertoire ROME de France Travail) ou écrivez le vôtre.", "required": true, "field": "candidate_infos.target_title"},
     {"id": "headline", "step": 2, "type": "short_text", "label": "Votre titre sur MaFuseCard", "placeholder": "Développeuse full-stack, comptable, infirmier…", "required": true, "field": "candidate_infos.headline"},
     {"id": "city", "step": 3, "type": "city", "label": "Votre ville", "required": true, "field": "candidate_infos.city"},
     {"id": "mobility", "step": 3, "type": "single_choice", "label": "Jusqu'où êtes-vous prêt·e à vous déplacer ?", "required": true, "field": "candidate_infos.mobility_radius_km", "options": [{"value": "10", "label": "10 km"}, {"value": "30", "label": "30 km"}, {"value": "50", "label": "50 km"}, {"value": "100", "label": "100 km"}, {"value": "1000", "label": "Partout en France"}]},
     {"id": "contractTypes", "step": 4, "type": "multiple_choice", "label": "Quels contrats vous intéressent ?", "required": true, "field": "candidate_infos.contract_types", "vocabulary": "contractTypes"},
     {"id": "remote", "step": 4, "type": "single_choice", "label": "Comment souhaitez-vous travailler ?", "required": true, "field": "candidate_infos.remote_preference", "vocabulary": "remotePreferences"},
     {"id": "salary", "step": 5, "type": "salary", "label": "Salaire annuel brut souhaité (en euros)", "help": "L'estimation nette s'affiche à côté.", "min": 0, "max": 300000, "required": false, "field": "candidate_infos.salary_expectation"},
     {"id": "experience", "step": 5, "type": "number", "label": "Années d'expérience dans ce métier", "min": 0, "max": 60, "required": true, "field": "candidate_infos.experience_years"},
     {"id": "skills", "step": 6, "type": "tags", "label": "Vos compétences principales", "help": "Dix au plus, par ordre d'importance.", "max": 10, "required": true, "field": "candidate_infos.skills"},
     {"id": "languages", "step": 6, "type": "languages", "label": "Les langues que vous parlez, avec votre niveau", "required": true, "field": "candidate_infos.languages"},
     {"id": "motivation", "step": 7, "type": "long_text", "label": "Qu'est-ce qui vous motive dans votre travail ?", "required": false},
     {"id": "achievement", "step": 7, "type": "long_text", "label": "Racontez une réussite dont vous êtes fier·ère", "required": false},
     {"id": "environment", "step": 7, "type": "single_choice", "label": "Dans quel environnement donnez-vous le meilleur de vous-même ?", "required": false, "options": [{"value": "startup", "label": "Une petite équipe qui avance vite"}, {"value": "structure", "label": "Une organisation structurée"}, {"value": "terrain", "label": "Sur le terrain, au contact des gens"}, {"value": "autonomie", "label": "En autonomie, à distance"}]}
   ]$json$::jsonb),
  ('recruiter',
   'Votre entreprise',
   'Présentez votre entreprise pour publier vos offres et recevoir des profils pertinents.',
   'recruiter',
   $json$[
     {"id": "companyName", "step": 1, "type": "short_text", "label": "Nom de l'entreprise", "required": true, "field": "companies.name"},
     {"id": "siret", "step": 1, "type": "short_text", "label": "Numéro SIRET", "placeholder": "14 chiffres", "help": "Il figure sur votre extrait Kbis ou sur l'annuaire des entreprises.", "required": true, "field": "companies.siret"},
     {"id": "address", "step": 1, "type": "short_text", "label": "Adresse", "placeholder": "12 rue de la Paix", "required": false, "field": "companies.address"},
     {"id": "city", "step": 1, "type": "city", "label": "Ville", "required": true, "field": "companies.city"},
     {"id": "size", "step": 2, "type": "single_choice", "label": "Effectif", "required": true, "field": "companies.size",
      "vocabulary": "companySizes"},
     {"id": "sector", "step": 2, "type": "single_choice", "label": "Secteur d'activité", "required": true, "field": "companies.sector",
      "vocabulary": "sectors"},
     {"id": "contactName", "step": 3, "type": "short_text", "label": "Votre nom et prénom", "required": true, "field": "companies.contact_name"},
     {"id": "contactRole", "step": 3, "type": "short_text", "label": "Votre fonction dans l'entreprise", "placeholder": "Responsable RH, dirigeante, office manager…", "required": true, "field": "companies.contact_role"},
     {"id": "contactPhone", "step": 3, "type": "short_text", "label": "Votre téléphone", "placeholder": "06 12 34 56 78", "help": "Un numéro français : 0X XX XX XX XX ou +33…", "required": true, "field": "companies.contact_phone"},
     {"id": "description", "step": 4, "type": "rich_text", "label": "Présentez votre entreprise", "help": "Votre activité, vos équipes, ce qui vous rend unique. Vous pourrez aussi partir d'un brouillon rédigé d'après le questionnaire « Analyse de votre entreprise ».", "required": false, "field": "companies.description"}
   ]$json$::jsonb),
  ('companyAnalyzer',
   'La culture de votre entreprise',
   'Vos réponses décrivent votre façon de travailler ; elles complètent votre carte entreprise et affinent les matchs.',
   'recruiter',
   $json$[
     {"id": "management", "step": 1, "type": "single_choice", "label": "Comment décririez-vous votre management ?", "required": true, "field": "companies.culture",
      "vocabulary": "managementStyles"},
     {"id": "pace", "step": 1, "type": "single_choice", "label": "Quel est le rythme de travail ?", "required": true, "field": "companies.culture",
      "vocabulary": "workPaces"},
     {"id": "remotePolicy", "step": 1, "type": "single_choice", "label": "Quelle est votre politique de télétravail ?", "required": true, "field": "companies.culture",
      "vocabulary": "remoteModes"},
     {"id": "values", "step": 2, "type": "multiple_choice", "label": "Quelles valeurs vous ressemblent le plus ?", "help": "Trois au plus.", "max": 3, "required": true, "field": "companies.culture",
      "vocabulary": "companyValues"},
     {"id": "training", "step": 2, "type": "scale", "label": "Quelle place donnez-vous à la formation ?", "help": "De 1 (peu) à 5 (essentielle).", "min": 1, "max": 5, "required": true, "field": "companies.culture"},
     {"id": "teamSize", "step": 3, "type": "single_choice", "label": "Quelle est la taille d'une équipe type ?", "required": true, "field": "companies.culture",
      "vocabulary": "teamSizes"},
     {"id": "team", "step": 3, "type": "long_text", "label": "Présentez l'équipe qu'une nouvelle recrue rejoindra", "placeholder": "Ses métiers, son ambiance, ses rituels…", "required": false, "field": "companies.culture"},
     {"id": "benefits", "step": 4, "type": "multiple_choice", "label": "Quels avantages proposez-vous ?", "required": false, "field": "companies.culture",
      "vocabulary": "benefits"},
     {"id": "onboarding", "step": 5, "type": "single_choice", "label": "Comment accueillez-vous un nouvel arrivant ?", "required": true, "field": "companies.culture",
      "vocabulary": "onboardingStyles"},
     {"id": "hiringProcess", "step": 5, "type": "single_choice", "label": "Comment se déroule votre recrutement ?", "required": true, "field": "companies.culture",
      "vocabulary": "hiringProcesses"},
     {"id": "unique", "step": 5, "type": "long_text", "label": "Qu'est-ce qui rend votre entreprise unique ?", "required": false, "field": "companies.culture"}
   ]$json$::jsonb)
on conflict (slug) do nothing;
