// « Présentation vocale » as `npm start` serves it (embedded mode: no speech provider). A new
// candidate records with a fake microphone fed a French recording (espeak-ng, made at test time),
// stops, listens back, types the transcript, has its words analysed, applies the findings and finds
// them on their profile. A second browser refuses the microphone: a French message, and the typed
// path still works, at 360 px and by keyboard.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { signUpCandidate } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const spoken =
  "Bonjour, je suis développeuse web à Lyon. Je travaille avec React et TypeScript. Je parle anglais couramment.";

/** The French recording the fake microphone plays, in a loop. */
const wav = path.join(mkdtempSync(path.join(tmpdir(), "fuse-voice-")), "presentation.wav");
execFileSync("espeak-ng", ["-v", "fr", "-w", wav, spoken]);

const withMicrophone = setupChromium([
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-audio-capture=${wav}`,
]);
// No fake prompt answer: the permission prompt is denied, as a person refusing the microphone.
const withoutMicrophone = setupChromium(["--use-fake-device-for-media-stream", "--deny-permission-prompts"]);

async function landedOn(page: Page, pathname: string, heading: string) {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

/** A new candidate, signed up through the screens and confirmed with the link of their e-mail. */
const signUp = (page: Page, email: string, password: string) =>
  signUpCandidate(page, appUrl, { firstName: "Léa", lastName: "Martin", email, password });

/** The candidate's access token, signed in with their password through the auth API. */
async function tokenOf(email: string, password: string) {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const session = (await (
    await fetch(`${appUrl}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: config.supabaseAnonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { access_token: string };
  return { token: session.access_token, anonKey: config.supabaseAnonKey };
}

/** Completes the profile with a portrait through the API, as the questionnaire and question-four would. */
async function completeProfile(token: string) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const info = await fetch(`${appUrl}/api/profile/info`, {
    method: "POST",
    headers,
    body: JSON.stringify({ form: { first_name: "Léa", city: "Lyon", skills: ["Git"], memo: "<p>Mon portrait.</p>" } }),
  });
  expect(info.status).toBe(200);
  const completed = await fetch(`${appUrl}/api/profile/update`, {
    method: "POST",
    headers,
    body: JSON.stringify({ completed: true }),
  });
  expect(completed.status).toBe(200);
}

async function getJson<T>(pathname: string, token: string) {
  const response = await fetch(`${appUrl}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The review as it shows after « Analyser »: the words' skills and language, ticked. */
async function reviewShowsFindings(page: Page) {
  await page.getByRole("heading", { level: 2, name: "3. Ce que disent vos mots" }).waitFor();
  for (const name of ["React", "TypeScript", "Anglais"]) {
    expect(await page.getByRole("checkbox", { name, exact: true }).getAttribute("aria-checked")).toBe("true");
  }
  expect(await page.getByRole("textbox", { name: "Métier recherché" }).inputValue()).toBe(
    "Développeur / Développeuse web",
  );
}

describe("/register/candidate/voice", () => {
  it("records with the microphone, listens back, analyses the typed transcript and applies it to the profile", async () => {
    const email = `lea.${Date.now()}@exemple.fr`;
    const password = "Rossignol2026";
    const { page, problems } = await withMicrophone.newPage();
    await signUp(page, email, password);
    const { token, anonKey } = await tokenOf(email, password);
    await completeProfile(token);

    await page.goto(`${appUrl}/register/candidate/voice`);
    await landedOn(page, "/register/candidate/voice", "Présentation vocale");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    // Embedded mode has no speech provider: the screen says so, in French.
    await page.getByText("Transcription automatique indisponible ici").waitFor();
    await page.getByText("Seuls les mots sont analysés").waitFor();

    // Record a few seconds of the fake microphone, then stop.
    await page.getByRole("button", { name: "Enregistrer ma présentation" }).click();
    const stop = page.getByRole("button", { name: "Arrêter l'enregistrement" });
    await stop.waitFor();
    await page.getByText("Temps restant :").waitFor();
    await page.waitForFunction(
      () => document.querySelector("[data-slot=voice-recorder-elapsed]")?.textContent === "0:03",
      undefined,
      { timeout: 10_000 },
    );
    await stop.click();

    // Listen back: the player has the recording, whose audio loads.
    const player = page.getByLabel("Écouter votre enregistrement");
    await player.waitFor();
    expect(await player.getAttribute("src")).toMatch(/^blob:/);
    await page.waitForFunction(
      () => (document.querySelector("[data-slot=voice-recorder-player]") as HTMLAudioElement | null)!.readyState >= 1,
      undefined,
      { timeout: 10_000 },
    );
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration > 0)).toBe(true);
    await page.getByRole("button", { name: "Réenregistrer" }).waitFor();
    await page.getByText("Enregistrement envoyé.").waitFor();

    // No provider here: the candidate types the transcript, then the words are analysed.
    await page.getByRole("textbox", { name: "Texte de votre présentation" }).fill(spoken);
    await page.getByRole("button", { name: "Analyser" }).click();
    await reviewShowsFindings(page);
    await page.getByText(/Votre présentation est trop courte \(17 mots\)/).waitFor();
    // The trade sought, with the family the server files it under.
    await page.getByText("Métier : Études et développement informatique (M1805)").waitFor();

    await page.getByRole("button", { name: "Appliquer à mon profil" }).click();
    await page.getByText("Votre profil est à jour.").waitFor();

    // On the profile: skills merged, the language with its level, the trade with its ROME family.
    const info = await getJson<{ skills: string[]; languages: string[]; target_title: string; rome_code: string }>(
      "/api/profile/info",
      token,
    );
    expect(info.skills).toEqual(["Git", "TypeScript", "React"]);
    expect(info.languages).toEqual(["Anglais (Courant)"]);
    expect(info).toMatchObject({ target_title: "Développeur / Développeuse web", rome_code: "M1805" });
    const voice = await getJson<{ transcription: boolean; analysis: { transcript: string; path: string } }>(
      "/api/voice",
      token,
    );
    expect(voice.transcription).toBe(false);
    expect(voice.analysis.transcript).toBe(spoken);
    expect(voice.analysis.path).toMatch(/^[0-9a-f-]{36}\/presentation-\d+\.webm$/);

    // The recording is in the private bucket, in the candidate's folder: a WebM of some seconds.
    const stored = await fetch(`${appUrl}/storage/v1/object/authenticated/voice/${voice.analysis.path}`, {
      headers: { authorization: `Bearer ${token}`, apikey: anonKey },
    });
    expect(stored.status).toBe(200);
    const bytes = new Uint8Array(await stored.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    // Not readable without a token.
    const anonymous = await fetch(`${appUrl}/storage/v1/object/authenticated/voice/${voice.analysis.path}`, {
      headers: { apikey: anonKey },
    });
    expect(anonymous.ok).toBe(false);

    // Then on to the dashboard.
    await page.getByRole("link", { name: "Aller à mon tableau de bord" }).click();
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
    expect(problems.list()).toEqual([]);
  });

  it("says in French when the microphone is refused, and the typed path works at 360 px by keyboard", async () => {
    const email = `lea.sans-micro.${Date.now()}@exemple.fr`;
    const password = "Rossignol2026";
    const { page, problems } = await withoutMicrophone.newPage({ viewport: { width: 360, height: 740 } });
    await signUp(page, email, password);
    const { token } = await tokenOf(email, password);
    await completeProfile(token);

    await page.goto(`${appUrl}/register/candidate/voice`);
    await landedOn(page, "/register/candidate/voice", "Présentation vocale");
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    await page.getByRole("button", { name: "Enregistrer ma présentation" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Accès au micro refusé" }).waitFor();
    await page.getByText(/Pas de micro \? Écrivez simplement votre présentation/).waitFor();

    // By keyboard: type, then Tab to « Analyser » and press Enter.
    const text = page.getByRole("textbox", { name: "Texte de votre présentation" });
    await text.focus();
    await page.keyboard.insertText(spoken);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Analyser");
    await page.keyboard.press("Enter");
    await reviewShowsFindings(page);
    expect(await fits()).toBe(true);

    // Untick TypeScript by keyboard, apply.
    await page.getByRole("checkbox", { name: "TypeScript", exact: true }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Appliquer à mon profil" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Votre profil est à jour.").waitFor();
    expect(await fits()).toBe(true);

    const info = await getJson<{ skills: string[]; languages: string[] }>("/api/profile/info", token);
    expect(info.skills).toEqual(["Git", "React"]);
    expect(info.languages).toEqual(["Anglais (Courant)"]);
    expect(problems.list()).toEqual([]);
  });
});
