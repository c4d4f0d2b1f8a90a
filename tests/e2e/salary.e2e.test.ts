// The public salary simulator as `npm start` serves it: the form in Chromium, the figures from the
// server's official rules, and a phone-sized screen.
import { describe, expect, it } from "vitest";

import { focusOnceTakenOver, setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

/** The figures the API gives for a situation: what the page must show. */
async function simulate(request: object) {
  const response = await fetch(`${appUrl}/api/salary/simulate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { net_monthly_before_tax: number; gross_monthly: number };
}

const euros = (value: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(value).replace(/\s/g, " ");

describe("/simulation-salaire", () => {
  it("turns a gross salary into its net as the visitor types, then a net into its gross", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/simulation-salaire`);
    await page.getByRole("heading", { level: 1, name: "Simulation de salaire" }).waitFor();
    await page.getByText("Estimation", { exact: true }).waitFor();

    await focusOnceTakenOver(page.getByLabel("Salaire brut mensuel"));
    await page.getByLabel("Salaire brut mensuel").fill("3000");
    const nonCadre = await simulate({ gross_monthly: 3000, status: "non-cadre", contract: "CDI" });
    const results = page.getByRole("region", { name: "Votre estimation" });
    await results.getByText(euros(nonCadre.net_monthly_before_tax)).first().waitFor();

    await page.getByRole("radio", { name: "Cadre", exact: true }).check();
    const cadre = await simulate({ gross_monthly: 3000, status: "cadre", contract: "CDI" });
    expect(cadre.net_monthly_before_tax).not.toBe(nonCadre.net_monthly_before_tax);
    await results.getByText(euros(cadre.net_monthly_before_tax)).first().waitFor();

    await page.getByRole("radio", { name: "Net", exact: true }).check();
    await page.getByLabel("Salaire net mensuel").fill("2300");
    const fromNet = await simulate({ net_monthly: 2300, status: "cadre", contract: "CDI" });
    await results.getByText(euros(fromNet.gross_monthly)).first().waitFor();

    expect(problems.list()).toEqual([]);
  });

  it("counts what is typed before the app has taken the page over", async () => {
    const { context, page, problems } = await chromium.newPage();
    // The app's modules are held back until the visitor has typed: a slow network.
    let typed: () => void = () => {};
    const done = new Promise<void>((resolve) => (typed = resolve));
    await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await done;
      await route.continue();
    });
    await page.goto(`${appUrl}/simulation-salaire`, { waitUntil: "domcontentloaded" });
    const amount = page.getByLabel("Salaire brut mensuel");
    await amount.click();
    await page.keyboard.type("3000");
    expect(await page.locator("head [data-page-meta]").count()).toBeGreaterThan(0);
    typed();

    await expect.poll(() => page.locator("head [data-page-meta]").count()).toBe(0);
    expect(await amount.inputValue()).toBe("3000");
    const { net_monthly_before_tax } = await simulate({ gross_monthly: 3000, status: "non-cadre", contract: "CDI" });
    await page
      .getByRole("region", { name: "Votre estimation" })
      .getByText(euros(net_monthly_before_tax))
      .first()
      .waitFor();
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("says what is wrong in French and sends nothing", async () => {
    const { page } = await chromium.newPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/salary/simulate")) calls.push(request.url());
    });
    await page.goto(`${appUrl}/simulation-salaire`);
    await focusOnceTakenOver(page.getByLabel("Salaire brut mensuel"));
    await page.getByLabel("Salaire brut mensuel").fill("-5");
    await page
      .getByText(/doit être|supérieur|positif/)
      .first()
      .waitFor();
    await page.waitForTimeout(600);
    expect(calls).toEqual([]);
  });

  it("fits a 360 px phone screen", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${appUrl}/simulation-salaire`);
    await focusOnceTakenOver(page.getByLabel("Salaire brut mensuel"));
    await page.getByLabel("Salaire brut mensuel").fill("2500");
    const net = (await simulate({ gross_monthly: 2500, status: "non-cadre", contract: "CDI" })).net_monthly_before_tax;
    await page.getByText(euros(net)).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.list()).toEqual([]);
  });
});
