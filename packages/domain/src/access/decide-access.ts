import { paths } from "../vocabulary/paths.ts";
import type { AccessDecision, AccessOptions, Visitor } from "./types.ts";

/** Where each kind of signed-in user lands when a page is not for them (spec §4, §6). */
export const homes = {
  candidate: paths.candidate.card,
  recruiter: paths.recruiter.card,
  admin: paths.admin.home,
} as const;

const allow: AccessDecision = { type: "allow" };
const redirect = (to: string): AccessDecision => ({ type: "redirect", to });

/** `/login?redirectFrom=<original full path>`: the visitor comes back there after signing in. */
export const loginPath = (fullPath: string) => `${paths.login}?redirectFrom=${encodeURIComponent(fullPath)}`;

export const loginRedirect = (fullPath: string) => redirect(loginPath(fullPath));

const pathOf = (fullPath: string) => {
  const path = fullPath.split(/[?#]/, 1)[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
};

/** Pages for visitors who are not signed in. */
const anonymousOnlyPages = new Set<string>([paths.login, paths.register.recruiter, paths.register.candidate]);

/**
 * The `redirectFrom` of a login URL when it is a path of this site: never another origin
 * (`//evil.example`, `/\\evil.example`, `https:`), never a page for anonymous visitors (a loop).
 */
export function returnPath(fullPath: string): string | undefined {
  const query = fullPath.split("#", 1)[0]!.split("?")[1];
  const back = new URLSearchParams(query ?? "").get("redirectFrom");
  if (!back || !back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return undefined;
  if (anonymousOnlyPages.has(pathOf(back))) return undefined;
  return back;
}

/** The user_metadata key where a sign-up keeps the page to come back to once onboarding is done. */
export const returnToKey = "return_to";

/**
 * The page a new account goes back to after its onboarding (a sign-up that began on an offer's
 * « Ça m'intéresse »), when it is a path of this site; read from the user's metadata, so that it
 * holds even when the confirmation link opens in another browser.
 */
export function onboardingReturn(metadata: unknown): string | undefined {
  const value = (metadata as Record<string, unknown> | null | undefined)?.[returnToKey];
  if (typeof value !== "string" || value.length > 2000) return undefined;
  return returnPath(`?redirectFrom=${encodeURIComponent(value)}`);
}

/** Recruiter pages that need a valid subscription when payment is required (spec §6). */
const paidRecruiterPages = /^\/dashboard\/recruiter\/(jobs|potential-matches|workflow|news)(\/|$)/;

/** Where a signed-in visitor goes instead of a page for anonymous visitors (login, registration). */
function signedInHome(visitor: Exclude<Visitor, { kind: "anonymous" }>) {
  return homes[visitor.kind];
}

function candidateArea(path: string, fullPath: string, visitor: Visitor): AccessDecision {
  if (visitor.kind === "anonymous") return loginRedirect(fullPath);
  if (visitor.kind !== "candidate") return redirect(homes[visitor.kind]);
  if (!visitor.completed) return redirect(paths.questionnaire.candidate);
  // The portrait is written at question four; until it exists, that is the only page open.
  if (!visitor.hasMemo && path !== paths.candidate.questionFour) {
    return redirect(paths.candidate.questionFour);
  }
  return allow;
}

function recruiterArea(path: string, fullPath: string, visitor: Visitor, options: AccessOptions): AccessDecision {
  if (visitor.kind === "anonymous") return loginRedirect(fullPath);
  if (visitor.kind !== "recruiter") return redirect(homes[visitor.kind]);
  if (!visitor.completed) return redirect(paths.questionnaire.recruiter);
  // A failed check counts as no subscription: the subscribe page says what to do.
  if (options.recruiterPaymentRequired && paidRecruiterPages.test(path) && visitor.subscription !== "valid") {
    return redirect(paths.recruiter.subscribe);
  }
  return allow;
}

/**
 * The administrators' area: anonymous visitors sign in first; candidates and recruiters go to their
 * own card, as spec §6 sends a wrong role to its area's home.
 */
function adminArea(fullPath: string, visitor: Visitor): AccessDecision {
  if (visitor.kind === "anonymous") return loginRedirect(fullPath);
  if (visitor.kind !== "admin") return redirect(homes[visitor.kind]);
  return allow;
}

/**
 * The access rules of spec §4 and §6 as one pure decision: may this visitor see this path, or
 * where do they go instead? `fullPath` is the path with its query and hash, kept for the login
 * redirect. The browser's guard is for comfort; the server enforces rights on its own (RLS, tokens).
 * Paths outside every rule (public pages, unknown paths for the 404 page) are allowed.
 */
export function decideAccess(fullPath: string, visitor: Visitor, options: AccessOptions): AccessDecision {
  const path = pathOf(fullPath);

  // E-mail confirmation skips profile fetching and every guard.
  if (path === paths.confirmEmail) return allow;

  if (anonymousOnlyPages.has(path)) {
    if (visitor.kind === "anonymous") return allow;
    // Signed in on the login page: back to the page that asked for it, when there was one.
    const back = path === paths.login ? returnPath(fullPath) : undefined;
    return redirect(back ?? signedInHome(visitor));
  }

  // Analysis steps of a candidate's registration: signed-in candidates only, once.
  if (path === paths.register.cvAnalyzer || path === paths.register.voice) {
    if (visitor.kind === "anonymous") return loginRedirect(fullPath);
    if (visitor.kind !== "candidate") return redirect(signedInHome(visitor));
    if (path === paths.register.cvAnalyzer && visitor.analyzerCv) return redirect(homes.candidate);
    return allow;
  }

  if (path === paths.questionnaire.candidate) {
    if (visitor.kind === "anonymous") return loginRedirect(fullPath);
    if (visitor.kind !== "candidate") return redirect(signedInHome(visitor));
    return visitor.completed ? redirect(homes.candidate) : allow;
  }
  if (path === paths.questionnaire.recruiter || path === paths.questionnaire.companyAnalyzer) {
    if (visitor.kind === "anonymous") return loginRedirect(fullPath);
    if (visitor.kind !== "recruiter") return redirect(signedInHome(visitor));
    if (path === paths.questionnaire.recruiter && visitor.completed) return redirect(homes.recruiter);
    return allow;
  }
  if (path.startsWith("/questionnaire/")) {
    return visitor.kind === "anonymous" ? loginRedirect(fullPath) : allow;
  }

  if (path === paths.candidate.home || path.startsWith(`${paths.candidate.home}/`)) {
    return candidateArea(path, fullPath, visitor);
  }
  if (path === paths.recruiter.home || path.startsWith(`${paths.recruiter.home}/`)) {
    return recruiterArea(path, fullPath, visitor, options);
  }
  if (path === paths.admin.home || path.startsWith(`${paths.admin.home}/`)) {
    return adminArea(fullPath, visitor);
  }
  return allow;
}

/** Whether the router should fetch the visitor's profile before deciding (not on /confirm-email). */
export function needsProfile(fullPath: string) {
  return pathOf(fullPath) !== paths.confirmEmail;
}
