// A new candidate as a person becomes one: signed up through the screens, confirmed with the link
// of their e-mail; and the same person through supabase-js and the API, for what a test sets aside.
import { createClient } from "@supabase/supabase-js";
import type { Page } from "playwright-core";
import { expect } from "vitest";

import { mailbox } from "./mailbox.ts";
import { publishedConfig } from "./servers.ts";

/** Waits for the address (path and query) and the page's title. */
export async function landedOn(page: Page, path: string, heading: string | RegExp) {
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

type NewCandidate = { firstName: string; lastName: string; email: string; password: string };

/** Fills and sends the sign-up form at `baseUrl`, up to « Profil créé avec succès ». */
export async function submitCandidateSignUp(page: Page, baseUrl: string, person: NewCandidate) {
  await page.goto(`${baseUrl}/register/candidate/inscription`);
  await page.getByRole("textbox", { name: "Prénom" }).fill(person.firstName);
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill(person.lastName);
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(person.email);
  await page.getByLabel(/^Mot de passe\*?$/).fill(person.password);
  await page.getByLabel("Confirmation du mot de passe").fill(person.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await landedOn(page, "/register/candidate/create-profile", "Profil créé avec succès");
}

/** Signs up on /register/candidate/inscription and follows the e-mail's link: the questionnaire opens. */
export async function signUpCandidate(page: Page, appUrl: string, person: NewCandidate) {
  await submitCandidateSignUp(page, appUrl, person);
  await page.goto(await mailbox(appUrl).waitForLink(person.email, /Confirm/i));
  await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");
}

/** A user signed in through supabase-js as the app does: their client, token, and a caller of the API. */
export async function apiSession(appUrl: string, email: string, password: string) {
  const config = await publishedConfig(appUrl);
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const token = data.session.access_token;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${appUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as unknown;
    expect(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(answer)}`).toBe(true);
    return answer;
  };
  return { supabase, token, userId: data.user.id, call };
}

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** The candidate questionnaire answered step by step through the API, as its screens save it, and finished. */
export async function answerQuestionnaire(session: ApiSession, steps: ReadonlyArray<Record<string, unknown>>) {
  for (const [index, answers] of steps.entries()) {
    await session.call("PUT", "/api/questionnaires/candidate/answers", {
      step: index + 1,
      answers,
      ...(index === steps.length - 1 ? { complete: true } : {}),
    });
  }
}
