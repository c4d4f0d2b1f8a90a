// The daily alerts run as the scheduler runs them (the exported function): one French e-mail per
// candidate with the new offers that match, links into the search screen, a working unsubscribe
// link; nothing twice, nothing when nothing is new.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sendJobAlerts } from "@fuse/api/job-alerts/digest.ts";
import { savedSearchRoutes } from "@fuse/api/job-alerts/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { clearEmails, listEmails } from "@fuse/server-core/email/outbox.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { company, offer, register, type Person } from "./support.ts";

let server: TestServer;
let lea: Person;
let tom: Person;
let rh: Person;

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, (ctx) => savedSearchRoutes(ctx, { estimateNet: () => 2500 })],
    config: { scheduler: { enabled: false, jobAlertsIntervalMs: 86_400_000 } },
  });
  lea = await register(server, "candidate", "lea");
  tom = await register(server, "candidate", "tom");
  rh = await register(server, "recruiter", "rh");
  await company(server, rh, "Lumière SA");
  // Published before anyone saved a search: never in an alert.
  await offer(server, rh, { title: "Développeur·se Java" });
}, 120_000);
afterAll(() => server?.close());

const run = () => sendJobAlerts(server.db, server.ctx.config);

describe("the daily job alerts", () => {
  it("sends one e-mail with the new matching offer and a working unsubscribe link, then nothing more", async () => {
    const saved = await call(server, "POST", "/api/saved-searches", {
      token: lea.token,
      body: {
        name: "Développeur à Lyon",
        query: "q=développeur&ville=Lyon&lat=45.76&lng=4.84&rayon=20&contrat=CDI",
      },
    });
    expect(saved.status).toBe(201);
    // Another candidate's alert on something that does not match, and one with its alert off.
    await call(server, "POST", "/api/saved-searches", {
      token: tom.token,
      body: { name: "Marseille", query: "q=boulanger" },
    });
    await call(server, "POST", "/api/saved-searches", {
      token: tom.token,
      body: { name: "Sans alerte", query: "q=développeur", alerts: false },
    });
    await clearEmails(server.db);
    expect(await run()).toMatchObject({ emails: 0 });
    expect(await listEmails(server.db)).toEqual([]);

    const matching = await offer(server, rh, { title: "Développeur·se React", contract_type: "CDI" });
    await offer(server, rh, { title: "Développeur·se PHP", contract_type: "stage" }); // another contract
    await offer(server, rh, { title: "Développeur·se Go", city: "Paris", lat: 48.85, lng: 2.35 }); // too far
    expect(await run()).toMatchObject({ emails: 1 });
    const emails = await listEmails(server.db);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe(lea.email);
    expect(email!.subject).toBe("1 nouvelle offre pour « Développeur à Lyon »");
    expect(email!.text).toContain("Développeur·se React — Lumière SA, Lyon (CDI)");
    expect(email!.text).not.toContain("PHP");
    expect(email!.text).not.toContain("Go —");
    expect(email!.text).not.toContain("Java");
    const offerLink = email!.links.find((link) => link.includes("offre="))!;
    expect(new URL(offerLink).pathname).toBe("/dashboard/candidate/search-jobs");
    expect(new URL(offerLink).searchParams.get("offre")).toBe(matching);
    expect(new URL(offerLink).searchParams.get("q")).toBe("développeur");
    expect(email!.html).toContain(`offre=${matching}`);

    // The same day again: nothing new, nothing sent.
    expect(await run()).toMatchObject({ emails: 0 });
    expect(await listEmails(server.db)).toHaveLength(1);

    const unsubscribeLink = email!.links.find((link) => link.includes("/api/saved-searches/unsubscribe"))!;
    expect(email!.text).toContain(`Ne plus recevoir cette alerte : ${unsubscribeLink}`);
    const page = await fetch(unsubscribeLink);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Alerte désactivée");
    expect(html).toContain("« Développeur à Lyon »");
    const list = await call(server, "GET", "/api/saved-searches", { token: lea.token });
    expect(list.body.saved_searches[0].alerts).toBe(false);

    // Switched off: a new matching offer sends nothing.
    await offer(server, rh, { title: "Développeur·se Vue", contract_type: "CDI" });
    expect(await run()).toMatchObject({ emails: 0 });
  });

  it("answers an unknown or malformed unsubscribe token with a French 404 page", async () => {
    for (const token of ["00000000-0000-4000-8000-000000000000", "pas-un-jeton", ""]) {
      const page = await fetch(`${server.url}/api/saved-searches/unsubscribe?token=${token}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("<h1>Lien introuvable</h1>");
    }
  });

  it("turns the alert off through RFC 8058's one-click POST too", async () => {
    const saved = await call(server, "POST", "/api/saved-searches", {
      token: tom.token,
      body: { name: "Un clic", query: "" },
    });
    const { rows } = await server.db.query<{ token: string }>(
      "select unsubscribe_token as token from public.saved_searches where id = $1",
      [saved.body.id],
    );
    const reply = await fetch(`${server.url}/api/saved-searches/unsubscribe?token=${rows[0]!.token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(reply.status).toBe(200);
    const after = await server.db.query("select alerts from public.saved_searches where id = $1", [saved.body.id]);
    expect(after.rows).toEqual([{ alerts: false }]);
  });

  it("groups a candidate's searches in one e-mail, and a switched-on alert starts from then", async () => {
    const ana = await register(server, "candidate", "ana");
    const first = await call(server, "POST", "/api/saved-searches", {
      token: ana.token,
      body: { name: "Data", query: "q=data" },
    });
    await call(server, "POST", "/api/saved-searches", {
      token: ana.token,
      body: { name: "Stages", query: "contrat=stage" },
    });
    await run();
    await clearEmails(server.db);
    await offer(server, rh, { title: "Data analyst", contract_type: "stage" });
    await offer(server, rh, { title: "Data engineer" });
    await run();
    const emails = await listEmails(server.db, { to: ana.email });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("3 nouvelles offres pour vos recherches enregistrées");
    expect(emails[0]!.text).toContain("« Data » : 2 nouvelles offres");
    expect(emails[0]!.text).toContain("« Stages » : 1 nouvelle offre");

    await call(server, "PATCH", `/api/saved-searches/${first.body.id}`, { token: ana.token, body: { alerts: false } });
    await offer(server, rh, { title: "Data scientist" });
    await call(server, "PATCH", `/api/saved-searches/${first.body.id}`, { token: ana.token, body: { alerts: true } });
    await clearEmails(server.db);
    await run();
    expect(await listEmails(server.db, { to: ana.email })).toEqual([]);
  });
});
