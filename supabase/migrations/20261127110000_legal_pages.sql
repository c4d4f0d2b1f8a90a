-- The site's legal pages (/p/{slug}): legal notice, terms of use, privacy policy and accessibility
-- statement, written for what this product stores and does. The texts live in one function that
-- both this migration (existing installations) and supabase/seed.sql (fresh ones: the migrations run
-- before the seed, on an empty pages table) insert from, so there is one copy of them. Placeholders
-- in square brackets, « [À compléter …] », are the operator's company details to fill in from the
-- administration's pages editor.
--
-- Bodies follow the spec §5 rule (public.is_sanitised_html): no headings are allowed, so each
-- section opens with a bold paragraph.

create or replace function public.legal_page_texts()
returns table (slug text, title text, body text)
language sql immutable
set search_path = ''
as $$
values
-- Mentions légales ------------------------------------------------------------------------------------
('mentions-legales', 'Mentions légales', $html$<p>Les présentes mentions légales sont publiées en application de l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN). Les mentions entre crochets sont à compléter par l'exploitant de ce site.</p>
<p><strong>1. Éditeur du site</strong></p>
<p>Ce site, qui fait fonctionner la plateforme de recrutement Fuse, est édité par l'exploitant de cette installation :</p>
<ul><li>Dénomination sociale : <strong>[À compléter : dénomination sociale de l'exploitant]</strong></li><li>Forme juridique et capital social : [À compléter : par exemple SAS au capital de … euros]</li><li>Siège social : [À compléter : adresse postale complète]</li><li>Immatriculation : [À compléter : RCS de … n° …, SIRET à 14 chiffres]</li><li>Numéro de TVA intracommunautaire : [À compléter]</li><li>Téléphone : [À compléter]</li><li>Adresse électronique : [À compléter]</li></ul>
<p><strong>2. Directeur de la publication</strong></p>
<p>[À compléter : prénom, nom et fonction du représentant légal de l'exploitant], en qualité de directeur de la publication.</p>
<p><strong>3. Hébergement</strong></p>
<ul><li>Application et serveur : [À compléter : nom ou dénomination sociale, adresse et numéro de téléphone de l'hébergeur du serveur].</li><li>Base de données, comptes utilisateurs et fichiers : [À compléter : par exemple Supabase, Inc., avec la région d'hébergement choisie, ou l'hébergeur du serveur lorsque la base de données est installée sur le même serveur].</li></ul>
<p><strong>4. Contact</strong></p>
<p>Pour toute question sur le site ou sur vos données, écrivez-nous depuis la page <a href="/contact">Contact</a>. Nous vous répondons dans les meilleurs délais.</p>
<p><strong>5. Signaler un contenu illicite</strong></p>
<p>Les offres d'emploi, les cartes publiques et les autres contenus publiés par les utilisateurs engagent leurs auteurs. Si un contenu vous paraît illicite ou contraire aux <a href="/p/conditions-generales">Conditions générales d'utilisation</a>, signalez-le depuis la page <a href="/contact">Contact</a> en indiquant son adresse et la raison de votre signalement : nous l'examinons promptement et le retirons s'il y a lieu.</p>
<p><strong>6. Propriété intellectuelle</strong></p>
<p>La structure du site, ses textes, ses illustrations, son logo et la marque Fuse sont protégés par le code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l'autorisation écrite de l'exploitant est interdite (article L. 122-4 du code de la propriété intellectuelle).</p>
<p>Les utilisateurs restent titulaires des droits sur les contenus qu'ils publient (profil, portrait, offres d'emploi, logo) ; ils en concèdent à l'exploitant l'usage nécessaire au fonctionnement du service, dans les conditions prévues par les <a href="/p/conditions-generales">Conditions générales d'utilisation</a>.</p>
<p><strong>7. Données publiques et crédits</strong></p>
<ul><li>Intitulés de métiers : répertoire opérationnel des métiers et des emplois (ROME) de France Travail, publié sous Licence Ouverte.</li><li>Communes et codes postaux : découpage administratif publié par Etalab, sous Licence Ouverte ; coordonnées géographiques issues de GeoNames, sous licence Creative Commons Attribution 4.0.</li><li>Estimation du salaire net : règles de calcul des cotisations publiées par l'Urssaf (modèle social de mon-entreprise.urssaf.fr).</li></ul>
<p><strong>8. Données personnelles et accessibilité</strong></p>
<p>Le traitement de vos données est décrit dans la <a href="/p/politique-de-confidentialite">Politique de confidentialité</a>. L'état d'accessibilité du site est décrit dans la <a href="/p/declaration-accessibilite">Déclaration d'accessibilité</a>.</p>$html$),

-- Conditions générales d'utilisation ----------------------------------------------------------------
('conditions-generales', 'Conditions générales d''utilisation', $html$<p>Version du 26 novembre 2026.</p>
<p><strong>1. Objet</strong></p>
<p>Les présentes conditions générales d'utilisation (les « Conditions ») encadrent l'utilisation de Fuse, une plateforme de recrutement qui met en relation des candidats et des recruteurs, éditée par l'exploitant désigné dans les <a href="/p/mentions-legales">Mentions légales</a> (l'« Exploitant »). En créant un compte, vous acceptez les Conditions ; la consultation des pages publiques, sans compte, implique leur respect.</p>
<p><strong>2. Définitions</strong></p>
<ul><li><strong>Visiteur</strong> : toute personne qui consulte le site sans être connectée.</li><li><strong>Candidat</strong> : personne physique inscrite pour rechercher un emploi.</li><li><strong>Recruteur</strong> : personne agissant pour le compte d'une entreprise inscrite pour recruter.</li><li><strong>Utilisateur</strong> : un Candidat ou un Recruteur.</li><li><strong>MaFuseCard</strong> : la carte de présentation d'un Candidat ; la <strong>carte entreprise</strong> est celle d'un Recruteur.</li><li><strong>Match</strong> : l'intérêt réciproque d'un Candidat pour une offre et du Recruteur pour ce Candidat.</li></ul>
<p><strong>3. Le service</strong></p>
<p>Fuse propose :</p>
<ul><li>à tous : des actualités, une foire aux questions, un simulateur de salaire brut et net (une estimation, sans valeur contractuelle), un formulaire de contact et la pré-inscription des entreprises ;</li><li>aux Candidats, gratuitement : un profil, une MaFuseCard, un portrait (« Mon portrait »), l'analyse de leur CV ou de leur présentation vocale, la recherche d'offres, des alertes par e-mail, des matchs potentiels et le suivi de leurs candidatures ;</li><li>aux Recruteurs : une carte entreprise, la publication d'offres d'emploi, des matchs potentiels et le suivi de leurs recrutements, de la présélection à l'embauche, le cas échéant dans le cadre d'un abonnement payant (article 7).</li></ul>
<p>Pour chaque offre, Fuse calcule un score de compatibilité expliqué critère par critère (compétences, distance, contrat, salaire, expérience, langues), identique pour les deux parties. Le score aide à choisir ; il ne décide jamais : chaque partie indique elle-même son intérêt, et les coordonnées d'un Candidat ne sont communiquées à un Recruteur qu'après un Match.</p>
<p><strong>4. Compte utilisateur</strong></p>
<ul><li>L'inscription est ouverte aux personnes âgées d'au moins 16 ans. Elle est confirmée par un lien envoyé à l'adresse e-mail indiquée.</li><li>Vous fournissez des informations exactes et les tenez à jour. Un compte est personnel : vous gardez votre mot de passe confidentiel et nous signalez sans délai toute utilisation que vous n'auriez pas autorisée.</li><li>Un seul compte Recruteur est ouvert par numéro SIRET. La personne qui l'ouvre déclare être habilitée à agir au nom de l'entreprise.</li></ul>
<p><strong>5. Engagements des Candidats</strong></p>
<ul><li>Présenter des informations sincères sur son parcours, ses diplômes et ses compétences, et ne déposer que son propre CV et sa propre voix.</li><li>Ne publier dans son profil, son portrait ou sa présentation aucune donnée concernant un tiers sans son accord.</li><li>Utiliser les coordonnées d'un Recruteur obtenues par un Match uniquement pour le recrutement concerné.</li></ul>
<p><strong>6. Engagements des Recruteurs</strong></p>
<ul><li>Ne publier que des offres réelles et disponibles, rédigées en français, pour un emploi en France, conformes au code du travail, notamment à ses articles L. 1132-1 (non-discrimination) et L. 5331-1 et suivants (diffusion des offres d'emploi).</li><li>Indiquer une fourchette de salaire brut annuel sincère et retirer une offre pourvue.</li><li>N'utiliser les données des Candidats qu'aux fins du recrutement pour lequel elles ont été communiquées, ne pas les extraire de la plateforme en masse, et répondre aux Candidats avec qui un Match a eu lieu. Pour les données reçues après un Match, le Recruteur agit en responsable de traitement distinct et respecte le règlement général sur la protection des données (RGPD).</li></ul>
<p><strong>7. Abonnement des Recruteurs</strong></p>
<ul><li>Lorsque l'Exploitant l'a activé, l'accès des Recruteurs aux offres, aux matchs potentiels, au suivi des recrutements et aux actualités qui leur sont réservées nécessite un abonnement. Le profil et la carte entreprise restent accessibles sans abonnement.</li><li>Deux formules sont proposées : mensuelle ou annuelle. Leurs prix, hors taxes et toutes taxes comprises, sont affichés sur la page « Abonnement » avant tout paiement. La formule annuelle est payée d'avance pour douze mois.</li><li>Le paiement s'effectue par carte bancaire via le prestataire de paiement Stripe. Fuse ne reçoit ni ne conserve jamais les numéros de carte.</li><li>L'abonnement se renouvelle automatiquement à la fin de chaque période, mensuelle ou annuelle, jusqu'à sa résiliation.</li><li>Le Recruteur peut résilier à tout moment depuis « Gérer mon abonnement ». La résiliation prend effet à la fin de la période en cours, déjà payée : l'accès est maintenu jusqu'à cette date, sans remboursement au prorata de la période entamée.</li><li>L'abonnement étant souscrit pour les besoins d'une activité professionnelle, le droit de rétractation prévu pour les consommateurs ne s'applique pas.</li><li>Tout changement de prix est annoncé aux Recruteurs abonnés au moins trente jours à l'avance et ne s'applique qu'à partir de la période suivante ; le Recruteur qui le refuse peut résilier avant cette date.</li><li>En cas d'échec du paiement, l'accès aux fonctions payantes est suspendu à la fin de la période payée.</li><li>La suppression du compte d'un Recruteur abonné résilie son abonnement immédiatement, sans remboursement de la période entamée.</li></ul>
<p><strong>8. Analyses automatiques</strong></p>
<p>L'analyse d'un CV ou d'une présentation vocale propose des informations (compétences, expériences, langues, métier) que le Candidat relit, corrige et choisit d'enregistrer. L'analyse vocale porte uniquement sur le contenu des propos ; elle n'infère jamais d'émotions, de traits de personnalité ou d'état d'esprit, ce que le règlement européen sur l'intelligence artificielle interdit dans le cadre du travail. Les scores de compatibilité sont indicatifs et ne produisent aucune décision automatique.</p>
<p><strong>9. Contenus et modération</strong></p>
<p>Chaque Utilisateur est responsable des contenus qu'il publie. Sont interdits notamment : les contenus discriminatoires, injurieux, diffamatoires, haineux ou contraires à l'ordre public ; les offres fictives, payantes pour le candidat ou relevant du travail dissimulé ; la collecte de données à des fins étrangères au recrutement ; la publicité non sollicitée ; toute atteinte aux droits de tiers.</p>
<p>L'Exploitant peut retirer ou dépublier un contenu qui enfreint les Conditions ou la loi, dès qu'il en a connaissance, notamment après un signalement fait depuis la page <a href="/contact">Contact</a>. L'auteur du contenu en est informé, avec la raison de la décision, et peut la contester par le même moyen.</p>
<p><strong>10. Disponibilité et responsabilité</strong></p>
<p>L'Exploitant met en œuvre les moyens raisonnables pour assurer l'accès au service, sans garantir qu'il soit ininterrompu : il peut être suspendu pour maintenance ou en cas de force majeure. Fuse met en relation Candidats et Recruteurs et n'est pas partie aux contrats de travail conclus entre eux ; il ne garantit ni un recrutement ni l'exactitude des informations publiées par les Utilisateurs. Les estimations de salaire net sont indicatives. La responsabilité de l'Exploitant ne peut être engagée qu'en cas de faute prouvée et pour les seuls dommages directs, dans les limites permises par la loi.</p>
<p><strong>11. Propriété intellectuelle</strong></p>
<p>L'Utilisateur concède à l'Exploitant, pour la durée de son compte, le droit non exclusif et gratuit de reproduire et d'afficher les contenus qu'il publie, dans la seule mesure nécessaire au fonctionnement du service (affichage des cartes, des offres et des matchs). Les éléments du site restent la propriété de l'Exploitant (voir les <a href="/p/mentions-legales">Mentions légales</a>).</p>
<p><strong>12. Données personnelles</strong></p>
<p>Les données traitées, leurs finalités, leurs durées de conservation et vos droits sont décrits dans la <a href="/p/politique-de-confidentialite">Politique de confidentialité</a>.</p>
<p><strong>13. Suspension et résiliation</strong></p>
<p>Vous pouvez supprimer votre compte à tout moment depuis « Mon Profil » ; la suppression est immédiate et définitive. L'Exploitant peut suspendre ou supprimer le compte d'un Utilisateur qui enfreint gravement ou de façon répétée les Conditions, après l'en avoir informé sauf urgence ; un abonnement en cours n'est alors pas remboursé lorsque la suppression résulte d'un manquement du Recruteur.</p>
<p><strong>14. Modification des Conditions</strong></p>
<p>L'Exploitant peut faire évoluer les Conditions. Les Utilisateurs sont informés de toute modification importante au moins trente jours avant son entrée en vigueur ; celui qui la refuse peut supprimer son compte.</p>
<p><strong>15. Droit applicable et litiges</strong></p>
<p>Les Conditions sont soumises au droit français. En cas de différend, une solution amiable est recherchée en priorité, depuis la page <a href="/contact">Contact</a>. Le Candidat, consommateur, peut recourir gratuitement au médiateur de la consommation : [À compléter : nom, site internet et adresse du médiateur]. À défaut d'accord, les tribunaux français sont compétents ; entre professionnels, ce sont ceux du ressort du siège de l'Exploitant.</p>$html$),

-- Politique de confidentialité -----------------------------------------------------------------------
('politique-de-confidentialite', 'Politique de confidentialité', $html$<p>Dernière mise à jour : 26 novembre 2026.</p>
<p>Cette politique explique quelles données personnelles Fuse traite, pourquoi, combien de temps, avec qui elles sont partagées et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<p><strong>1. Responsable du traitement</strong></p>
<p>Le responsable du traitement est l'exploitant de ce site, désigné dans les <a href="/p/mentions-legales">Mentions légales</a>. Délégué à la protection des données : [À compléter : nom et adresse de contact, le cas échéant]. Pour toute question, écrivez-nous depuis la page <a href="/contact">Contact</a>.</p>
<p><strong>2. Les données traitées et leurs finalités</strong></p>
<ul><li><strong>Compte</strong> : adresse e-mail, mot de passe (enregistré sous forme hachée, jamais en clair), type de compte, dates de création et de connexion. Pour créer votre compte, vous authentifier et le sécuriser.</li><li><strong>Profil candidat</strong> : prénom, nom, photo (facultative), téléphone, métier recherché, titre de votre carte, ville et sa position géographique, rayon de mobilité, contrats et mode de travail souhaités, salaire souhaité, années d'expérience, compétences, langues, réponses aux questionnaires et réglages de votre MaFuseCard (visibilité, adresse publique, indexation, anonymat). Pour vous proposer des offres et calculer les matchs.</li><li><strong>Portrait</strong> (« Mon portrait ») : le texte que vous rédigez, montré aux recruteurs avec votre carte.</li><li><strong>CV et son analyse</strong> : le fichier déposé, conservé dans un espace privé, et les informations qui en sont extraites (coordonnées, expériences, diplômes, compétences, langues). Vous pouvez supprimer le fichier à tout moment ; rien n'est ajouté à votre profil sans votre relecture.</li><li><strong>Présentation vocale et son analyse</strong> : l'enregistrement, conservé dans un espace privé, sa transcription et l'analyse de son contenu (compétences, langues, métier, longueur et structure). Aucune émotion, aucun trait de personnalité ni aucun ton n'est jamais évalué.</li><li><strong>Entreprise et recruteur</strong> : nom de l'entreprise, SIRET et SIREN, adresse et position géographique, taille, secteur, description, réponses sur la culture de l'entreprise, logo, site internet, ainsi que le nom, la fonction et le téléphone de la personne de contact ; pour la pré-inscription, le nom de l'entreprise, le SIRET, le nom, l'e-mail et le téléphone du contact.</li><li><strong>Offres d'emploi</strong> publiées par les recruteurs.</li><li><strong>Matchs</strong> : scores calculés et leur explication, l'intérêt ou le refus exprimé par chaque partie, la date d'un match.</li><li><strong>Suivi des recrutements</strong> : étape de chaque candidature, historique des changements, motifs de refus, entretiens proposés et choisis, notes privées du recruteur.</li><li><strong>Recherches et alertes</strong> : recherches enregistrées, alertes par e-mail, offres aimées et les 50 dernières offres consultées.</li><li><strong>Messages</strong> : les messages envoyés depuis la page Contact (nom, e-mail, objet, message) et les e-mails que Fuse vous adresse (confirmation de compte, alertes, étapes de vos candidatures ou recrutements).</li><li><strong>Abonnement et paiement</strong> (recruteurs) : formule choisie, statut, date de fin de période, identifiants client et abonnement chez Stripe. Les données de carte bancaire sont traitées par Stripe uniquement ; Fuse ne les reçoit pas.</li><li><strong>Données techniques</strong> : adresse IP et informations de connexion, utilisées pour limiter les tentatives de connexion abusives et assurer la sécurité du service.</li></ul>
<p><strong>3. Bases légales</strong></p>
<ul><li><strong>L'exécution du contrat</strong> (article 6.1.b du RGPD) que forment les Conditions générales d'utilisation : compte, profil, cartes, analyses demandées, matchs, suivi des recrutements, abonnement.</li><li><strong>Votre consentement</strong> (article 6.1.a), que vous pouvez retirer à tout moment : alertes par e-mail, publication d'une carte à une adresse publique et son indexation par les moteurs de recherche, photo.</li><li><strong>L'intérêt légitime</strong> de l'exploitant (article 6.1.f) : sécurité du service, prévention des abus, modération, réponse aux messages de contact et aux pré-inscriptions.</li><li><strong>Les obligations légales</strong> (article 6.1.c) : conservation des pièces comptables, réponse aux réquisitions des autorités.</li></ul>
<p><strong>4. Durées de conservation</strong></p>
<ul><li>Compte, profil, portrait, CV, présentation vocale, analyses, matchs, historique des candidatures et des recrutements, recherches et alertes : tant que votre compte existe. Ils sont supprimés définitivement, fichiers compris, lorsque vous supprimez votre compte. [À compléter par l'exploitant s'il supprime les comptes inactifs : durée d'inactivité et avertissement préalable par e-mail ; la plateforme ne le fait pas d'elle-même.]</li><li>Fichier CV original : jusqu'à ce que vous le supprimiez, et au plus tard avec votre compte.</li><li>Candidatures sans nouvelle : par défaut, le recruteur est relancé après 21 jours sans changement, et la candidature est close « Sans suite » après 45 jours, le candidat en étant informé ; elle reste ensuite dans l'historique jusqu'à la suppression du compte.</li><li>Offres consultées : seules les 50 dernières sont gardées.</li><li>Messages de contact et pré-inscriptions : le temps de traiter la demande, puis au plus tard trois ans après le dernier échange.</li><li>E-mails envoyés : une copie est gardée 30 jours après son envoi, pour en suivre l'acheminement.</li><li>Données de facturation : les factures et paiements sont conservés dix ans par notre prestataire de paiement, comme l'exige le code de commerce (article L. 123-22) ; la plateforme efface son propre état de votre abonnement avec votre compte.</li></ul>
<p><strong>5. Destinataires</strong></p>
<ul><li>Les personnes habilitées de l'exploitant, pour la gestion du service et la modération.</li><li>Les recruteurs : avant un match, ils voient la carte d'un candidat visible (sans nom de famille, téléphone ni e-mail, et sans prénom ni photo en mode anonyme) ; après un match, ses coordonnées et son portrait.</li><li>Le public : uniquement les cartes que leur titulaire a rendues publiques, sans coordonnées.</li><li>Les sous-traitants de l'exploitant, qui agissent sur ses instructions :<ul><li>hébergement de l'application : [À compléter : nom et pays de l'hébergeur] ;</li><li>base de données, authentification et stockage des fichiers : [À compléter : par exemple Supabase, Inc., et la région d'hébergement choisie] ;</li><li>recherche d'adresses et de villes : Google Maps Platform (Google Ireland Limited), lorsque l'exploitant l'a activée ; le texte saisi dans un champ d'adresse et votre adresse IP sont alors transmis à Google. Sinon, la liste des communes est consultée dans votre navigateur, sans transmission ;</li><li>paiement des abonnements : Stripe Payments Europe, Limited (Irlande) ;</li><li>envoi des e-mails : [À compléter : nom et pays du prestataire d'envoi] ;</li><li>transcription des présentations vocales, lorsque l'exploitant l'a activée : [À compléter : nom et pays du prestataire de transcription] ; l'enregistrement lui est transmis pour la seule transcription.</li></ul></li></ul>
<p><strong>6. Transferts hors de l'Union européenne</strong></p>
<p>Certains sous-traitants, ou leurs propres sous-traitants, peuvent traiter des données aux États-Unis (notamment Google, Stripe, Supabase et les prestataires d'envoi d'e-mails ou de transcription). Ces transferts sont encadrés par la décision d'adéquation de la Commission européenne du 10 juillet 2023 (cadre de protection des données UE - États-Unis), pour les entreprises certifiées, ou par les clauses contractuelles types de la Commission européenne. Vous pouvez en obtenir une copie en nous écrivant.</p>
<p><strong>7. Cookies et stockage local</strong></p>
<p>Fuse n'utilise aucun cookie publicitaire ni de mesure d'audience. Un visiteur non connecté ne reçoit aucun cookie.</p>
<ul><li>Le cookie de session, déposé à la connexion, vous garde connecté (durée maximale de 400 jours, envoyé au seul site Fuse). Un cookie temporaire sécurise le retour depuis un lien reçu par e-mail. Strictement nécessaires, ils ne demandent pas de consentement.</li><li>Le stockage de session du navigateur retient quelques secondes qu'une nouvelle version du site vient d'être chargée, pour éviter de recharger la page en boucle.</li><li>Sur la page de paiement, Stripe dépose ses propres cookies, nécessaires à la prévention de la fraude.</li></ul>
<p><strong>8. Vos droits</strong></p>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, du droit de retirer votre consentement à tout moment et de définir des directives sur le sort de vos données après votre décès. Vous pouvez les exercer directement dans Fuse :</p>
<ul><li>corriger vos informations dans « Mon Profil » et « MaFuseCard » ;</li><li>obtenir une copie de toutes vos données, fichiers compris, avec « Télécharger mes données » dans « Mon Profil » ;</li><li>supprimer votre compte et toutes vos données avec « Supprimer mon compte » dans « Mon Profil » ;</li><li>masquer votre carte, la rendre anonyme ou interdire son indexation dans « MaFuseCard » ;</li><li>arrêter une alerte depuis le lien de désinscription de chaque e-mail.</li></ul>
<p>Pour toute autre demande, écrivez-nous depuis la page <a href="/contact">Contact</a> : nous répondons dans un délai d'un mois.</p>
<p><strong>9. Décisions automatisées</strong></p>
<p>Les scores de compatibilité et les analyses de CV ou de présentation vocale aident candidats et recruteurs, mais aucune décision n'est prise automatiquement : chaque partie décide elle-même de son intérêt, et chaque score est expliqué critère par critère.</p>
<p><strong>10. Sécurité</strong></p>
<p>Les échanges sont chiffrés, les mots de passe hachés, les fichiers CV et les enregistrements vocaux conservés dans des espaces privés, et chaque utilisateur n'accède qu'à ses propres données : les coordonnées d'un candidat ne sont lisibles par un recruteur qu'après un match.</p>
<p><strong>11. Réclamation</strong></p>
<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur <a href="https://www.cnil.fr/fr/plaintes">www.cnil.fr/fr/plaintes</a>.</p>$html$),

-- Déclaration d'accessibilité -----------------------------------------------------------------------
('declaration-accessibilite', 'Déclaration d''accessibilité', $html$<p>[À compléter : dénomination sociale de l'exploitant] s'engage à rendre ses sites internet, intranet, extranet et ses progiciels accessibles conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005.</p>
<p>Cette déclaration d'accessibilité s'applique à la plateforme Fuse, à l'adresse de ce site.</p>
<p><strong>État de conformité</strong></p>
<p>Fuse est <strong>non conforme</strong> avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1 : aucun audit n'en a encore mesuré le taux de conformité, et le RGAA demande de déclarer un site non conforme dans ce cas. Les vérifications décrites ci-dessous sont refaites à chaque évolution du site ; les non-conformités connues sont énumérées plus bas.</p>
<p><strong>Résultats des tests</strong></p>
<p>Une évaluation interne est réalisée à chaque évolution du site par des tests automatisés et des vérifications fonctionnelles. Aucun audit complet des 106 critères du RGAA par un organisme indépendant n'a encore été réalisé : le taux de conformité n'est donc pas encore mesuré. [À compléter par l'exploitant : date et résultat de l'audit lorsqu'il aura eu lieu.]</p>
<p>La méthode d'évaluation :</p>
<ul><li>vérification automatique avec axe-core de chaque composant de l'interface et de chacun de ses états, dans le navigateur ;</li><li>vérification automatique avec axe-core des pages dans les parcours de bout en bout (inscription, questionnaires, espaces candidat et recruteur, pages publiques) ;</li><li>parcours réalisés au clavier seul : ordre de tabulation, focus visible, menus, fenêtres de dialogue, glisser-déposer du suivi des recrutements (doublé d'un menu « Déplacer vers… ») ;</li><li>vérification des noms accessibles, des rôles et des messages annoncés aux lecteurs d'écran (zones de statut et d'alerte) ;</li><li>affichage sur un écran de 360 pixels de large, sans défilement horizontal.</li></ul>
<p><strong>Contenus non accessibles</strong></p>
<p>Non-conformités connues :</p>
<ul><li>Les contenus éditoriaux (actualités et pages d'information comme celle-ci) ne peuvent pas comporter de titres structurés : leurs sections sont introduites par un texte en gras (critère 9.1).</li><li>Aucun test manuel n'a encore été mené avec les lecteurs d'écran NVDA, JAWS et VoiceOver, ni avec les navigateurs Firefox et Safari : des défauts propres à ces environnements peuvent subsister.</li><li>Les images insérées par les auteurs dans les contenus éditoriaux dépendent de la qualité de leur texte alternatif, que la plateforme ne peut pas contrôler (critère 1.3).</li></ul>
<p>Dérogations pour charge disproportionnée : aucune.</p>
<p>Contenus non soumis à l'obligation d'accessibilité :</p>
<ul><li>les fichiers déposés par les utilisateurs (CV, photos, logos) ;</li><li>les services de tiers qui ne sont ni financés ni développés par l'exploitant : la page de paiement de Stripe et les suggestions d'adresses de Google Maps Platform.</li></ul>
<p><strong>Établissement de cette déclaration d'accessibilité</strong></p>
<p>Cette déclaration a été établie le 26 novembre 2026.</p>
<p>Technologies utilisées pour la réalisation du site : HTML5, CSS, JavaScript (React), WAI-ARIA.</p>
<p>Environnement de test : navigateur Chromium sous Linux, au clavier, à 360 pixels et à 1280 pixels de large.</p>
<p>Outils utilisés pour évaluer l'accessibilité : axe-core, Playwright, Storybook et Vitest.</p>
<p>Pages du site ayant fait l'objet de la vérification de conformité : l'accueil, les actualités, la FAQ, le contact, la simulation de salaire, la pré-inscription des entreprises, les pages d'information, la connexion, l'inscription, les questionnaires, et les pages des espaces candidat et recruteur.</p>
<p><strong>Retour d'information et contact</strong></p>
<p>Si vous n'arrivez pas à accéder à un contenu ou à un service, contactez-nous depuis la page <a href="/contact">Contact</a> pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.</p>
<p><strong>Voies de recours</strong></p>
<p>Cette procédure est à utiliser dans le cas suivant : vous avez signalé au responsable du site un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un des services et vous n'avez pas obtenu de réponse satisfaisante. Vous pouvez :</p>
<ul><li>écrire un message au Défenseur des droits (<a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a>) ;</li><li>contacter le délégué du Défenseur des droits dans votre région (<a href="https://www.defenseurdesdroits.fr/saisir/delegues">liste des délégués</a>) ;</li><li>envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.</li></ul>$html$)
$$;
revoke execute on function public.legal_page_texts() from public, anon, authenticated;

-- Existing installations ------------------------------------------------------------------------------
-- Pages the content seed wrote and nobody edited since (updated_at still equals created_at) take the
-- new texts, under their old slugs too; a page an administrator edited is theirs and is kept.
with renamed (old_slug, slug) as (
  values ('cgu', 'conditions-generales'), ('confidentialite', 'politique-de-confidentialite')
)
update public.pages p
   set title = legal.title, body = legal.body
  from public.legal_page_texts() legal
  left join renamed using (slug)
 where p.slug in (legal.slug, renamed.old_slug)
   and p.updated_at = p.created_at;

-- The old slugs move to the addresses the site links to, unless something already holds them.
update public.pages p
   set slug = renamed.slug
  from (values ('cgu', 'conditions-generales'), ('confidentialite', 'politique-de-confidentialite'))
       as renamed (old_slug, slug)
 where p.slug = renamed.old_slug
   and public.public_slug_owner(renamed.slug) is null;

-- The pages an installation with content lacks (the accessibility statement). A fresh database has
-- no pages yet: the seed inserts them there.
insert into public.pages (slug, title, body, published)
select legal.slug, legal.title, legal.body, true
  from public.legal_page_texts() legal
 where exists (select 1 from public.pages)
   and public.public_slug_owner(legal.slug) is null;

-- Sitemap ---------------------------------------------------------------------------------------------
-- The cards /sitemap.xml lists: a completed candidate's MaFuseCard that is public and whose owner
-- allowed indexing, a visible company's card that allows indexing. The same conditions as
-- public_card and public_company, plus indexing; SECURITY DEFINER because candidate_infos is
-- readable by its owner only. Newest first, so a sitemap cut at the protocol's 50,000 addresses
-- keeps the freshest.
create or replace function public.indexable_public_cards(p_limit integer)
returns table (slug text, updated_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select cards.slug, cards.updated_at from (
    select c.card_slug as slug, c.updated_at
      from public.candidate_infos c
      join public.profiles p on p.id = c.profile_id and p.type = 'candidate' and p.completed
     where c.card_public and c.card_indexable and c.card_slug is not null
    union all
    select co.slug, co.updated_at
      from public.companies co
      join public.profiles p on p.id = co.profile_id and p.type = 'recruiter'
     where co.visible and co.indexable and co.slug is not null
  ) as cards
  order by cards.updated_at desc, cards.slug
  limit greatest(0, least(p_limit, 50000))
$$;
revoke execute on function public.indexable_public_cards(integer) from public;
grant execute on function public.indexable_public_cards(integer) to anon, authenticated;
