import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";
import { contactMessages } from "@fuse/domain/contact/schema";

import { ContactForm } from "./contact-form.tsx";

const meta = {
  title: "Contact/ContactForm",
  component: ContactForm,
  tags: ["autodocs"],
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portalled popups render in document.body, outside the canvas. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types a whole value at once, as pasting does: the story stays quick. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const message = "Bonjour, je n'arrive pas à modifier l'adresse de mon entreprise dans mon profil.";

/** Everything filled in, the subject chosen from the list and the consent given. */
async function fillIn(canvasElement: HTMLElement, { consent = true }: { consent?: boolean } = {}) {
  const canvas = within(canvasElement);
  await fill(canvas.getByRole("textbox", { name: "Votre nom" }), "Camille Martin");
  await fill(canvas.getByRole("textbox", { name: "Votre adresse e-mail" }), "  Camille@Exemple.fr ");
  await userEvent.click(canvas.getByRole("combobox", { name: "Sujet" }));
  await userEvent.click(await screenOf(canvasElement).findByRole("option", { name: "Question sur mon compte" }));
  await fill(canvas.getByRole("textbox", { name: "Votre message" }), message);
  if (consent) await userEvent.click(canvas.getByRole("checkbox", { name: /J'accepte que Fuse utilise/ }));
}

const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Envoyer mon message" }));

/** Filled in and sent: the request carries the trimmed values, the subject's label, an empty trap field. */
export const Sent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("link", { name: "Lire la politique de confidentialité (nouvel onglet)" }),
    ).toHaveAttribute("href", "/p/politique-de-confidentialite");
    await fillIn(canvasElement);
    await send(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Camille Martin",
      email: "camille@exemple.fr",
      subject: "Question sur mon compte",
      message,
      consent: true,
      website: "",
    });
  },
};

/** Sent empty: every field says what it needs in French, focus goes to the first, nothing is sent. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await send(canvasElement);
    const name = canvas.getByRole("textbox", { name: "Votre nom" });
    await expect(name).toHaveAccessibleDescription(contactMessages.name);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("textbox", { name: "Votre adresse e-mail" })).toHaveAccessibleDescription(
      new RegExp(contactMessages.email.replace(/[.()]/g, "\\$&")),
    );
    await expect(canvas.getByRole("combobox", { name: "Sujet" })).toHaveAccessibleDescription(contactMessages.subject);
    await expect(canvas.getByRole("textbox", { name: "Votre message" })).toHaveAccessibleDescription(
      new RegExp(contactMessages.message),
    );
    await expect(canvas.getByText(contactMessages.consent)).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each field's own rule, on leaving it: a broken address, a message too short, and both corrected. */
export const InvalidFields: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const email = canvas.getByRole("textbox", { name: "Votre adresse e-mail" });
    await userEvent.type(email, "camille@");
    await userEvent.tab();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Saisissez une adresse e-mail valide/);

    const text = canvas.getByRole("textbox", { name: "Votre message" });
    await userEvent.type(text, "Bonjour");
    await userEvent.tab();
    await expect(text).toHaveAccessibleDescription(
      new RegExp(contactMessages.messageTooShort.replace(/[()]/g, "\\$&")),
    );

    const name = canvas.getByRole("textbox", { name: "Votre nom" });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(contactMessages.name);

    // Corrected, the messages go as the visitor types.
    await userEvent.type(email, "exemple.fr");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.type(text, ", j'ai une question.");
    await expect(text).not.toHaveAttribute("aria-invalid");
    await expect(text).toHaveAccessibleDescription(/27 saisis/);
    await send(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything right but the consent box: the message says why, and nothing is sent. */
export const ConsentMissing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement, { consent: false });
    await send(canvasElement);
    const consent = canvas.getByRole("checkbox", { name: /J'accepte que Fuse utilise/ });
    await expect(consent).toHaveAccessibleDescription(contactMessages.consent);
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Checked by keyboard, the message goes and the form is sent.
    await userEvent.keyboard(" ");
    await expect(canvas.queryByText(contactMessages.consent)).toBeNull();
    await send(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** A refusal of the server shows at the field it names, focused; what was typed stays. */
export const RefusedByTheServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(400, "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.", "email");
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Votre adresse e-mail" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    await expect(email).toHaveAccessibleDescription(/Saisissez une adresse e-mail valide/);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Votre message" })).toHaveValue(message);
  },
};

/** Too many messages from the same connection: the server's wait, and no « Réessayer » that would fail too. */
export const TooManyMessages: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(429, "Trop de messages envoyés depuis votre connexion. Réessayez dans 42 minutes.");
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(/Message non envoyé/);
    await expect(alert).toHaveTextContent(
      /Trop de messages envoyés depuis votre connexion\. Réessayez dans 42 minutes\./,
    );
    await expect(canvas.queryByRole("button", { name: "Réessayer" })).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Votre nom" })).toHaveValue("Camille Martin");
  },
};

let attempts = 0;

/** The network fails once: a French alert with « Réessayer », which sends the same message again. */
export const NetworkFailure: Story = {
  args: {
    onSubmit: fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    attempts = 0;
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByText(/n'a pas pu être envoyé. Vérifiez votre connexion/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ message, consent: true }));
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
  },
};

/** The trap for robots is out of reach: off-screen, out of the tab order, hidden from screen readers. */
export const RobotTrap: Story = {
  play: async ({ canvasElement }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>("input[name='website']")!;
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    await expect(trap.getBoundingClientRect().right).toBeLessThan(0);
    // Tabbing from the name field never lands on it.
    within(canvasElement).getByRole("textbox", { name: "Votre nom" }).focus();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(trap).not.toHaveFocus();
    }
  },
};

/** On a 360 px screen: every field fits, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div data-testid="screen" className="w-[360px] p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await send(canvasElement);
    const screen = canvas.getByTestId("screen");
    await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth);
    for (const input of canvas.getAllByRole("textbox")) {
      await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(screen.getBoundingClientRect().right);
    }
  },
};
