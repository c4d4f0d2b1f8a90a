// « Vos matchs potentiels » as `npm start` serves it, signed in as the demo candidate: a like then
// « Annuler », a pass, and the mutual like — the demo recruiter publishes an offer and likes the
// candidate back through the API — that shows « C'est un match ! », until the recruiter refuses the
// application: then every screen says « Candidature non retenue ».
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, openSignedIn, signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const candidateEmail = "candidat@fuse.test";
const recruiterEmail = "recruteur.abonne@fuse.test";
const matchesPath = "/dashboard/candidate/potential-matches";

/** A demo account through supabase-js, as the app signs in, with its token and profile id. */
async function signedIn(email: string) {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: demoPassword });
  if (error) throw error;
  const token = data.session.access_token;
  const profile = await api(token, "GET", `/api/profile?id=${data.user.id}`);
  return { supabase, token, profileId: (profile as { id: string }).id };
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const undo: { token: string; jobId: string }[] = [];
let recruiter: { supabase: SupabaseClient; token: string; profileId: string } | undefined;
let publishedJob: string | undefined;
let candidateWasVisible: boolean | undefined;

// The demo accounts go back as they were: the decisions withdrawn, the offer removed (its match
// with it), the candidate's card as it was.
afterAll(async () => {
  for (const { token, jobId } of undo) {
    await fetch(`${appUrl}/api/matches/decisions`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ job_id: jobId }),
    });
  }
  if (recruiter && publishedJob) await recruiter.supabase.from("jobs").delete().eq("id", publishedJob);
  if (candidateWasVisible === false) {
    const candidate = await signedIn(candidateEmail);
    await candidate.supabase
      .from("candidate_infos")
      .update({ card_visible: false })
      .eq("profile_id", candidate.profileId);
  }
});

describe("potential matches", () => {
  it("are not recommended twice on the dashboard, and it never says there is nothing to recommend beside them", async () => {
    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, candidateEmail, "/dashboard/candidate");
    const block = (title: string) =>
      page.locator("[data-slot='card']").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
    const matches = block("Nouveaux matchs potentiels");
    const recommended = block("Offres recommandées");
    await matches.getByRole("listitem").first().waitFor();
    await recommended.locator("ul, p").first().waitFor();
    expect(await recommended.getByText(/Aucune offre à recommander/).count()).toBe(0);
    const titles = async (section: typeof matches, selector: string) =>
      (await section.locator(selector).allTextContents()).map((text) => text.trim());
    const matched = await titles(matches, "li span.font-medium");
    const offered = await titles(recommended, "li a");
    expect(matched.length).toBeGreaterThan(0);
    expect(offered.filter((title) => matched.includes(title))).toEqual([]);
    expect(problems.list()).toEqual([]);
  });

  it("likes then cancels, and passes one, which then leaves the list", async () => {
    const { page, problems } = await chromium.newPage();
    const candidate = await signedIn(candidateEmail);
    await signInContext(page.context(), appUrl, candidateEmail);
    await page.goto(`${appUrl}${matchesPath}`);
    await page.getByRole("heading", { level: 1, name: "Vos matchs potentiels" }).waitFor();
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Passer : / }) });
    await cards.first().waitFor();
    // Best first.
    const scores = (await page.getByText(/^Compatibilité \d+ %$/).allTextContents()).map((text) =>
      Number(/\d+/.exec(text)![0]),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // « Ça m'intéresse », then « Annuler »: the server forgets it.
    const first = cards.first();
    const title = (await first.getByRole("heading", { level: 2 }).textContent())!;
    const jobId = new URL(
      (await first.getByRole("link", { name: title }).getAttribute("href"))!,
      appUrl,
    ).searchParams.get("offre")!;
    await first.getByRole("button", { name: `Ça m'intéresse : ${title}` }).click();
    undo.push({ token: candidate.token, jobId });
    await first.getByText(/Vous êtes intéressé·e par cette offre/).waitFor();
    const liked = (await api(candidate.token, "GET", `/api/matches/scores?job_ids=${jobId}`)) as {
      scores: { decision: string | null }[];
    };
    expect(liked.scores[0]!.decision).toBe("like");
    await first.getByRole("button", { name: `Annuler ma réponse : ${title}` }).click();
    await first.getByText(/Vous êtes intéressé·e/).waitFor({ state: "detached" });
    expect(await first.getByRole("button", { name: `Ça m'intéresse : ${title}` }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    const withdrawn = (await api(candidate.token, "GET", `/api/matches/scores?job_ids=${jobId}`)) as {
      scores: { decision: string | null }[];
    };
    expect(withdrawn.scores[0]!.decision).toBeNull();

    // « Passer » on the second: said so at once, and gone from the list once it is read again.
    const second = cards.nth(1);
    const passedTitle = (await second.getByRole("heading", { level: 2 }).textContent())!;
    const passedId = new URL(
      (await second.getByRole("link", { name: passedTitle }).getAttribute("href"))!,
      appUrl,
    ).searchParams.get("offre")!;
    await second.getByRole("button", { name: `Passer : ${passedTitle}` }).click();
    undo.push({ token: candidate.token, jobId: passedId });
    await second.getByText(/Vous avez passé cette offre/).waitFor();
    await page.reload();
    await cards.first().waitFor();
    expect(await page.getByRole("link", { name: passedTitle, exact: true }).count()).toBe(0);

    expect(problems.list()).toEqual([]);
  });

  it("shows « C'est un match ! » once the offer's recruiter likes the candidate back", async () => {
    const { page, problems } = await chromium.newPage();
    const candidate = await signedIn(candidateEmail);
    recruiter = await signedIn(recruiterEmail);
    // The recruiter reaches only candidates who show their card.
    const { data: own } = await candidate.supabase
      .from("candidate_infos")
      .select("card_visible")
      .eq("profile_id", candidate.profileId)
      .single();
    candidateWasVisible = Boolean(own?.card_visible);
    await candidate.supabase
      .from("candidate_infos")
      .update({ card_visible: true })
      .eq("profile_id", candidate.profileId);

    // The recruiter publishes an offer in Lyon, as the REST API lets a company manage its offers.
    const { data: job, error } = await recruiter.supabase
      .from("jobs")
      .insert({
        company_id: recruiter.profileId,
        title: "Développeur·se front-end accessible",
        description: "<p>Vous construisez nos interfaces avec l'équipe produit.</p>",
        contract_type: "CDI",
        remote_mode: "hybrid",
        city: "Lyon",
        postal_code: "69002",
        lat: 45.7485,
        lng: 4.8467,
        salary_min: 42000,
        salary_max: 50000,
        skills: [],
        experience_years_min: 0,
        languages: ["Français"],
        status: "published",
      })
      .select("id")
      .single();
    if (error) throw error;
    publishedJob = (job as { id: string }).id;

    // The candidate likes it in the offer's panel.
    await signInContext(page.context(), appUrl, candidateEmail);
    await page.goto(`${appUrl}/dashboard/candidate/search-jobs?offre=${publishedJob}`);
    const panel = page.getByRole("dialog", { name: "Développeur·se front-end accessible" });
    await panel.getByRole("button", { name: "Ça m'intéresse : Développeur·se front-end accessible" }).click();
    await panel.getByText(/Vous êtes intéressé·e par cette offre/).waitFor();

    // The recruiter likes the candidate back.
    const decided = (await api(recruiter.token, "POST", "/api/matches/decisions", {
      job_id: publishedJob,
      candidate_id: candidate.profileId,
      decision: "like",
    })) as { mutual: boolean };
    expect(decided.mutual).toBe(true);

    // The candidate's screens say so, with where it goes on.
    await page.reload();
    await panel.getByText("C'est un match !").waitFor();
    await panel.getByRole("link", { name: "Voir le suivi de mes candidatures" }).waitFor();
    expect(await panel.getByRole("button", { name: /^Passer/ }).count()).toBe(0);

    // The recruiter refuses the application, with a reason: no screen of the candidate's says
    // « C'est un match ! » for this offer any more.
    const { cards } = (await api(recruiter.token, "GET", `/api/recruiter/pipeline/cards?job_id=${publishedJob}`)) as {
      cards: { id: string; stage: string }[];
    };
    await api(recruiter.token, "POST", `/api/recruiter/pipeline/cards/${cards[0]!.id}/move`, {
      from: cards[0]!.stage,
      to: "rejected",
      reason: "other_candidate",
    });
    await page.reload();
    await panel.getByText("Candidature non retenue").waitFor();
    expect(await panel.getByText("C'est un match !").count()).toBe(0);
    await page.goto(`${appUrl}${matchesPath}`);
    const card = page.getByRole("listitem").filter({ hasText: "Développeur·se front-end accessible" });
    await card.getByText("Candidature non retenue").first().waitFor();
    expect(await card.getByText("C'est un match !").count()).toBe(0);

    expect(problems.list()).toEqual([]);
  });

  it("fits a 360 px screen, the breakdown opening by keyboard", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await signInContext(page.context(), appUrl, candidateEmail);
    await page.goto(`${appUrl}${matchesPath}`);
    const detail = page.getByRole("button", { name: "Détail de la compatibilité" }).first();
    await detail.focus();
    await page.keyboard.press("Enter");
    // What would raise the score links to the profile's fields (the demo candidate gave no skills).
    const breakdown = page.getByRole("region", { name: /^Compatibilité : \d+ %$/ }).first();
    await breakdown.getByRole("heading").first().waitFor();
    const hrefs = await breakdown
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/dashboard\/candidate\/profile#[a-z_]+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems.list()).toEqual([]);
  });
});
