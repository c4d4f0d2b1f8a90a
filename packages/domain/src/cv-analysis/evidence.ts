// What tells the parts of a CV's entry apart: a job title, an employer, a diploma, a school, a
// place. The world's knowledge (the ROME job titles, the communes) comes from the caller
// (`CvEvidence`); the words of company forms, schools and diplomas are here.
import { fold } from "../analysis/find.ts";

/** What the caller knows of the world, to tell a title from an employer and a place from both. */
export interface CvEvidence {
  /** Whether a text begins the way job titles do (« Aide-soignante », « Conducteur SPL »): the ROME titles' first words. */
  jobTitle(text: string): boolean;
  /**
   * How much a text looks like a job title: 2 when its first words are a title's (« Chef de
   * partie », "Operations Supervisor"), 1 when only its first word begins titles (« Grand Port
   * Maritime », "Business or sector"), 0 when nothing does.
   */
  titleStrength(text: string): number;
  /** Whether a text is the name of a place (a commune, a country). */
  place(text: string): boolean;
}

/** Job titles' first words, French (masculine and feminine) and English, for a caller without the ROME titles. */
const jobHeads = new Set(
  [
    "accountant account administrator agent aide analyst apprenti apprentice architect assistant assistante",
    "associate attache attachee auditor auxiliaire baby barman barmaid boucher boulanger boulangere brancardier",
    "business buyer caissier caissiere carpenter cariste cashier charge chargee chauffeur chef cleaner clerc clerk",
    "coach coiffeur coiffeuse commercial commerciale commis comptable conducteur conductrice conseiller conseillere",
    "consultant consultante controleur controleuse coordinateur coordinatrice coordinator cuisinier cuisiniere customer",
    "data demenageur designer developer developpeur developpeuse directeur directrice director driver economiste",
    "educateur educatrice electricien electricienne employe employee engineer enseignant enseignante executive",
    "gardien gardienne gestionnaire graduate graphiste head hote hotesse infirmier infirmiere ingenieur ingenieure",
    "intern juriste labourer lead livreur livreuse macon magasinier magasiniere manager manoeuvre manutentionnaire",
    "mecanicien mecanicienne menuisier monitor monitrice negociateur nurse officer operateur operatrice operator",
    "ouvrier ouvriere paysagiste peintre plombier plongeur plongeuse preparateur preparatrice professeur professeure",
    "receptionist receptionniste representative responsable sales secretaire serveur serveuse specialist stagiaire",
    "superviseur supervisor supervisor teacher technicien technicienne technician trainee traducteur traductrice",
    "translator vendeur vendeuse waiter waitress",
  ]
    .join(" ")
    .split(" "),
);

/** English titles end with their job's word: "International Account Manager", "Freelance Translator". */
const englishHeads = new Set(
  [
    "accountant administrator advisor adviser agent analyst apprentice architect assistant associate auditor",
    "buyer carpenter cashier chef clerk consultant controller cook coordinator designer developer director",
    "driver electrician engineer executive intern lead manager mechanic nurse officer operator planner plumber",
    "receptionist representative reviser specialist supervisor teacher technician trainee trainer translator",
    "waiter waitress worker instructor tutor lecturer professor therapist nanny caregiver carer bartender",
    "barista housekeeper cleaner porter picker packer handler loader welder joiner fitter installer labourer",
    "laborer foreman forewoman steward stewardess hostess attendant guard operative inspector surveyor",
    "estimator secretary paralegal lawyer solicitor pharmacist dentist physician midwife paramedic counsellor",
    "counselor coach merchandiser salesperson butcher baker guide ranger lifeguard concierge bellman",
    "dispatcher courier mover warehouseman storekeeper sommelier florist hairdresser stylist",
  ]
    .join(" ")
    .split(" "),
);

/** Whether a text names a job by its last word, as English titles do. */
export const englishTitle = (text: string) =>
  englishHeads.has(
    fold(text)
      .replace(/\([^)]*\)/g, " ")
      .split(/[^a-z]+/u)
      .filter(Boolean)
      .at(-1) ?? "",
  );

/** A French job word, masculine or feminine (« apprentie », « coiffeuse » as their heads are listed). */
const jobHead = (word: string) => jobHeads.has(word) || (word.endsWith("e") && jobHeads.has(word.slice(0, -1)));

/** Evidence from word lists alone: for the unit tests and any caller without the world's data. */
export const plainEvidence: CvEvidence = {
  jobTitle: (text) =>
    jobHead(
      fold(text)
        .split(/[^a-z]+/u)
        .find(Boolean) ?? "",
    ) || englishTitle(text),
  place: (text) => isCountry(text),
  titleStrength: (text) => (plainEvidence.jobTitle(text) ? 2 : 0),
};

/** Regions and words written after a place or instead of one (« Île-de-France », "Remote"). */
const regions = [
  "ile-de-france",
  "idf",
  "uk",
  "usa",
  "us",
  "england",
  "scotland",
  "wales",
  "remote",
  "teletravail",
  "a distance",
];

let countries: Set<string> | undefined;

/** Every country's name in French and English (Intl's region names), and the regions above, folded. */
function countryNames(): Set<string> {
  if (countries) return countries;
  const names = new Set(regions);
  const french = new Intl.DisplayNames(["fr"], { type: "region" });
  const english = new Intl.DisplayNames(["en"], { type: "region" });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      for (const name of [french.of(code), english.of(code)]) if (name && name !== code) names.add(fold(name));
    }
  }
  countries = names;
  return names;
}

/** Whether a text is a country's name (French or English) or a region written in its place. */
export const isCountry = (text: string) => countryNames().has(fold(text).trim());

/** Words of organisations and company forms: a text holding one names an employer or a school. */
const organisationWords = new Set(
  [
    "sa sas sasu sarl eurl snc sca scop sci gie ltd llc inc plc gmbh bv nv ag corp co company group groupe",
    "cooperative earl scea gaec cuma authority council ministry administration",
    "chu chru ch ehpad ssiad clinique hopital hospital centre center mairie ville commune conseil departement region",
    "prefecture ministere association fondation foundation cabinet agence agency banque bank societe entreprise",
    "etablissement ets restaurant brasserie hotel boulangerie garage transports transport logistique logistics",
    "services service industries industrie solutions consulting conseil partners partenaires distribution",
    "supermarche hypermarche magasin boutique store stores market foods trading studio atelier laboratoire",
    "laboratoire pharmacie residence creche ecole college lycee universite university institut institute",
    "academy academie faculte ifsi ifas iut cfa greta afpa aftral cesu campus school sciences-po",
    "leclerc carrefour auchan lidl aldi intermarche casino monoprix franprix decathlon ikea sodexo elior",
    "compass adecco manpower randstad synergie securitas onet derichebourg korian orpea colisee dhl geodis",
    "kuehne chronopost ups fedex sncf ratp transdev keolis disneyland accor ibis novotel mcdonald's quick",
    "kfc veolia suez vinci bouygues eiffage spie engie edf orange sfr thales airbus safran renault peugeot",
    "stellantis michelin lactalis danone",
  ]
    .join(" ")
    .split(" "),
);

/** Words of schools and training bodies. */
const schoolWords = new Set(
  [
    "ecole college lycee universite university institut institute academy academie faculte ifsi ifas iut cfa",
    "greta afpa aftral cesu campus school ifmk ecole-superieure iae insa ens cnam cned upec ufr conservatoire",
    "croix-rouge",
  ]
    .join(" ")
    .split(" "),
);

/** Words of diplomas, certificates and trainings, French and English. */
const diplomaWords = new Set(
  [
    "diplome diploma degree certificat certificate certification attestation titre brevet bac baccalaureat",
    "bts dut but cap bep bp bpjeps deas deaes deip dei de deust licence master mastere mba doctorat phd",
    "bachelor ba bsc msc ma hnd gcse a-levels a-level btec cqp caces sst afgsu fimo fco ssiap psc1 bafa habilitation",
    "formation training dipl daeu dcg dscg decf ingenieur engineering mention option specialite",
  ]
    .join(" ")
    .split(" "),
);

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9&'’-]+/u)
    .filter(Boolean);

/** Whether every word of a text is an organisation's word or a short name in capitals (« CHU », « Mairie »). */
export const onlyOrganisationWords = (text: string) =>
  text
    .split(/\s+/u)
    .filter(Boolean)
    .every((word) => organisationWords.has(wordsOf(word)[0] ?? "") || /^\p{Lu}{2,4}$/u.test(word));

/** Whether a text names an organisation: a company form, an organisation's word, a name in capitals, « & ». */
export function organisationScore(text: string): number {
  const words = wordsOf(text);
  let score = 0;
  if (words.some((word) => organisationWords.has(word.replace(/^(?:l|d)'/u, "")))) score += 2;
  if (/&|\+/.test(text)) score += 1;
  // « GEODIS », « SNCF »: a word of three letters or more all in capitals (not an abbreviation of a job title).
  if (/(?<![\p{L}])\p{Lu}{3,}(?![\p{L}])/u.test(text) && text !== text.toUpperCase()) score += 1;
  return score;
}

export const isSchool = (text: string) => wordsOf(text).some((word) => schoolWords.has(word.replace(/^(?:l|d)'/u, "")));
/** Words that qualify a diploma rather than name one (« mention Bien », « Spécialité … »). */
const qualifiers = new Set(["mention", "option", "specialite", "formation", "training", "engineering"]);

/** Whether a text begins with a diploma's name (« BTS … », « Master … », « Diplôme d'État … »). */
export const startsAsDiploma = (text: string) => {
  const first = text.trim().split(/[\s,(–—-]+/u)[0] ?? "";
  return /^\p{Lu}/u.test(first) && !qualifiers.has(wordsOf(first)[0] ?? "") && isDiploma(first);
};

/** Diplomas' initials that are also everyday words (« de », « ma », "but"): diplomas in capitals only. */
const everydayInitials = new Set(["de", "ba", "ma", "but"]);
export const isDiploma = (text: string) =>
  wordsOf(text).some((word) => {
    const bare = word.replace(/^(?:l|d)'/u, "");
    return (
      diplomaWords.has(bare) &&
      (!everydayInitials.has(bare) || new RegExp(`(?<!\\p{L})${bare.toUpperCase()}(?!\\p{L})`, "u").test(text))
    );
  });
