import { describe, expect, it } from "vitest";

import type { SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient } from "../../api/index.ts";
import { simulationErrorMessage, simulationUnavailableMessage } from "../components/simulation-error.ts";
import { cachedSimulate } from "./queries.ts";

const request = { gross_monthly: 2500, status: "non-cadre", contract: "CDI" } as unknown as SalarySimulationRequest;
const figures = { net_monthly_before_tax: 1950 } as SalarySimulation;

describe("cachedSimulate", () => {
  it("asks once per request: the same request again answers from the cache", async () => {
    const fake = fakeApiClient({ "POST /api/salary/simulate": () => figures });
    const simulate = cachedSimulate(createQueryClient(), fake.api);
    expect(await simulate(request, new AbortController().signal)).toEqual(figures);
    expect(await simulate({ ...request }, new AbortController().signal)).toEqual(figures);
    expect(fake.calls).toEqual([{ endpoint: "POST /api/salary/simulate", request: { body: request } }]);
  });

  it("cancels the request in flight when the simulator aborts it", async () => {
    let seen: AbortSignal | undefined;
    const fake = fakeApiClient({
      "POST /api/salary/simulate": ({ signal }) => {
        seen = signal;
        return new Promise<SalarySimulation>(() => {});
      },
    });
    const controller = new AbortController();
    const pending = cachedSimulate(createQueryClient(), fake.api)(request, controller.signal);
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
  });

  it("turns a refusal into the simulator's French message, and does not keep the failure", async () => {
    let answer: () => Promise<SalarySimulation> = () => Promise.reject(new ApiError(503, "Erreur 503"));
    const fake = fakeApiClient({ "POST /api/salary/simulate": () => answer() });
    const simulate = cachedSimulate(createQueryClient(), fake.api);
    const error = await simulate(request, new AbortController().signal).catch((failure: unknown) => failure);
    expect(simulationErrorMessage(error)).toBe(simulationUnavailableMessage);

    answer = async () => figures;
    expect(await simulate(request, new AbortController().signal)).toEqual(figures);
    expect(fake.count("POST /api/salary/simulate")).toBe(2);
  });
});
