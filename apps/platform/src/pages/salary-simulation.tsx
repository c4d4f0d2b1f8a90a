import {
  SalarySimulationError,
  SalarySimulator,
  type SalarySimulation,
  type SalarySimulationRequest,
} from "@fuse/features/salary";

import { usePageHandle } from "../page-handle";

/**
 * One simulation from the API. It is public (no token), so it skips the signed-in API client; a
 * refusal comes back with the server's French message.
 */
async function simulate(request: SalarySimulationRequest, signal: AbortSignal): Promise<SalarySimulation> {
  const response = await fetch("/api/salary/simulate", {
    method: "POST",
    signal,
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || body === null) {
    const refusal = (body ?? {}) as { error?: string; field?: string };
    throw new SalarySimulationError(response.status, refusal.error, refusal.field);
  }
  return body as SalarySimulation;
}

/** The public salary simulator: gross to net (or back), tax and employer cost. */
export function Component() {
  const { title, description } = usePageHandle();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ??
            "Du brut au net, avant et après impôt, et ce que votre salaire coûte à l'employeur : une estimation immédiate."}
        </p>
      </header>
      <SalarySimulator simulate={simulate} />
    </div>
  );
}
