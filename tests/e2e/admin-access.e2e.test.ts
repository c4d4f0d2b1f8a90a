// Who may administer, as `npm start` serves it: every administration page opens for the demo
// administrator with nothing axe finds to fix, on a desktop and on a 360 px phone; the browser sends
// a recruiter and an anonymous visitor away from /admin, and every call of the administrators' API answers 401 without a token or
// with a forged one and 403 to the demo candidate and recruiter. Through REST and rpc, those same
// people neither read the admin tables nor write the site's content, and nothing is journalled in their name.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { adminEndpoints } from "../support/admin-endpoints.ts";
import { axeViolations } from "./support/axe.ts";
import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword as password, signInContext, submitSignIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

async function signedIn(email: string): Promise<{ client: SupabaseClient; token: string }> {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const client = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, token: data.session.access_token };
}

/** A token shaped like the server's, signed with a secret the server does not hold. */
function forgedToken(subject: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = part({ alg: "HS256", typ: "JWT" });
  const claims = part({ sub: subject, role: "authenticated", exp: Math.floor(Date.now() / 1000) + 3600 });
  return `${header}.${claims}.${Buffer.from("pas la bonne signature").toString("base64url")}`;
}

async function send(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

const members = ["candidat@fuse.test", "recruteur@fuse.test"];

/** The journal's newest entries made in the name of a candidate or a recruiter: there must be none. */
async function journalledByMembers(adminToken: string) {
  const { body } = await send("GET", "/api/admin/actions", undefined, adminToken);
  const { actions } = body as unknown as { actions: { actor_email: string | null; summary: string }[] };
  return actions.filter((action) => members.includes(action.actor_email ?? ""));
}

describe("who may administer", () => {
  it("sends a recruiter to their card and an anonymous visitor to sign in", async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${appUrl}/admin/faq`);
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectFrom")).toBe("/admin/faq");

    await submitSignIn(page, "recruteur@fuse.test");
    await page.waitForURL((url) => url.pathname === "/dashboard/recruiter/card");
    await page.goto(`${appUrl}/admin/utilisateurs`);
    await page.waitForURL((url) => url.pathname === "/dashboard/recruiter/card");
  });

  it("refuses every admin API call to anonymous, forged, candidate and recruiter callers, changing nothing", async () => {
    const admin = await signedIn("admin@fuse.test");
    const candidate = await signedIn("candidat@fuse.test");
    const recruiter = await signedIn("recruteur@fuse.test");
    // The candidate's own account is the row named: a guard that let them through would delete it.
    const { data } = await candidate.client.auth.getUser();
    const endpoints = adminEndpoints(data.user!.id);
    for (const { method, path, body } of endpoints) {
      const what = `${method} ${path}`;
      expect((await send(method, path, body)).status, what).toBe(401);
      expect((await send(method, path, body, forgedToken(data.user!.id))).status, what).toBe(401);
      for (const caller of [candidate, recruiter]) {
        expect(await send(method, path, body, caller.token), what).toEqual({
          status: 403,
          body: { error: "Accès réservé aux administrateurs." },
        });
      }
    }
    expect(await journalledByMembers(admin.token)).toEqual([]);
    expect((await candidate.client.auth.getUser()).data.user?.id).toBe(data.user!.id);
  });

  it("keeps the admin tables and the site's content out of reach through REST and rpc", async () => {
    for (const email of members) {
      const { client } = await signedIn(email);
      for (const table of ["admin_actions", "contact_messages", "pre_registrations"]) {
        const { data } = await client.from(table).select("*").limit(5);
        expect(data ?? [], `${email} reads ${table}`).toEqual([]);
      }
      const writes = [
        client.from("news").insert({ title: "Piège", slug: `piege-${Date.now()}`, body: "<p>x</p>" }),
        client.from("faq_categories").insert({ label: "Piège" }),
        client.from("faq_items").insert({ question: "Piège ?", answer: "<p>x</p>" }),
        client.from("pages").insert({ slug: `piege-${Date.now()}`, title: "Piège", body: "<p>x</p>" }),
        client.rpc("record_admin_action", {
          p_action: "delete",
          p_entity: "news",
          p_entity_id: null,
          p_summary: "Piège",
          p_details: {},
        }),
      ];
      for (const { error } of await Promise.all(writes)) expect(error, email).not.toBeNull();
      const { data: changed } = await client
        .from("questionnaires")
        .update({ title: "Piège" })
        .eq("slug", "candidate")
        .select("slug");
      expect(changed ?? []).toEqual([]);
    }
    expect(await journalledByMembers((await signedIn("admin@fuse.test")).token)).toEqual([]);
  });

  it("opens every administration page to the administrator, clean for axe, on a desktop and a 360 px phone", async () => {
    const { client } = await signedIn("candidat@fuse.test");
    const candidateId = (await client.auth.getUser()).data.user!.id;
    const pages: Array<[path: string, heading: string]> = [
      ["/admin", "Administration"],
      ["/admin/actualites", "Actualités"],
      ["/admin/actualites/nouvelle", "Nouvelle actualité"],
      ["/admin/faq", "FAQ"],
      ["/admin/pages", "Pages"],
      ["/admin/pages/nouvelle", "Nouvelle page"],
      ["/admin/questionnaires", "Questionnaires"],
      ["/admin/questionnaires/candidate", "Modifier le questionnaire"],
      ["/admin/messages", "Messages de contact"],
      ["/admin/pre-inscriptions", "Pré-inscriptions"],
      ["/admin/utilisateurs", "Utilisateurs"],
      [`/admin/utilisateurs/${candidateId}`, "Compte utilisateur"],
    ];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const { page, problems } = await chromium.newPage({ viewport });
      await signInContext(page.context(), appUrl, "admin@fuse.test");
      for (const [path, heading] of pages) {
        await page.goto(`${appUrl}${path}`);
        await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
        // What the page loads is on screen: no skeleton is left waiting.
        await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
        expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
      expect(problems.list()).toEqual([]);
    }
  }, 180_000);
});
