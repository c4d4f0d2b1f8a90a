import * as React from "react";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import type { Application } from "@fuse/domain/workflow/contract";

import { fixtureNow, interviewBookedApplication, interviewToBookApplication } from "../lib/application-fixtures.ts";
import { ApplicationCard } from "./application-card.tsx";

/**
 * A card whose callbacks change it at once and settle later, as an optimistic update of the
 * cache would: the controls that had focus vanish before the card learns the action is over.
 */
const settleLater = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

function ImmediateCard({ initial }: { initial: Application }) {
  const [application, setApplication] = React.useState(initial);
  return (
    <ApplicationCard
      application={application}
      now={fixtureNow}
      onBook={(interview, slot) => {
        setApplication((current) => ({ ...current, interview: { ...interview, status: "booked", chosen_slot: slot } }));
        return settleLater();
      }}
      onCancelInterview={(interview) => {
        setApplication((current) => ({ ...current, interview: { ...interview, status: "cancelled" } }));
        return settleLater();
      }}
      onWithdraw={() => {
        setApplication((current) => ({ ...current, stage: "withdrawn", interview: null }));
        return settleLater();
      }}
    />
  );
}

describe("ApplicationCard updated before its callbacks settle", () => {
  it("keeps focus on the interview once a slot is booked", async () => {
    render(<ImmediateCard initial={interviewToBookApplication} />);
    await userEvent.click(page.getByRole("radio", { name: "mardi 1 décembre 2026 à 14 h 00" }));
    await userEvent.click(page.getByRole("button", { name: "Confirmer ce créneau" }));
    await expect.element(page.getByText("Entretien confirmé le mardi 1 décembre 2026 à 14 h 00")).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Entretien" })).toHaveFocus();
  });

  it("puts focus on the cancelled interview's status, the button gone", async () => {
    render(<ImmediateCard initial={interviewBookedApplication} />);
    await userEvent.click(page.getByRole("button", { name: "Annuler l'entretien" }));
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Annuler l'entretien" }));
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(page.getByText("Entretien annulé")).toBeVisible();
    await expect.poll(() => document.activeElement?.textContent).toBe("Entretien annulé");
  });

  it("puts focus on the card's title once withdrawn, the button gone", async () => {
    render(<ImmediateCard initial={interviewBookedApplication} />);
    await userEvent.click(page.getByRole("button", { name: /^Retirer ma candidature/ }));
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Retirer ma candidature" }));
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(page.getByText("Retirée", { exact: true })).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Product designer" })).toHaveFocus();
    await expect.element(page.getByRole("button", { name: /^Retirer ma candidature/ })).not.toBeInTheDocument();
  });
});
