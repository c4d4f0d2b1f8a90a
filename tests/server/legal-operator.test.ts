// The legal pages state the operator's details from the server's configuration (OPERATOR_*): the
// texts hold keys, the server writes the details in when it serves /p/{slug}, escaped; a detail not
// set says which variable sets it. The start-up warning's list is the required details missing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { missingOperatorDetails, readOperatorConfig } from "@fuse/api/legal/operator.ts";

import { startTestServer, type TestServer } from "../../apps/platform/server/test-support/server.ts";

const operator = readOperatorConfig({
  OPERATOR_NAME: "Fuse <Recrutement> SAS",
  OPERATOR_PUBLICATION_DIRECTOR: "Camille Martin, présidente",
  OPERATOR_HOST: "OVH SAS, Roubaix, France",
});

let configured: TestServer;
let bare: TestServer;
beforeAll(async () => {
  [configured, bare] = await Promise.all([startTestServer({ config: { operator } }), startTestServer()]);
  for (const server of [configured, bare])
    await server.db.query(
      `insert into public.pages (slug, title, body, published)
       select slug, title, body, true from public.legal_page_texts()
       on conflict do nothing`,
    );
});
afterAll(async () => {
  await Promise.all([configured?.close(), bare?.close()]);
});

const bodyOf = async (server: TestServer, slug: string) => {
  const response = await fetch(`${server.url}/api/cards/${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { page: { body: string } }).page.body;
};

describe("the legal pages' operator details", () => {
  it("are written in from the configuration, escaped, the others naming their variable", async () => {
    const body = await bodyOf(configured, "mentions-legales");
    expect(body).toContain("Fuse &lt;Recrutement&gt; SAS");
    expect(body).toContain("Camille Martin, présidente");
    expect(body).toContain("OVH SAS, Roubaix, France");
    expect(body).toContain("[À compléter : numéro de TVA intracommunautaire (OPERATOR_VAT_NUMBER)]");
    expect(body).not.toContain("{{exploitant:");
    // While some are missing, the page says the bracketed ones are the operator's to fill in.
    expect(body).toContain("Les mentions entre crochets sont à compléter par l'exploitant de ce site.");
  });

  it("say, where nothing is set, which variable sets each, and keep no note the platform makes untrue", async () => {
    const notice = await bodyOf(bare, "mentions-legales");
    expect(notice).toContain("[À compléter : dénomination sociale de l&#39;exploitant (OPERATOR_NAME)]");
    const privacy = await bodyOf(bare, "politique-de-confidentialite");
    expect(privacy).not.toContain("comptes inactifs");
    expect(privacy).toContain("(OPERATOR_EMAIL_PROVIDER)");
  });

  it("leave out the sentence about brackets once every required detail is set", async () => {
    const all = readOperatorConfig(
      Object.fromEntries(missingOperatorDetails(undefined).map((name) => [name, `valeur de ${name}`])),
    );
    expect(missingOperatorDetails(all)).toEqual([]);
    const server = await startTestServer({ config: { operator: all } });
    try {
      await server.db.query(
        `insert into public.pages (slug, title, body, published)
         select slug, title, body, true from public.legal_page_texts() on conflict do nothing`,
      );
      const body = await bodyOf(server, "mentions-legales");
      expect(body).not.toContain("[À compléter");
      expect(body).not.toContain("entre crochets");
      expect(body).toContain("valeur de OPERATOR_NAME");
    } finally {
      await server.close();
    }
  });
});
