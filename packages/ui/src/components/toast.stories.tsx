import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { Button } from "./button";
import { dismissToast, toast, Toaster, type ToastOptions } from "./toast";

const undo = fn();

function Demo({ label, options }: { label: string; options: ToastOptions | ToastOptions[] }) {
  const all = Array.isArray(options) ? options : [options];
  return (
    <Button variant="outline" onClick={() => all.forEach((option) => toast(option))}>
      {label}
    </Button>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Toaster,
  tags: ["autodocs"],
  args: {},
  // Every Toaster shows the one module-level queue: on the docs page, each story gets its own
  // iframe so that a toast raised in one example does not appear in all of them.
  parameters: { docs: { story: { inline: false, height: "18rem" } } },
  // Toasts live in a module-level queue: start every story from an empty one.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  render: (args) => (
    <>
      <Demo label="Enregistrer le profil" options={{ title: "Profil mis à jour avec succès" }} />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastArea = () => screen.getByRole("region", { name: "Notifications (F8)" });
/** The toast whose title is `title`, once it is on screen. */
const findToast = async (title: string) => (await within(toastArea()).findByText(title)).closest("li")!;
const queryToast = (title: string) => within(toastArea()).queryByText(title);

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Enregistrer le profil" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const item = await findToast("Profil mis à jour avec succès");
    // A confirmation waits for the screen reader to finish what it is saying.
    const announcement = await screen.findByRole("status");
    await expect(announcement).toHaveAttribute("aria-live", "polite");

    await userEvent.click(within(item).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(queryToast("Profil mis à jour avec succès")).not.toBeInTheDocument());
  },
};

export const Failure: Story = {
  name: "Error",
  render: (args) => (
    <>
      <Demo
        label="Supprimer le profil"
        options={{
          title: "Erreur lors de la suppression du profil",
          description: "Réessayez dans quelques instants.",
          color: "red",
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer le profil" }));
    const announcement = await screen.findByRole("status");
    await expect(announcement).toHaveAttribute("aria-live", "assertive");
    await waitFor(() => expect(announcement).toHaveTextContent(/Erreur lors de la suppression du profil/));

    // F8 jumps to the toasts, Tab reaches the newest, Escape closes it.
    await userEvent.keyboard("{F8}");
    await userEvent.tab();
    await expect(await findToast("Erreur lors de la suppression du profil")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(queryToast("Erreur lors de la suppression du profil")).not.toBeInTheDocument());
  },
};

export const WithAction: Story = {
  name: "With action (English)",
  args: { closeLabel: "Close" },
  render: (args) => (
    <>
      <Demo
        label="Archive message"
        options={{
          title: "Message archived",
          description: "It moved to your archive.",
          timeout: 10_000,
          actions: [{ label: "Undo", altText: "Undo archiving from the message list", onClick: undo }],
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Archive message" }));
    const item = await findToast("Message archived");
    // It fades in, so it is visible a moment after it is there.
    await waitFor(() => expect(within(item).getByRole("button", { name: "Close" })).toBeVisible());

    await userEvent.click(within(item).getByRole("button", { name: "Undo" }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryToast("Message archived")).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  render: (args) => (
    <>
      <Demo
        label="Afficher trois notifications"
        options={[
          { title: "Candidature envoyée" },
          { title: "Erreur lors de la récupération du profil", color: "red" },
          { title: "Offre enregistrée", description: "Retrouvez-la dans vos favoris." },
        ]}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Afficher trois notifications" }));
    await waitFor(() => expect(within(toastArea()).getAllByRole("listitem")).toHaveLength(3));
    const titles = within(toastArea())
      .getAllByRole("listitem")
      .map((item) => item.querySelector("[data-slot=toast-title]")?.textContent);
    await expect(titles).toEqual([
      "Candidature envoyée",
      "Erreur lors de la récupération du profil",
      "Offre enregistrée",
    ]);
  },
};

export const PausedOnHover: Story = {
  render: (args) => (
    <>
      <Demo label="Notification courte" options={{ title: "Lien copié", timeout: 1000 }} />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notification courte" }));
    const item = await findToast("Lien copié");
    await userEvent.hover(item);
    // Twice the timeout, yet still there while the pointer rests on it.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(queryToast("Lien copié")).toBeInTheDocument();

    await userEvent.unhover(item);
    await waitFor(() => expect(queryToast("Lien copié")).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
