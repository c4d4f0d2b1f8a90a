import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const meta = {
  title: "Layout/Accordion",
  component: Accordion,
  tags: ["autodocs"],
  args: { type: "single", collapsible: true, onValueChange: fn(), className: "w-[28rem]" },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="compte">
        <AccordionTrigger>Comment créer un compte ?</AccordionTrigger>
        <AccordionContent>Choisissez « S’inscrire », puis suivez le lien reçu par e-mail.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="donnees">
        <AccordionTrigger>Où sont stockées mes données ?</AccordionTrigger>
        <AccordionContent>Sur des serveurs situés dans l’Union européenne.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="suppression">
        <AccordionTrigger>Comment supprimer mon compte ?</AccordionTrigger>
        <AccordionContent>Depuis vos paramètres, rubrique « Confidentialité ».</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole("button", { name: "Comment créer un compte ?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: "Comment créer un compte ?" })).toHaveTextContent(
      "Choisissez « S’inscrire », puis suivez le lien reçu par e-mail.",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith("compte");

    // The arrows move between headings; opening one closes the other.
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: "Où sont stockées mes données ?" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    // Collapsible: the open section closes again.
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(canvas.queryByRole("region")).not.toBeInTheDocument());
  },
};

export const Multiple: Story = {
  args: { type: "multiple", defaultValue: ["compte"] } as Story["args"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Comment créer un compte ?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    const last = canvas.getByRole("button", { name: "Comment supprimer mon compte ?" });
    await expect(last).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // Both stay open.
    await expect(canvas.getAllByRole("region")).toHaveLength(2);
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("button", { name: "Comment créer un compte ?" })).toHaveFocus();
  },
};

export const English: Story = {
  args: { type: "single", collapsible: true, defaultValue: "shipping" },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="shipping">
        <AccordionTrigger headingLevel={2}>Is my data shared?</AccordionTrigger>
        <AccordionContent>Only with the people you choose.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="export" disabled>
        <AccordionTrigger headingLevel={2}>Can I export my data?</AccordionTrigger>
        <AccordionContent>Coming soon.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="contact">
        <AccordionTrigger headingLevel={2}>How do I contact support?</AccordionTrigger>
        <AccordionContent>Write to us from the help page.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Is my data shared?" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Can I export my data?" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    // The disabled section is skipped.
    await expect(canvas.getByRole("button", { name: "How do I contact support?" })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { defaultValue: "donnees" } as Story["args"],
  globals: { theme: "sombre" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Où sont stockées mes données ?" })).toBeVisible();
  },
};
