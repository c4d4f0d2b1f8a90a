import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function DashboardTabs(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs defaultValue="offres" {...props}>
      <TabsList aria-label="Tableau de bord">
        <TabsTrigger value="offres">Offres</TabsTrigger>
        <TabsTrigger value="matchs">Matchs</TabsTrigger>
        <TabsTrigger value="archives" disabled>
          Archives
        </TabsTrigger>
        <TabsTrigger value="workflow">Workflow</TabsTrigger>
      </TabsList>
      <TabsContent value="offres">3 offres publiées</TabsContent>
      <TabsContent value="matchs">12 matchs</TabsContent>
      <TabsContent value="archives">Rien d’archivé</TabsContent>
      <TabsContent value="workflow">Aucune candidature</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows only the selected panel, named by its tab", async () => {
    await render(<DashboardTabs />);
    await expect.element(page.getByRole("tablist", { name: "Tableau de bord" })).toBeVisible();
    await expect.element(page.getByRole("tab", { name: "Offres" })).toHaveAttribute("aria-selected", "true");
    await expect.element(page.getByRole("tabpanel", { name: "Offres" })).toHaveTextContent("3 offres publiées");
    await expect.element(page.getByText("12 matchs")).not.toBeInTheDocument();
  });

  it("moves with the arrow keys, skipping disabled tabs and wrapping round", async () => {
    const onValueChange = vi.fn();
    await render(<DashboardTabs onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(page.getByRole("tab", { name: "Offres" })).toHaveFocus();

    await userEvent.keyboard("{ArrowRight}");
    await expect.element(page.getByRole("tab", { name: "Matchs" })).toHaveFocus();
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("12 matchs");
    expect(onValueChange).toHaveBeenLastCalledWith("matchs");

    await userEvent.keyboard("{ArrowRight}");
    await expect.element(page.getByRole("tab", { name: "Workflow" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(page.getByRole("tab", { name: "Offres" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect.element(page.getByRole("tab", { name: "Workflow" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect.element(page.getByRole("tab", { name: "Offres" })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalledWith("archives");
  });

  it("is one Tab stop: Tab goes from the selected tab to its panel", async () => {
    await render(<DashboardTabs defaultValue="matchs" />);
    await userEvent.tab();
    await expect.element(page.getByRole("tab", { name: "Matchs" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole("tabpanel", { name: "Matchs" })).toHaveFocus();
  });

  it("uses the up and down arrows when vertical", async () => {
    await render(<DashboardTabs orientation="vertical" />);
    await expect.element(page.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("tab", { name: "Matchs" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect.element(page.getByRole("tab", { name: "Offres" })).toHaveFocus();
    // The tabs stack: each one sits below the previous.
    const first = page.getByRole("tab", { name: "Offres" }).element().getBoundingClientRect();
    const second = page.getByRole("tab", { name: "Matchs" }).element().getBoundingClientRect();
    expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  });

  it("waits for Enter or Space in manual activation mode", async () => {
    await render(<DashboardTabs activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(page.getByRole("tab", { name: "Matchs" })).toHaveFocus();
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("3 offres publiées");
    await userEvent.keyboard(" ");
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("12 matchs");
  });
});
