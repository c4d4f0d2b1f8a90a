import type { User } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { ApiError, createQueryClient } from "@fuse/features/api";
import { fakeApiClient } from "@fuse/features/api/testing";
import { profileQueries } from "@fuse/features/profile";
import { dismissToast, Toaster } from "@fuse/ui/toast";

import { VisitorResolver } from "./visitor";

const user = (id: string, type?: string) => ({ id, user_metadata: type ? { type } : {} }) as unknown as User;
// The subscription check is off (no payment required): the database is never asked.
const subscription = () => Promise.reject(new Error("No subscription is read without payment required"));

function candidateApi() {
  return fakeApiClient({
    "GET /api/profile": ({ query }) => ({ id: `profile-${query.id}`, type: "candidate", completed: true }),
    "GET /api/profile/info": () => ({ memo: "Mon portrait", analyzer_cv: true, rome_code: null, updated_at: null }),
  });
}

afterEach(() => dismissToast());

describe("VisitorResolver", () => {
  it("reads the profile through the profile queries: navigations and screens share one request", async () => {
    const fake = candidateApi();
    const queryClient = createQueryClient();
    const visitors = new VisitorResolver({ subscription, api: fake.api, queryClient, recruiterPaymentRequired: false });

    const visitor = await visitors.resolve(user("u1"));
    await visitors.resolve(user("u1"));
    // What a screen would read after the access rules let it show.
    await queryClient.ensureQueryData(profileQueries.profile(fake.api, "u1"));

    expect(visitor).toEqual({ kind: "candidate", completed: true, hasMemo: true, analyzerCv: true });
    expect(fake.count("GET /api/profile")).toBe(1);
    expect(fake.count("GET /api/profile/info")).toBe(1);
  });

  it("reads again after an invalidation, and a cleared cache (sign-out) keeps nothing of the last user", async () => {
    const fake = candidateApi();
    const queryClient = createQueryClient();
    const visitors = new VisitorResolver({ subscription, api: fake.api, queryClient, recruiterPaymentRequired: false });
    await visitors.resolve(user("u1"));
    await visitors.invalidate();
    await visitors.resolve(user("u1"));
    expect(fake.count("GET /api/profile")).toBe(2);

    queryClient.clear();
    expect(queryClient.getQueryData(profileQueries.profile(fake.api, "u1").queryKey)).toBeUndefined();
    await visitors.resolve(user("u2"));
    expect(fake.calls.at(-2)).toEqual({ endpoint: "GET /api/profile", request: { query: { id: "u2" } } });
  });

  it("creates the profile of a new account from its sign-up type", async () => {
    const fake = fakeApiClient({
      "GET /api/profile": () => Promise.reject(new ApiError(404, "Profil introuvable")),
      "POST /api/profile/update": ({ body }) => ({ id: "p9", type: body.type ?? "candidate", completed: false }),
    });
    const visitors = new VisitorResolver({
      subscription,
      api: fake.api,
      queryClient: createQueryClient(),
      recruiterPaymentRequired: false,
    });
    expect(await visitors.resolve(user("u9", "recruiter"))).toEqual({
      kind: "recruiter",
      completed: false,
      subscription: "none",
    });
    expect(fake.calls[1]).toEqual({ endpoint: "POST /api/profile/update", request: { body: { type: "recruiter" } } });
  });

  it("shows the spec §8 toast once and answers the 503 error page when the profile cannot be read", async () => {
    const fake = fakeApiClient({ "GET /api/profile": () => Promise.reject(new ApiError(500, "Erreur")) });
    const visitors = new VisitorResolver({
      subscription,
      api: fake.api,
      queryClient: createQueryClient(),
      recruiterPaymentRequired: false,
    });
    await render(<Toaster />);
    const failed = await visitors.resolve(user("u1")).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Response);
    expect((failed as Response).status).toBe(503);
    await expect.element(page.getByText("Erreur lors de la récupération du profil")).toBeVisible();
    expect(page.getByText("Erreur lors de la récupération du profil").elements()).toHaveLength(1);
  });

  it("hands a token the server refuses (401) to the access rules as it is, for them to end the session", async () => {
    const refused = new ApiError(401, "Jeton invalide");
    for (const routes of [
      { "GET /api/profile": () => Promise.reject(refused) },
      {
        "GET /api/profile": () => ({ id: "profile-u1", type: "candidate" as const, completed: true }),
        "GET /api/profile/info": () => Promise.reject(refused),
      },
    ]) {
      const visitors = new VisitorResolver({
        subscription,
        api: fakeApiClient(routes).api,
        queryClient: createQueryClient(),
        recruiterPaymentRequired: false,
      });
      await expect(visitors.resolve(user("u1"))).rejects.toBe(refused);
    }
  });
});
