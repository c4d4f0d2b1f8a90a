import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

function Faq(props: React.ComponentProps<typeof Accordion>) {
  return (
    <Accordion {...props}>
      <AccordionItem value="a">
        <AccordionTrigger>Livraison</AccordionTrigger>
        <AccordionContent>Sous 48 heures.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>Retours</AccordionTrigger>
        <AccordionContent>Gratuits pendant 30 jours.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="c">
        <AccordionTrigger>Paiement</AccordionTrigger>
        <AccordionContent>Carte ou virement.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => page.getByRole("button", { name });

describe("Accordion", () => {
  it("puts each trigger in a heading and keeps closed sections hidden", async () => {
    await render(<Faq type="single" />);
    await expect.element(page.getByRole("heading", { level: 3, name: "Livraison" })).toBeVisible();
    await expect.element(trigger("Livraison")).toHaveAttribute("aria-expanded", "false");
    await expect.element(page.getByText("Sous 48 heures.")).not.toBeInTheDocument();
  });

  it("opens with Enter, shows a region named by its trigger, and keeps one open in single mode", async () => {
    const onValueChange = vi.fn();
    await render(<Faq type="single" collapsible onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(trigger("Livraison")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(trigger("Livraison")).toHaveAttribute("aria-expanded", "true");
    await expect.element(page.getByRole("region", { name: "Livraison" })).toHaveTextContent("Sous 48 heures.");
    expect(onValueChange).toHaveBeenLastCalledWith("a");

    await userEvent.keyboard("{ArrowDown}");
    await expect.element(trigger("Retours")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(trigger("Retours")).toHaveAttribute("aria-expanded", "true");
    await expect.element(trigger("Livraison")).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard(" ");
    await expect.element(trigger("Retours")).toHaveAttribute("aria-expanded", "false");
    expect(onValueChange).toHaveBeenLastCalledWith("");
  });

  it("keeps several sections open in multiple mode", async () => {
    await render(<Faq type="multiple" defaultValue={["a"]} />);
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    await expect.element(trigger("Paiement")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("region", { name: "Livraison" })).toBeVisible();
    await expect.element(page.getByRole("region", { name: "Paiement" })).toBeVisible();
  });

  it("moves round the headings with the arrows, Home and End, and leaves with Tab", async () => {
    await render(
      <>
        <Faq type="single" />
        <button type="button">Après</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowUp}");
    await expect.element(trigger("Paiement")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(trigger("Livraison")).toHaveFocus();
    await userEvent.keyboard("{End}{Home}");
    await expect.element(trigger("Livraison")).toHaveFocus();
    // Every trigger is a tab stop, then focus leaves the accordion.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Après" })).toHaveFocus();
  });

  it("uses the heading level it is given", async () => {
    await render(
      <Accordion type="single">
        <AccordionItem value="x">
          <AccordionTrigger headingLevel={2}>Shipping</AccordionTrigger>
          <AccordionContent>Two days.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    await expect.element(page.getByRole("heading", { level: 2, name: "Shipping" })).toBeVisible();
  });
});
