import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import type { AdminContactMessage } from "@fuse/domain/admin/inbox-contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { adminPageOf, exampleContactMessages } from "../lib/inbox-fixtures.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminContactMessagesScreen } from "./inbox-contact-messages.tsx";

const withClient = withAdminClient();

const [fresh, answered] = exampleContactMessages as [AdminContactMessage, AdminContactMessage];

/** The inbox as the server keeps it: answers and changes of state are applied to the messages. */
function inbox(messages = exampleContactMessages) {
  let current = messages.map((message) => ({ ...message }));
  const update = (id: string, change: Partial<AdminContactMessage>) => {
    current = current.map((message) => (message.id === id ? { ...message, ...change } : message));
    return current.find((message) => message.id === id)!;
  };
  return fakeApiClient({
    "GET /api/admin/contact-messages": () => adminPageOf(current),
    "POST /api/admin/contact-messages/:id/reply": ({ params }) =>
      update(params.id, {
        status: "handled",
        replied_at: "2026-11-26T09:15:00.000Z",
        handled_at: "2026-11-26T09:15:00.000Z",
        handled_by: { profile_id: "p", email: "admin@fuse.test" },
      }),
    "POST /api/admin/contact-messages/:id/handled": ({ params, body }) =>
      update(
        params.id,
        body.handled
          ? { status: "handled", handled_at: "2026-11-26T09:15:00.000Z" }
          : {
              status: "new",
              handled_at: null,
              handled_by: null,
            },
      ),
  });
}

const meta = {
  title: "Admin/AdminContactMessagesScreen",
  component: AdminContactMessagesScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: inbox().api,
    status: "all",
    query: "",
    page: 1,
    timeZone: "Europe/Paris",
    onStatusChange: fn(),
    onQueryChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof AdminContactMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each message with its sender, date and state; an answered one says when. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.subject });
    await expect(within(row).getByText("À traiter")).toBeVisible();
    await expect(
      within(row).getByText("Camille Martin · camille.martin@exemple.fr · reçu le 25 novembre 2026 à 09:30"),
    ).toBeVisible();
    const done = canvas.getByRole("article", { name: answered.subject });
    await expect(within(done).getByText("Traité")).toBeVisible();
    await expect(within(done).getByText("Répondu le 21 novembre 2026 à 10:00")).toBeVisible();
    await expect(within(done).getByRole("button", { name: /^Rouvrir/ })).toBeVisible();
  },
};

/**
 * Opened by keyboard: the whole text as written (markup shown, never run), the sender's facts;
 * the answer is sent, a toast says to whom, and the message shows as answered and dealt with.
 */
const replying = inbox();
export const OpenAndReply: Story = {
  args: { api: replying.api },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.subject });
    const open = within(row).getByRole("button", { name: `Ouvrir le message « ${fresh.subject} »` });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    open.focus();
    await userEvent.keyboard("{Enter}");
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(within(row).getByText(/Pouvez-vous m'aider \? <b>Merci<\/b>/)).toBeVisible();
    await expect(row.querySelector("b")).toBeNull();
    await expect(within(row).getByRole("link", { name: fresh.email })).toHaveAttribute("href", `mailto:${fresh.email}`);

    const answer = within(row).getByRole("textbox", { name: /^Votre réponse/ });
    await userEvent.type(answer, "Bonjour Camille,{Enter}rendez-vous dans « Ma carte ».");
    await userEvent.click(within(row).getByRole("button", { name: "Envoyer la réponse" }));
    // A toast fades in: visible once its opacity has risen.
    await waitFor(() => expect(screen.getByText(`Réponse envoyée à ${fresh.email}`)).toBeVisible());
    await waitFor(() => expect(within(row).getByText("Répondu le 26 novembre 2026 à 10:15")).toBeVisible());
    await expect(within(row).getByText("Traité")).toBeVisible();
    await expect(answer).toHaveValue("");
    await expect(replying.calls.find((call) => call.endpoint.endsWith("/reply"))?.request).toEqual({
      params: { id: fresh.id },
      body: { message: "Bonjour Camille,\nrendez-vous dans « Ma carte »." },
    });
  },
};

/** An empty answer is not sent: the field says why, in French. */
export const EmptyReply: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.subject });
    await userEvent.click(within(row).getByRole("button", { name: /^Ouvrir/ }));
    await userEvent.type(within(row).getByRole("textbox", { name: /^Votre réponse/ }), "   ");
    await userEvent.click(within(row).getByRole("button", { name: "Envoyer la réponse" }));
    await expect(await within(row).findByText("La réponse ne peut pas être vide.")).toBeVisible();
    await expect(within(row).getByRole("textbox", { name: /^Votre réponse/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** The server refuses the answer (the message is gone): its words, under the form. */
export const ReplyRefused: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/contact-messages": () => adminPageOf(exampleContactMessages),
      "POST /api/admin/contact-messages/:id/reply": () => {
        throw new ApiError(404, "Message introuvable : il a peut-être été supprimé.");
      },
    }).api,
  },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.subject });
    await userEvent.click(within(row).getByRole("button", { name: /^Ouvrir/ }));
    await userEvent.type(within(row).getByRole("textbox", { name: /^Votre réponse/ }), "Bonjour");
    await userEvent.click(within(row).getByRole("button", { name: "Envoyer la réponse" }));
    await expect(await within(row).findByText("Message introuvable : il a peut-être été supprimé.")).toBeVisible();
  },
};

/** « Marquer comme traité », then « Rouvrir »: each said in a toast, the state follows. */
export const HandleAndReopen: Story = {
  args: { api: inbox().api },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.subject });
    await userEvent.click(within(row).getByRole("button", { name: `Marquer comme traité : « ${fresh.subject} »` }));
    await waitFor(() => expect(screen.getByText("Message marqué comme traité")).toBeVisible());
    await waitFor(() => expect(within(row).getByText("Traité")).toBeVisible());
    await userEvent.click(within(row).getByRole("button", { name: `Rouvrir : « ${fresh.subject} »` }));
    await waitFor(() => expect(screen.getByText("Message remis dans ceux à traiter")).toBeVisible());
    await waitFor(() => expect(within(row).getByText("À traiter")).toBeVisible());
  },
};

/** The list could not be read: the reason and « Réessayer », which reads it again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/contact-messages": failingOnce(new TypeError("Failed to fetch"), () =>
        adminPageOf(exampleContactMessages),
      ),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les messages de contact n'ont pas pu être chargés.")).toBeVisible();
    await expect(canvas.getByText("Vérifiez votre connexion puis réessayez.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: fresh.subject })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/contact-messages": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des messages" })).toBeInTheDocument();
  },
};

/** On a 360 px screen, a message opened: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    const row = await canvas.findByRole("article", { name: fresh.subject });
    await userEvent.click(within(row).getByRole("button", { name: /^Ouvrir/ }));
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
