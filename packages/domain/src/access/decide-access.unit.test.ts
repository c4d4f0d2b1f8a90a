// Every route of spec §2 × every visitor state × the payment flag: the expected destination of each
// cell is written out from spec §4 and §6, not computed.
import { describe, expect, it } from "vitest";

import { decideAccess, needsProfile } from "./decide-access.ts";
import type { Visitor } from "./types.ts";

const visitors = {
  anon: { kind: "anonymous" },
  candNew: { kind: "candidate", completed: false, hasMemo: false, analyzerCv: false },
  candNoMemo: { kind: "candidate", completed: true, hasMemo: false, analyzerCv: false },
  candNoMemoCv: { kind: "candidate", completed: true, hasMemo: false, analyzerCv: true },
  candFull: { kind: "candidate", completed: true, hasMemo: true, analyzerCv: false },
  candFullCv: { kind: "candidate", completed: true, hasMemo: true, analyzerCv: true },
  recNew: { kind: "recruiter", completed: false, subscription: "none" },
  recNone: { kind: "recruiter", completed: true, subscription: "none" },
  recValid: { kind: "recruiter", completed: true, subscription: "valid" },
  recError: { kind: "recruiter", completed: true, subscription: "error" },
  admin: { kind: "admin" },
} satisfies Record<string, Visitor>;
type VisitorKey = keyof typeof visitors;
const columns = Object.keys(visitors) as VisitorKey[];

// Cell values: "ok" = allowed, "L" = /login?redirectFrom=<path>, else an abbreviation or a path.
const places: Record<string, string> = {
  C: "/dashboard/candidate/card",
  R: "/dashboard/recruiter/card",
  QC: "/questionnaire/candidate",
  QR: "/questionnaire/recruiter",
  Q4: "/dashboard/candidate/question-four",
  S: "/dashboard/recruiter/subscribe",
  A: "/admin",
};

//                 anon candNew candNoMemo candNoMemoCv candFull candFullCv recNew recNone recValid recError admin
const everyone = "   ok   ok      ok         ok           ok       ok         ok     ok      ok       ok       ok";
const anonymousOnly = "ok  C       C          C            C        C          R      R       R        R        A";
const cvAnalyzer = " L   ok      ok         C            ok       C          R      R       R        R        A";
const voice = "      L   ok      ok         ok           ok       ok         R      R       R        R        A";
const candidateQuestionnaire = "L ok C     C            C        C          R      R       R        R        A";
const recruiterQuestionnaire = "L C  C     C            C        C          ok     R       R        R        A";
const companyAnalyzer = "L   C       C          C            C        C          ok     ok      ok       ok       A";
const anyQuestionnaire = "L  ok      ok         ok           ok       ok         ok     ok      ok       ok       ok";
const candidatePage = "  L   QC      Q4         Q4           ok       ok         R      R       R        R        A";
const questionFour = "   L   QC      ok         ok           ok       ok         R      R       R        R        A";
const recruiterPage = "  L   C       C          C            C        C          QR     ok      ok       ok       A";
const paidPageFlagOn = " L   C       C          C            C        C          QR     S       ok       S        A";
const adminPage = "      L   C       C          C            C        C          R      R       R        R        ok";

const publicRoutes = [
  "/",
  "/contact",
  "/faq",
  "/actualites",
  "/actualites/42",
  "/cancel",
  "/success",
  "/create-profile",
  "/pre-inscription",
  "/p/marie-curie",
  "/simulation-salaire",
  "/submit-exists-recruiter",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/register/candidate/create-profile",
  "/une-page-qui-n-existe-pas",
];
const candidatePages = [
  "/dashboard/candidate",
  "/dashboard/candidate/card",
  "/dashboard/candidate/jobs",
  "/dashboard/candidate/memo",
  "/dashboard/candidate/news",
  "/dashboard/candidate/potential-matches",
  "/dashboard/candidate/profile",
  "/dashboard/candidate/search-jobs",
  "/dashboard/candidate/workflow",
];
const freeRecruiterPages = [
  "/dashboard/recruiter",
  "/dashboard/recruiter/card",
  "/dashboard/recruiter/profile",
  "/dashboard/recruiter/subscribe",
];
const paidRecruiterPages = [
  "/dashboard/recruiter/jobs",
  "/dashboard/recruiter/jobs/add-or-edit",
  "/dashboard/recruiter/potential-matches",
  "/dashboard/recruiter/workflow",
  "/dashboard/recruiter/news",
];
const adminPages = [
  "/admin",
  "/admin/",
  "/admin/actualites",
  "/admin/actualites/nouvelle",
  "/admin/actualites/7f0c2a4e-3b1d-4c55-9a8e-2d6f1b0c9e41",
];

type Row = [route: string, flagOff: string, flagOn: string];
const table: Row[] = [
  ...publicRoutes.map((r): Row => [r, everyone, everyone]),
  ...["/login", "/register/recruiter", "/register/candidate/inscription"].map((r): Row => [
    r,
    anonymousOnly,
    anonymousOnly,
  ]),
  ["/register/candidate/cvAnalyzer", cvAnalyzer, cvAnalyzer],
  ["/register/candidate/voice", voice, voice],
  ["/questionnaire/candidate", candidateQuestionnaire, candidateQuestionnaire],
  ["/questionnaire/recruiter", recruiterQuestionnaire, recruiterQuestionnaire],
  ["/questionnaire/companyAnalyzer", companyAnalyzer, companyAnalyzer],
  ["/questionnaire/mobilite", anyQuestionnaire, anyQuestionnaire],
  ...candidatePages.map((r): Row => [r, candidatePage, candidatePage]),
  ["/dashboard/candidate/question-four", questionFour, questionFour],
  ...freeRecruiterPages.map((r): Row => [r, recruiterPage, recruiterPage]),
  ...paidRecruiterPages.map((r): Row => [r, recruiterPage, paidPageFlagOn]),
  ...adminPages.map((r): Row => [r, adminPage, adminPage]),
];

function expected(cell: string, route: string) {
  if (cell === "ok") return { type: "allow" };
  if (cell === "L") return { type: "redirect", to: `/login?redirectFrom=${encodeURIComponent(route)}` };
  return { type: "redirect", to: places[cell] ?? cell };
}

const cases = table.flatMap(([route, off, on]) =>
  [
    [false, off],
    [true, on],
  ].flatMap(([flag, row]) => {
    const cells = (row as string).trim().split(/\s+/);
    if (cells.length !== columns.length) throw new Error(`row for ${route} has ${cells.length} cells`);
    return columns.map((visitor, i) => ({ route, visitor, flag: flag as boolean, cell: cells[i]! }));
  }),
);

describe("decideAccess: every route × every visitor × the payment flag", () => {
  it("covers every route and state", () => {
    expect(cases).toHaveLength(table.length * columns.length * 2);
  });

  it.each(cases)("$route as $visitor, payment $flag → $cell", ({ route, visitor, flag, cell }) => {
    expect(decideAccess(route, visitors[visitor], { recruiterPaymentRequired: flag })).toEqual(expected(cell, route));
  });
});

describe("decideAccess details", () => {
  const off = { recruiterPaymentRequired: false };

  it("keeps the original full path, query and hash included, for the return after login", () => {
    expect(decideAccess("/dashboard/candidate/jobs?q=développeuse&ville=Lyon#resultats", visitors.anon, off)).toEqual({
      type: "redirect",
      to: "/login?redirectFrom=%2Fdashboard%2Fcandidate%2Fjobs%3Fq%3Dd%C3%A9veloppeuse%26ville%3DLyon%23resultats",
    });
  });

  it("reads the path without its query, hash or trailing slash", () => {
    expect(
      decideAccess("/dashboard/recruiter/jobs/?page=2", visitors.recNone, { recruiterPaymentRequired: true }),
    ).toEqual({
      type: "redirect",
      to: "/dashboard/recruiter/subscribe",
    });
    expect(decideAccess("/login#form", visitors.candFull, off)).toEqual({
      type: "redirect",
      to: "/dashboard/candidate/card",
    });
  });

  it("brings a visitor who signs in back to the page that asked for it, never elsewhere", () => {
    const back = (fullPath: string, visitor: keyof typeof visitors = "candFull") =>
      decideAccess(fullPath, visitors[visitor], off);
    const deepLink = "/dashboard/candidate/jobs?q=d%C3%A9veloppeuse#resultats";
    expect(back(`/login?redirectFrom=${encodeURIComponent(deepLink)}`)).toEqual({ type: "redirect", to: deepLink });
    expect(back("/login?redirectFrom=%2Fdashboard%2Frecruiter%2Fjobs", "recValid")).toEqual({
      type: "redirect",
      to: "/dashboard/recruiter/jobs",
    });
    // The page then applies its own rule: a candidate sent back to a recruiter page goes on to their card.
    expect(back("/login?redirectFrom=%2Fdashboard%2Frecruiter%2Fjobs")).toEqual({
      type: "redirect",
      to: "/dashboard/recruiter/jobs",
    });
    expect(decideAccess("/dashboard/recruiter/jobs", visitors.candFull, off)).toEqual({
      type: "redirect",
      to: "/dashboard/candidate/card",
    });
    for (const hostile of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      "/login?redirectFrom=%2F",
      "/register/recruiter",
    ]) {
      expect(back(`/login?redirectFrom=${encodeURIComponent(hostile)}`)).toEqual({
        type: "redirect",
        to: "/dashboard/candidate/card",
      });
    }
    // Registration pages never bounce to a redirectFrom: only the login page does.
    expect(back("/register/candidate/inscription?redirectFrom=%2Ffaq")).toEqual({
      type: "redirect",
      to: "/dashboard/candidate/card",
    });
    expect(decideAccess("/login?redirectFrom=%2Ffaq", visitors.anon, off)).toEqual({ type: "allow" });
  });

  it("does not confuse a look-alike path with a guarded area", () => {
    expect(decideAccess("/dashboard/candidates", visitors.anon, off)).toEqual({ type: "allow" });
    expect(decideAccess("/dashboard/recruiter-jobs", visitors.anon, off)).toEqual({ type: "allow" });
    expect(decideAccess("/administration", visitors.anon, off)).toEqual({ type: "allow" });
  });

  it("sends an anonymous visitor of the administration to sign in, then back to the page asked", () => {
    const deepLink = "/admin/actualites?q=salon&page=2";
    expect(decideAccess(deepLink, visitors.anon, off)).toEqual({
      type: "redirect",
      to: "/login?redirectFrom=%2Fadmin%2Factualites%3Fq%3Dsalon%26page%3D2",
    });
    expect(decideAccess(`/login?redirectFrom=${encodeURIComponent(deepLink)}`, visitors.admin, off)).toEqual({
      type: "redirect",
      to: deepLink,
    });
  });

  it("skips profile fetching only on the e-mail confirmation page", () => {
    expect(needsProfile("/confirm-email?code=abc")).toBe(false);
    expect(needsProfile("/dashboard/candidate/card")).toBe(true);
    expect(needsProfile("/login")).toBe(true);
  });
});
