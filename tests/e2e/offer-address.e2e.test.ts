// The defect this guards against: without a maps key, the place search invented addresses, and
// « 8 rue Saint-Honoré » was first suggested as « 8 rue, 38350 Saint-Honoré » (Isère): a Paris offer
// was placed there, 392 to 516 km from its candidates. The e2e servers run as `npm start` does on a
// machine without internet (ADDRESS_SEARCH_URL=off): the recruiter chooses the commune among the
// communes and types the street beside it, and the offer is published in Paris (75001).
import { createClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { createAndPublishOffer } from "./support/recruiter-jobs.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const recruiter = "recruteur@fuse.test";

const marker = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const title = `Conseiller·ère de vente ${marker}`;

async function recruiterClient() {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { error } = await supabase.auth.signInWithPassword({ email: recruiter, password: demoPassword });
  if (error) throw error;
  return supabase;
}

afterAll(async () => {
  const supabase = await recruiterClient();
  await supabase.from("jobs").delete().like("title", `%${marker}%`);
});

describe("an offer's address without a maps key or an address base", () => {
  it("publishes an offer at « 8 rue Saint-Honoré » in Paris 75001, not in Saint-Honoré (Isère)", async () => {
    const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { addressSearch: string };
    expect(config.addressSearch).toBe("communes");
    // The server never places a typed street in a commune.
    const addresses = await fetch(`${appUrl}/api/places/addresses?q=${encodeURIComponent("8 rue Saint-Honoré")}`);
    expect(await addresses.json()).toEqual({ addresses: [] });

    const { page, problems } = await chromium.newPage();
    await signInContext(page.context(), appUrl, recruiter);
    await page.goto(`${appUrl}/dashboard/recruiter/jobs/add-or-edit`);
    await page.getByRole("heading", { level: 1, name: "Ajouter ou modifier une offre" }).waitFor();

    // What the recruiter typed when the defect struck: in the commune field it finds no commune
    // (Saint-Honoré in Isère is not offered as « 8 rue Saint-Honoré »).
    const commune = page.getByRole("combobox", { name: /Commune/ });
    await commune.fill("8 rue Saint-Honoré");
    await page.getByRole("status").filter({ hasText: "Aucune commune trouvée" }).waitFor();
    expect(await page.getByRole("option").count()).toBe(0);
    await commune.fill("");

    const id = await createAndPublishOffer(page, appUrl, {
      title,
      commune: "Paris",
      communeOption: "75001 Paris",
      street: "8 rue Saint-Honoré",
      salaryMin: 28000,
      salaryMax: 32000,
    });
    expect(await page.getByText("Lieu retenu : 75001 Paris.").count()).toBe(1);

    const supabase = await recruiterClient();
    const { data } = await supabase.from("jobs").select("status, city, postal_code, lat, lng").eq("id", id);
    const job = data?.[0] as { status: string; city: string; postal_code: string; lat: number; lng: number };
    expect(job).toMatchObject({ status: "published", city: "Paris", postal_code: "75001" });
    // Paris (48.85, 2.35), some 500 km from Saint-Honoré (44.95, 5.83).
    expect(job.lat).toBeCloseTo(48.85, 1);
    expect(job.lng).toBeCloseTo(2.35, 1);
    expect(problems.list()).toEqual([]);
  });
});
