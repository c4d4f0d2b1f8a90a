// The hiring workflow live on both sides, as `npm start` serves it, in two browsers: a new recruiter
// and a new candidate with a mutual match. The recruiter moves the card by keyboard only and the
// candidate's page shows the new stage without a reload; an interview is proposed, the candidate
// picks a slot, and both receive an e-mail with a calendar invitation; a refusal with its reason
// reaches the candidate's page.
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { generateCvs } from "../fixtures/cv/corpus.ts";
import { setupChromium } from "./support/browser.ts";
import { apiSession, landedOn } from "./support/candidate.ts";
import { mailbox, type MailboxEmail } from "./support/mailbox.ts";
import { uniqueSiret } from "./support/recruiter.ts";
import { workerServers } from "./support/servers.ts";
import { openSignedIn, signIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const password = "Suivi-des-candidatures-2026";
const stamp = Date.now().toString(36);
const recruiterEmail = `rh.suivi.${stamp}@fuse.test`;
const candidateEmail = `camille.suivi.${stamp}@fuse.test`;
const offerTitle = `Comptable unique (H/F) ${stamp}`;
const parisTime = { timezoneId: "Europe/Paris", locale: "fr-FR" };

type Session = Awaited<ReturnType<typeof apiSession>>;

/** Signs up through the auth API and follows the confirmation link of the e-mail, as a new user does. */
async function newAccount(email: string): Promise<Session> {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const response = await fetch(`${appUrl}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: config.supabaseAnonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  const link = await mailbox(appUrl).waitForLink(email, /Confirm/i);
  const confirmed = await fetch(link, { redirect: "manual" });
  expect(confirmed.status).toBeLessThan(400);
  return apiSession(appUrl, email, password);
}

/** Presses Tab until the element named `name` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, name: string, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute("aria-label") ?? element?.textContent ?? "";
    });
    if (focused.includes(name)) return;
  }
  throw new Error(`« ${name} » not reached within ${limit} presses of Tab`);
}

/** The candidate's application card for the offer. */
const application = (page: Page) => page.locator("[data-slot='application-card']").filter({ hasText: offerTitle });

/** The newest e-mail to `to` carrying a calendar invitation, once it arrives. */
async function invitationTo(to: string): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(appUrl).list(to)).find((email) =>
          email.attachments.some((file) => file.filename.endsWith(".ics") && /METHOD:REQUEST/.test(file.content)),
        );
        return Boolean(found);
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

let recruiter: Session;
let candidate: Session;
let jobId: string;
let cvBytes: Uint8Array;

beforeAll(async () => {
  [recruiter, candidate] = await Promise.all([newAccount(recruiterEmail), newAccount(candidateEmail)]);
  await recruiter.call("POST", "/api/profile/update", { type: "recruiter", completed: true });
  await recruiter.call("PATCH", "/api/profile/info/update-company", {
    profile: { name: `Cabinet Suivi ${stamp}`, siret: uniqueSiret() },
  });
  const recruiterProfile = (await recruiter.call("GET", `/api/profile?id=${recruiter.userId}`)) as { id: string };
  const { data: job, error } = await recruiter.supabase
    .from("jobs")
    .insert({
      company_id: recruiterProfile.id,
      title: offerTitle,
      description: "<p>Vous tenez la comptabilité d'un cabinet de dix personnes.</p>",
      contract_type: "CDI",
      remote_mode: "hybrid",
      city: "Lyon",
      postal_code: "69002",
      lat: 45.7485,
      lng: 4.8467,
      salary_min: 36000,
      salary_max: 42000,
      skills: ["Comptabilité"],
      experience_years_min: 0,
      languages: ["Français"],
      status: "published",
    })
    .select("id")
    .single();
  if (error) throw error;
  jobId = (job as { id: string }).id;

  await candidate.call("POST", "/api/profile/update", { type: "candidate", completed: true });
  await candidate.call("POST", "/api/profile/info", {
    form: {
      first_name: "Camille",
      last_name: "Martin",
      skills: ["Comptabilité"],
      contract_types: ["CDI"],
      card_visible: true,
      memo: "<p>Comptable depuis six ans, à Lyon.</p>",
    },
  });
  // A CV sent to the analyser, as the candidate does from « Analyse de CV ».
  const cv = (await generateCvs()).find((entry) => entry.name === "03-sarah-2col.pdf")!;
  cvBytes = cv.bytes;
  const cvPath = `${candidate.userId}/cv-${stamp}.pdf`;
  const uploaded = await candidate.supabase.storage
    .from("cvs")
    .upload(cvPath, cv.bytes, { contentType: "application/pdf" });
  expect(uploaded.error).toBeNull();
  await candidate.call("POST", "/api/cv-analysis", { path: cvPath, name: "CV Camille Martin.pdf" });
  const candidateProfile = (await candidate.call("GET", `/api/profile?id=${candidate.userId}`)) as { id: string };
  await candidate.call("POST", "/api/matches/decisions", { job_id: jobId, decision: "like" });
  const decided = (await recruiter.call("POST", "/api/matches/decisions", {
    job_id: jobId,
    candidate_id: candidateProfile.id,
    decision: "like",
  })) as { mutual: boolean };
  expect(decided.mutual).toBe(true);
}, 120_000);

/** Both sides signed in, on their screens, each following changes live. */
async function bothSides() {
  const recruiterSide = await chromium.newPage(parisTime);
  const candidateSide = await chromium.newPage(parisTime);
  await signIn(recruiterSide.page, appUrl, recruiterEmail, {
    password,
    redirectFrom: `/dashboard/recruiter/workflow?offre=${jobId}`,
  });
  await landedOn(recruiterSide.page, `/dashboard/recruiter/workflow?offre=${jobId}`, "Suivi des recrutements");
  await signIn(candidateSide.page, appUrl, candidateEmail, { password, redirectFrom: "/dashboard/candidate/workflow" });
  await landedOn(candidateSide.page, "/dashboard/candidate/workflow", "Suivi de mes candidatures");
  await candidateSide.page
    .getByRole("status")
    .filter({ hasText: "Vos candidatures se mettent à jour en direct" })
    .waitFor();
  await recruiterSide.page.getByRole("status").filter({ hasText: "Mis à jour en direct" }).waitFor();
  return { recruiterSide, candidateSide };
}

describe("the hiring workflow, live on both sides", () => {
  it("a card moved by keyboard only shows its new stage on the candidate's page without a reload", async () => {
    const { recruiterSide, candidateSide } = await bothSides();
    const card = application(candidateSide.page);
    await card.getByText("Nouveau match", { exact: true }).waitFor();

    // The board scrolls in its own region: the page itself never scrolls sideways at 1,280 px.
    const board = recruiterSide.page.getByRole("region", { name: "Étapes du recrutement" });
    await board.waitFor();
    expect(await board.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
    expect(
      await recruiterSide.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // What screen readers are told: every text written into a live region, kept as it passes.
    await recruiterSide.page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { announcements: string[] }).announcements = said;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll("[aria-live], [role='status']")) {
          const text = region.textContent?.trim();
          if (text && said.at(-1) !== text) said.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    // Keyboard only: Tab to the card's handle, Space to lift, → to the next column, Space to drop.
    const announced = (pattern: RegExp) =>
      expect
        .poll(async () =>
          (
            await recruiterSide.page.evaluate(() => (window as unknown as { announcements: string[] }).announcements)
          ).some((text) => pattern.test(text)),
        )
        .toBe(true);
    await tabTo(recruiterSide.page, "Saisir la carte de Camille Martin");
    await recruiterSide.page.keyboard.press("Space");
    await announced(/Camille Martin saisie/);
    await recruiterSide.page.keyboard.press("ArrowRight");
    await announced(/étape Présélection/);
    await recruiterSide.page.keyboard.press("Space");
    const moved = performance.now();

    // The candidate's page, never reloaded, shows the new stage.
    await card.getByText("Présélection", { exact: true }).waitFor({ timeout: 5_000 });
    console.info(
      `Realtime: the candidate saw « Présélection » ${Math.round(performance.now() - moved)} ms after the drop`,
    );
    // Said to screen readers, in French: lifted, then dropped in « Présélection ».
    const said = await recruiterSide.page.evaluate(
      () => (window as unknown as { announcements: string[] }).announcements,
    );
    expect(
      said.some((text) => /Camille Martin saisie/.test(text)),
      said.join(" | "),
    ).toBe(true);
    expect(
      said.some((text) => /Camille Martin déplacée vers Présélection/.test(text)),
      said.join(" | "),
    ).toBe(true);
    const column = recruiterSide.page.getByRole("list", { name: /^Présélection/ });
    await column.getByRole("heading", { name: "Camille Martin" }).waitFor();

    expect(recruiterSide.problems.list()).toEqual([]);
    expect(candidateSide.problems.list()).toEqual([]);
  });

  it("an interview proposed, then picked, sends both sides an e-mail with a valid calendar invitation", async () => {
    await Promise.all([mailbox(appUrl).clear(candidateEmail), mailbox(appUrl).clear(recruiterEmail)]);
    const { recruiterSide, candidateSide } = await bothSides();
    const { page } = recruiterSide;

    // Ten days ahead at 10:00, Paris time.
    const day = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    await page.getByRole("button", { name: "Détails de Camille Martin" }).click();
    const details = page.getByRole("dialog", { name: "Camille Martin" });
    await details.getByLabel("Date").first().fill(day);
    await details.getByLabel("Heure").first().fill("10:00");
    await details.getByLabel("Lieu").fill("12 rue de la République, 69002 Lyon");
    await details.getByRole("button", { name: "Proposer ces créneaux" }).click();
    await details.getByText(/En attente du choix du candidat/).waitFor();

    // The candidate sees the slot at once, picks it and confirms.
    const card = application(candidateSide.page);
    await card.getByRole("radio").first().check();
    await card.getByRole("button", { name: "Confirmer ce créneau" }).click();
    await card
      .getByText(/Entretien le/)
      .first()
      .waitFor();

    for (const to of [candidateEmail, recruiterEmail]) {
      const email = await invitationTo(to);
      expect(email.text).toMatch(/entretien/i);
      const ics = email.attachments.find((file) => file.filename.endsWith(".ics"))!;
      expect(ics.content_type).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(ics.content));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.uid).toBeTruthy();
      // 10:00 in Paris, whatever the season.
      const when = event.startDate.toJSDate();
      expect(when.toLocaleString("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" })).toBe(
        "10:00",
      );
      expect(when.toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" })).toBe(day);
      expect(event.location).toContain("12 rue de la République");
    }
    expect(recruiterSide.problems.list()).toEqual([]);
    expect(candidateSide.problems.list()).toEqual([]);
  });

  it("the recruiter reads the candidate's card, portrait and CV from the card's details", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const { page, problems } = await chromium.newPage({ ...parisTime, viewport });
      await openSignedIn(page, appUrl, recruiterEmail, `/dashboard/recruiter/workflow?offre=${jobId}`, password);
      await landedOn(page, `/dashboard/recruiter/workflow?offre=${jobId}`, "Suivi des recrutements");
      await page.getByRole("button", { name: "Détails de Camille Martin" }).click();
      const dialog = page.getByRole("dialog", { name: /Camille Martin/ });
      const profile = dialog.getByRole("region", { name: "Profil du candidat" });
      await profile.getByRole("heading", { level: 4, name: "Camille Martin" }).waitFor();
      await profile.getByText("Comptabilité", { exact: true }).waitFor();
      await profile.getByText("Comptable depuis six ans, à Lyon.").waitFor();
      const link = profile.getByRole("link", { name: "Voir le CV « CV Camille Martin.pdf » (nouvel onglet)" });
      expect(await link.getAttribute("target")).toBe("_blank");
      // The address opens the file itself, without a session, on the address the recruiter used.
      const href = (await link.getAttribute("href"))!;
      expect(new URL(href).origin).toBe(new URL(appUrl).origin);
      const file = await fetch(href);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(cvBytes);
      // The dialog scrolls inside the screen: nothing runs off a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems.list()).toEqual([]);
    }
  });

  it("a refusal with its reason and message reaches the candidate's page", async () => {
    const { recruiterSide, candidateSide } = await bothSides();
    const { page } = recruiterSide;
    await page.getByRole("button", { name: "Déplacer Camille Martin vers…" }).click();
    await page.getByRole("menuitem", { name: "Refusé" }).click();
    const dialog = page.getByRole("dialog", { name: "Refuser la candidature de Camille Martin" });
    await dialog.getByRole("combobox", { name: "Motif du refus" }).click();
    await page.getByRole("option", { name: "Un autre candidat a été retenu" }).click();
    await dialog.getByLabel("Message au candidat").fill("Merci pour nos échanges : nous gardons votre profil.");
    await dialog.getByRole("button", { name: "Refuser la candidature" }).click();
    await dialog.waitFor({ state: "detached" });

    const card = application(candidateSide.page);
    await card.getByText("Refusé", { exact: true }).waitFor();
    await card.getByText("Un autre candidat a été retenu").first().waitFor();
    await card.getByText("Merci pour nos échanges : nous gardons votre profil.").first().waitFor();
    expect(recruiterSide.problems.list()).toEqual([]);
    expect(candidateSide.problems.list()).toEqual([]);
  });
});
