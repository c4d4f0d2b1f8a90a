// One function per line of the breakdown. Sentences are impersonal because the candidate and the
// recruiter read the very same breakdown: "le rayon de mobilité", never "votre rayon".
import { remoteModePhrases, remotePreferencePhrases } from "../vocabulary/index.ts";
import { distanceKm } from "./distance.ts";
import { allSkillKeys, groupKey, skillKey } from "./normalise.ts";
import type { ContractType, Criterion, CriterionKey, MatchCandidate, MatchJob, RemoteMode } from "./types.ts";
import {
  criterionLabels,
  hybridDistanceLoss,
  matchWeights,
  maxReachKm,
  missingDataShare,
  remotePreferenceFactor,
  requiredSkillsShare,
  salaryTolerance,
  usableRadiusKm,
} from "./weights.ts";
import { capitalised, counted, euros, frenchList, frenchNumber } from "./wording.ts";

/** Improvements name at most this many skills or languages, to stay one readable line. */
const namedInImprovement = 3;

/** A sentence now, or how to write it when it is read. */
type Wording<T> = T | (() => T);

/**
 * One line of the breakdown. Its sentence and improvement are written when first read: a candidate
 * is scored against thousands of offers to rank them, and only the page shown is read.
 */
function criterion(
  key: CriterionKey,
  share: number,
  sentence: Wording<string>,
  improvement: Wording<string | null>,
  details?: Criterion["details"],
): Criterion {
  const weight = matchWeights[key];
  const bounded = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  const points = Math.round(weight * bounded * 10) / 10;
  let written: string | undefined;
  let advice: string | null | undefined;
  return {
    key,
    label: criterionLabels[key],
    weight,
    points,
    get sentence() {
      written ??= typeof sentence === "function" ? sentence() : sentence;
      return written;
    },
    // Decided on the rounded points, so "full" means the same thing in the breakdown and here.
    get improvement() {
      if (advice === undefined) {
        advice = points >= weight ? null : typeof improvement === "function" ? improvement() : improvement;
      }
      return advice;
    },
    ...(details ? { details } : {}),
  };
}

const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

/** Each entry once by synonym group, in the given order, skipping those already `seen`. */
function distinct(entries: readonly string[], seen: Set<string>): string[] {
  const kept: string[] = [];
  for (const entry of entries) {
    const key = groupKey(entry);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(entry.trim());
  }
  return kept;
}

export function scoreSkills(candidate: MatchCandidate, job: MatchJob): Criterion {
  const seen = new Set<string>();
  const required = distinct(job.skills, seen);
  const niceToHave = distinct(job.niceToHaveSkills, seen);
  if (required.length + niceToHave.length === 0) {
    return criterion(
      "skills",
      missingDataShare,
      "Aucune compétence demandée par l'offre",
      "Renseigner les compétences demandées par l'offre",
    );
  }

  const known = allSkillKeys(candidate.skills);
  const has = (skill: string) => known.has(skillKey(skill));
  const matchedRequired = required.filter(has);
  const matchedNiceToHave = niceToHave.filter(has);
  const missingRequired = required.filter((skill) => !has(skill));
  const missingNiceToHave = niceToHave.filter((skill) => !has(skill));

  const requiredShare = required.length === 0 ? 0 : niceToHave.length === 0 ? 1 : requiredSkillsShare;
  const share =
    (required.length > 0 ? (requiredShare * matchedRequired.length) / required.length : 0) +
    (niceToHave.length > 0 ? ((1 - requiredShare) * matchedNiceToHave.length) / niceToHave.length : 0);

  const matched = matchedRequired.length + matchedNiceToHave.length;
  const total = required.length + niceToHave.length;
  const toAdd = (missingRequired.length > 0 ? missingRequired : missingNiceToHave).slice(0, namedInImprovement);
  return criterion(
    "skills",
    share,
    () => `${counted(matched, "compétence", "compétences")} sur ${total} en commun`,
    () => `Ajouter ${frenchList(toAdd)} aux compétences du profil`,
    { matched: [...matchedRequired, ...matchedNiceToHave], missing: [...missingRequired, ...missingNiceToHave] },
  );
}

const hasCoordinates = (place: { lat: number | null; lng: number | null }) =>
  finiteOrNull(place.lat) !== null && finiteOrNull(place.lng) !== null;

/** The distance between both sides when both have coordinates. */
export function pairDistanceKm(candidate: MatchCandidate, job: MatchJob): number | null {
  if (!hasCoordinates(candidate) || !hasCoordinates(job)) return null;
  return distanceKm({ lat: candidate.lat!, lng: candidate.lng! }, { lat: job.lat!, lng: job.lng! });
}

/** "Poste sur site à 12 km", "Poste hybride à moins d'un kilomètre". */
function whereAbouts(km: number, remoteMode: RemoteMode) {
  return `Poste ${remoteModePhrases[remoteMode]} ${km === 0 ? "à moins d'un kilomètre" : `à ${km} km`}`;
}

/**
 * Beyond the max reach, the whole kilometres shown: past the reach even when rounding would land on
 * it, since "à 70 km, trop loin … (au plus 70 km …)" reads as a contradiction.
 */
function beyondReachKm(distance: number, reach: number) {
  return Math.max(Math.round(distance), Math.floor(reach) + 1);
}

/** The sentence of a job beyond the max reach; also the reason of the exclusion (rule b). */
export function beyondReachSentence(candidate: MatchCandidate, job: MatchJob, distance: number): string {
  const radius = usableRadiusKm(candidate.mobilityRadiusKm);
  const reach = maxReachKm(radius, job.remoteMode);
  // The reach is not the radius the person gave: say where it comes from, not only its figure.
  return `${whereAbouts(beyondReachKm(distance, reach), job.remoteMode)} : trop loin pour un rayon de mobilité de ${frenchNumber(radius)} km (au plus ${frenchNumber(reach)} km pour un poste ${remoteModePhrases[job.remoteMode]})`;
}

export function scoreDistance(candidate: MatchCandidate, job: MatchJob): Criterion {
  const preference = remotePreferenceFactor(candidate.remotePreference, job.remoteMode);
  const mismatch = preference < 1 && candidate.remotePreference !== "any";
  const preferenceNote = mismatch
    ? ` ; ${remotePreferencePhrases[candidate.remotePreference as RemoteMode]} souhaité`
    : "";
  const finish = (
    share: number,
    sentence: () => string,
    improvement: (() => string) | null,
    details?: Criterion["details"],
  ) =>
    criterion(
      "distance",
      share * preference,
      () => sentence() + preferenceNote,
      () => {
        const steps = [
          improvement?.() ?? null,
          mismatch ? `accepter un poste ${remoteModePhrases[job.remoteMode]}` : null,
        ];
        const wanted = steps.filter((step) => step !== null);
        return wanted.length > 0 ? capitalised(frenchList(wanted)) : null;
      },
      details,
    );

  // A remote job is as close as can be: the radius does not apply.
  if (job.remoteMode === "remote") return finish(1, () => "Poste en télétravail complet", null);

  const distance = pairDistanceKm(candidate, job);
  if (distance === null) {
    const candidateKnown = hasCoordinates(candidate);
    const jobKnown = hasCoordinates(job);
    const whose =
      !candidateKnown && !jobKnown ? "du profil et de l'offre" : !candidateKnown ? "du profil" : "de l'offre";
    const agreement = !candidateKnown && !jobKnown ? "s" : "";
    return finish(
      missingDataShare,
      () => `Distance inconnue : localisation ${whose} non renseignée${agreement}`,
      () => `Renseigner la localisation ${whose}`,
    );
  }

  // Scored on whole kilometres, the ones the sentence shows, so that "à 30 km, dans le rayon de
  // 30 km" is always full; the exclusion itself uses the exact distance, as the SQL does.
  const km = Math.round(distance);
  const radius = usableRadiusKm(candidate.mobilityRadiusKm);
  const reach = maxReachKm(radius, job.remoteMode);
  const details = { distanceKm: Math.round(distance * 10) / 10 };
  if (distance > reach) {
    const widen = () => `Élargir le rayon de mobilité à ${beyondReachKm(distance, reach)} km`;
    return finish(0, () => beyondReachSentence(candidate, job, distance), widen, details);
  }

  const place = () => whereAbouts(km, job.remoteMode);
  if (km <= radius) {
    return finish(1, () => `${place()}, dans le rayon de mobilité de ${frenchNumber(radius)} km`, null, details);
  }

  const overshoot = Math.min(1, (km - radius) / (reach - radius));
  const loss = job.remoteMode === "hybrid" ? hybridDistanceLoss : 1;
  return finish(
    1 - loss * overshoot,
    () => `${place()}, au-delà du rayon de mobilité de ${frenchNumber(radius)} km`,
    () => `Élargir le rayon de mobilité à ${km} km`,
    details,
  );
}

const contractWithArticle: Record<ContractType, string> = {
  CDI: "le CDI",
  CDD: "le CDD",
  intérim: "l'intérim",
  alternance: "l'alternance",
  stage: "le stage",
  freelance: "le freelance",
};

/** Rule (a): a candidate with no contract listed is open to every contract. */
export const contractAccepted = (candidate: MatchCandidate, job: MatchJob) =>
  candidate.contractTypes.length === 0 || candidate.contractTypes.includes(job.contractType);

export function scoreContract(candidate: MatchCandidate, job: MatchJob): Criterion {
  const contract = capitalised(job.contractType);
  if (candidate.contractTypes.length === 0) {
    return criterion("contract", 1, () => `${contract} ; tous les contrats sont acceptés`, null);
  }
  if (contractAccepted(candidate, job)) {
    return criterion("contract", 1, () => `${contract}, parmi les contrats recherchés`, null);
  }
  const wanted = [...new Set(candidate.contractTypes)].join(", ");
  return criterion(
    "contract",
    0,
    () => `${contract}, hors des contrats recherchés (${wanted})`,
    () => `Ajouter ${contractWithArticle[job.contractType]} aux contrats recherchés`,
  );
}

export function scoreSalary(candidate: MatchCandidate, job: MatchJob): Criterion {
  const expectation = finiteOrNull(candidate.salaryExpectation);
  const min = finiteOrNull(job.salaryMin);
  const max = finiteOrNull(job.salaryMax);
  // "From 35 000 €" says nothing above it, so the minimum is the only ceiling there is.
  const ceiling = max ?? min;

  if (expectation === null || ceiling === null) {
    const [missing, improvement] =
      expectation === null && ceiling === null
        ? [
            "prétention et salaire de l'offre non renseignés",
            "Renseigner la prétention salariale et le salaire de l'offre",
          ]
        : expectation === null
          ? ["prétention non renseignée", "Renseigner la prétention salariale"]
          : ["salaire de l'offre non renseigné", "Renseigner le salaire de l'offre"];
    return criterion("salary", missingDataShare, () => `Salaire non comparable : ${missing}`, improvement);
  }

  const offer = () =>
    min !== null && max !== null && min !== max
      ? `la fourchette de ${euros(min)} à ${euros(max)}`
      : max === null
        ? `le salaire proposé à partir de ${euros(ceiling)}`
        : min === null
          ? `le salaire proposé jusqu'à ${euros(ceiling)}`
          : `le salaire proposé de ${euros(ceiling)}`;
  const asked = () => `Prétention de ${euros(expectation)}`;
  if (expectation <= ceiling) return criterion("salary", 1, () => `${asked()}, compatible avec ${offer()}`, null);

  const gap = ceiling > 0 ? (expectation - ceiling) / ceiling : Infinity;
  const above = Number.isFinite(gap) ? `${Math.max(1, Math.round(gap * 100))} % au-dessus` : "au-dessus";
  return criterion(
    "salary",
    1 - gap / salaryTolerance,
    () => `${asked()}, ${above} ${offer().replace(/^le /, "du ").replace(/^la /, "de la ")}`,
    () => `Rapprocher la prétention (${euros(expectation)}) du salaire proposé (${euros(ceiling)})`,
  );
}

export function scoreExperience(candidate: MatchCandidate, job: MatchJob): Criterion {
  const required = Number.isFinite(job.experienceYearsMin) ? Math.max(0, job.experienceYearsMin) : 0;
  if (required === 0) return criterion("experience", 1, "Aucune expérience minimale demandée", null);

  const requested = () => counted(required, "an demandé", "ans demandés");
  const years = finiteOrNull(candidate.experienceYears);
  if (years === null) {
    return criterion(
      "experience",
      missingDataShare,
      () => `Expérience non renseignée, ${requested()}`,
      "Renseigner les années d'expérience du profil",
    );
  }
  return criterion(
    "experience",
    years / required,
    () => `${counted(years, "an", "ans")} d'expérience pour ${requested()}`,
    () => `Atteindre ${counted(required, "an", "ans")} d'expérience`,
  );
}

export function scoreLanguages(candidate: MatchCandidate, job: MatchJob): Criterion {
  const requested = distinct(job.languages, new Set());
  if (requested.length === 0) return criterion("languages", 1, "Aucune langue demandée", null);

  const known = allSkillKeys(candidate.languages);
  const matched = requested.filter((language) => known.has(skillKey(language)));
  const missing = requested.filter((language) => !known.has(skillKey(language)));
  return criterion(
    "languages",
    matched.length / requested.length,
    () => `${counted(matched.length, "langue", "langues")} sur ${requested.length} en commun`,
    () => `Ajouter ${frenchList(missing.slice(0, namedInImprovement))} aux langues du profil`,
    { matched, missing },
  );
}
