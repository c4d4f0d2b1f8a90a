// The pre-registration form takes any address: someone typing a stranger's address there must not
// make the platform write to that stranger. Tried from outside: the form sent as a visitor, the
// stranger's mailbox read through the outbox; the invitation goes out once an administrator
// approves the pre-registration, and only then.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, validSiret } from "../api/profile-support.ts";
import { mailbox } from "../auth/support.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, "admin.invitations@fuse.test");
  await createProfile(server, admin.id, "admin");
});
afterAll(() => server?.close());

const invitations = async (to: string) =>
  (await mailbox(server, to)).filter((message) => message.subject.startsWith("Créez le compte recruteur de"));

describe("a pre-registration made with someone else's address", () => {
  it("writes nothing to that address, however often it is sent, until an administrator approves it", async () => {
    const victim = "direction@entreprise-tierce.test";
    const siret = validSiret();
    const form = {
      company_name: "Entreprise Tierce",
      siret,
      sector: "62.01Z",
      size: "10-49",
      address: "12 rue de la Paix",
      city: "Paris",
      postal_code: "75002",
      lat: 48.8534,
      lng: 2.3488,
      contact_name: "Dominique Morel",
      email: victim,
      phone: "06 12 34 56 78",
      consent: true,
    };
    for (let sending = 0; sending < 3; sending++)
      expect((await call(server, "POST", "/api/pre-registrations", { body: form })).status).toBe(201);
    expect(await mailbox(server, victim)).toEqual([]);

    // The administrators were told, and one approves after checking: then the invitation goes.
    const { rows } = await server.db.query<{ id: string }>("select id from public.pre_registrations where email = $1", [
      victim,
    ]);
    expect(rows).toHaveLength(1);
    const approved = await call(server, "POST", `/api/admin/pre-registrations/${rows[0]!.id}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    const sent = await invitations(victim);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Créez le compte recruteur de Entreprise Tierce sur Fuse");
  });
});
