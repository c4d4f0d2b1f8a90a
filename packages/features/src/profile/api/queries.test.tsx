import { QueryClientProvider, useQuery, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, TokenError, type ApiClient } from "../../api/index.ts";
import { profileKeys } from "./keys.ts";
import { profileQueries } from "./queries.ts";

const candidate = { id: "p1", type: "candidate", completed: true } as const;

function ProfileType({ api }: { api: ApiClient }) {
  const { data, isError } = useQuery(profileQueries.profile(api, "u1"));
  if (isError) return <p>Profil indisponible</p>;
  return <p>{data ? `Profil ${data.type}` : "Chargement…"}</p>;
}

async function renderWith(queryClient: QueryClient, api: ApiClient, copies = 1) {
  return render(
    <QueryClientProvider client={queryClient}>
      {Array.from({ length: copies }, (_, index) => (
        <ProfileType key={index} api={api} />
      ))}
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => dismissToast());

describe("profile queries", () => {
  it("answer the loader and the screen with one request", async () => {
    const fake = fakeApiClient({ "GET /api/profile": () => candidate });
    const queryClient = createQueryClient();
    // What a route loader does before the page shows.
    await queryClient.ensureQueryData(profileQueries.profile(fake.api, "u1"));
    await renderWith(queryClient, fake.api, 2);
    await expect.element(page.getByText("Profil candidate").first()).toBeVisible();
    expect(fake.calls).toEqual([{ endpoint: "GET /api/profile", request: { query: { id: "u1" } } }]);
  });

  it("answer null for a profile not created yet (404), without a toast", async () => {
    const fake = fakeApiClient({
      "GET /api/profile": () => Promise.reject(new ApiError(404, "Profil introuvable")),
    });
    const queryClient = createQueryClient();
    expect(await queryClient.fetchQuery(profileQueries.profile(fake.api, "u1"))).toBeNull();
    await renderWith(queryClient, fake.api);
    await expect.element(page.getByText("Erreur lors de la récupération du profil")).not.toBeInTheDocument();
  });

  it.each([
    ["a server error", new ApiError(500, "Erreur interne"), "Erreur lors de la récupération du profil"],
    ["a missing session", new TokenError("Token manquant"), "Token manquant"],
  ])("turn %s into one red toast of spec §8, however many screens read it", async (_, error, message) => {
    const fake = fakeApiClient({ "GET /api/profile": () => Promise.reject(error) });
    await renderWith(createQueryClient(), fake.api, 3);
    await expect.element(page.getByText("Profil indisponible").first()).toBeVisible();
    await expect.element(page.getByText(message, { exact: true })).toBeVisible();
    expect(page.getByText(message, { exact: true }).elements()).toHaveLength(1);
    expect(document.querySelector('[data-slot="toast"]')?.getAttribute("data-color")).toBe("red");
    expect(fake.count("GET /api/profile")).toBe(1);
  });

  it("say the candidate info could not be read with its own toast", async () => {
    const fake = fakeApiClient({ "GET /api/profile/info": () => Promise.reject(new ApiError(500, "Erreur")) });
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(profileQueries.candidateInfo(fake.api, "u1"))).rejects.toThrow("Erreur");
    await render(<Toaster />);
    await expect.element(page.getByText("Erreur lors de la récupération des infos du profile")).toBeVisible();
  });

  it("keep each user's answers apart, and forget them all when the cache is cleared", async () => {
    const fake = fakeApiClient({
      "GET /api/profile": ({ query }) => ({ ...candidate, id: `profile-of-${query.id}` }),
    });
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(profileQueries.profile(fake.api, "u1"));
    await queryClient.fetchQuery(profileQueries.profile(fake.api, "u2"));
    expect(queryClient.getQueryData(profileQueries.profile(fake.api, "u1").queryKey)?.id).toBe("profile-of-u1");
    queryClient.clear();
    expect(queryClient.getQueryData(profileKeys.profile("u1"))).toBeUndefined();
    await queryClient.ensureQueryData(profileQueries.profile(fake.api, "u1"));
    expect(fake.count("GET /api/profile")).toBe(3);
  });
});
