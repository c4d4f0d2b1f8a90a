import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";
import { preRegistrationMessages } from "@fuse/domain/pre-registration/schema";

import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import { PreRegistrationForm } from "./pre-registration-form.tsx";

const sectors = [
  { code: "62.01Z", label: "Programmation informatique" },
  { code: "62.02A", label: "Conseil en systèmes et logiciels informatiques" },
  { code: "81.30Z", label: "Services d'aménagement paysager" },
];

const meta = {
  title: "Pre-registration/PreRegistrationForm",
  component: PreRegistrationForm,
  tags: ["autodocs"],
  args: {
    places: fakePlaces,
    loadSectors: fn(async () => sectors),
    onSubmit: fn(async () => {}),
  },
  argTypes: { places: { control: false } },
  decorators: [
    (Story) => (
      <div className="w-[min(44rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };
/** Types a whole value at once, as pasting does: the story stays quick. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Portalled popups render in document.body, outside the canvas. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Sending it empty marks every required field with its French message; nothing is sent. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma pré-inscription" }));
    await expect(canvas.getByRole("textbox", { name: "Numéro SIRET" })).toHaveAccessibleDescription(
      new RegExp(preRegistrationMessages.siret.slice(0, 20)),
    );
    await expect(canvas.getByRole("textbox", { name: "Nom de l'entreprise" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(preRegistrationMessages.consent)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Nom de l'entreprise" })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong SIRET, a foreign phone number and a broken address say so at their field on leaving it. */
export const InvalidFields: Story = {
  play: async ({ canvas }) => {
    const siret = canvas.getByRole("textbox", { name: "Numéro SIRET" });
    await userEvent.type(siret, "732 829 320 00075");
    await userEvent.tab();
    await expect(siret).toHaveAttribute("aria-invalid", "true");
    await expect(siret).toHaveAccessibleDescription(/SIRET invalide/);
    const phone = canvas.getByRole("textbox", { name: "Téléphone" });
    await userEvent.type(phone, "+44 20 7946 0958");
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription(/numéro de téléphone français/);
    const email = canvas.getByRole("textbox", { name: "Adresse e-mail professionnelle" });
    await userEvent.type(email, "camille@");
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(/adresse e-mail valide/);
    // Corrected, the message goes.
    await userEvent.clear(siret);
    await userEvent.type(siret, "732 829 320 00074");
    await expect(siret).not.toHaveAttribute("aria-invalid", "true");
  },
};

/** Fills every field but the address. */
async function fillAllButAddress(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  const screen = screenOf(canvasElement);
  await fill(canvas.getByRole("textbox", { name: "Nom de l'entreprise" }), "Atelier Lumière");
  await fill(canvas.getByRole("textbox", { name: "Numéro SIRET" }), "732 829 320 00074");
  await userEvent.click(canvas.getByRole("combobox", { name: "Secteur d'activité (code NAF)" }));
  await userEvent.keyboard("program");
  await userEvent.click(await screen.findByRole("option", { name: "62.01Z · Programmation informatique" }));
  await userEvent.click(canvas.getByRole("combobox", { name: "Effectif" }));
  await userEvent.click(await screen.findByRole("option", { name: "10 à 49 salariés" }));
  await fill(canvas.getByRole("textbox", { name: "Prénom et nom" }), "Camille Martin");
  await fill(canvas.getByRole("textbox", { name: "Adresse e-mail professionnelle" }), "camille@atelier.fr");
  await fill(canvas.getByRole("textbox", { name: "Téléphone" }), "06 12 34 56 78");
  await userEvent.click(canvas.getByRole("checkbox", { name: /J'accepte que Fuse utilise ces informations/ }));
}

const paixAddress = {
  description: "12 Rue de la Paix, 75002 Paris",
  streetAddress: "12 Rue de la Paix",
  city: "Paris",
  postal_code: "75002",
  latitude: 48.869,
  longitude: 2.3317,
  country: "France",
};

/**
 * With an address base (the Base Adresse Nationale, Google): one address field, and the request
 * carries the street, the postal code and the point of the address chosen.
 */
export const SentWithAddressSearch: Story = {
  args: {
    places: {
      suggestsStreets: true,
      suggestAddresses: async (input) => (/paix/i.test(input) ? [paixAddress] : []),
      suggestCities: async () => [],
      getPlaceDetails: async () => null,
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await fillAllButAddress(canvas, canvasElement);
    await fill(canvas.getByRole("combobox", { name: "Adresse" }), "12 rue de la paix");
    await userEvent.click(await canvas.findByRole("option", { name: "12 Rue de la Paix, 75002 Paris" }, slow));
    await expect(canvas.queryByRole("textbox", { name: /Numéro et voie/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma pré-inscription" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ address: "12 Rue de la Paix", city: "Paris", postal_code: "75002", lat: 48.869 }),
      ),
    );
  },
};

/**
 * Without an address base: the commune is chosen among the communes and the street typed beside it;
 * both are required, and the request carries the street as typed with the commune's code and point.
 */
export const SentWithCommuneAndStreet: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillAllButAddress(canvas, canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma pré-inscription" }));
    const street = canvas.getByRole("textbox", { name: /Numéro et voie/ });
    await expect(street).toHaveAccessibleDescription("Saisissez le numéro et la voie.");
    await expect(canvas.getByRole("combobox", { name: /Commune/ })).toHaveAccessibleDescription(
      /Choisissez la commune dans les suggestions\./,
    );
    await fill(canvas.getByRole("combobox", { name: /Commune/ }), "75002");
    await userEvent.click(await canvas.findByRole("option", { name: "75002 Paris" }, slow));
    await fill(street, "12 rue de la Paix");
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma pré-inscription" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ address: "12 rue de la Paix", city: "Paris", postal_code: "75002" }),
      ),
    );
  },
};

/** Filled in completely: the request carries the SIRET without spaces, the NAF code and the chosen address. */
export const Sent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await fill(canvas.getByRole("textbox", { name: "Nom de l'entreprise" }), "Atelier Lumière");
    await fill(canvas.getByRole("textbox", { name: "Numéro SIRET" }), "732 829 320 00074");
    await userEvent.click(canvas.getByRole("combobox", { name: "Secteur d'activité (code NAF)" }));
    await userEvent.keyboard("program");
    await userEvent.click(await screen.findByRole("option", { name: "62.01Z · Programmation informatique" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Effectif" }));
    await userEvent.click(await screen.findByRole("option", { name: "10 à 49 salariés" }));
    await fill(canvas.getByRole("combobox", { name: /Commune/ }), "Paris 75002");
    await userEvent.click(await canvas.findByRole("option", { name: "75002 Paris" }, slow));
    await fill(canvas.getByRole("textbox", { name: /Numéro et voie/ }), "12 rue de la Paix");
    await fill(canvas.getByRole("textbox", { name: "Prénom et nom" }), "Camille Martin");
    await fill(canvas.getByRole("textbox", { name: "Adresse e-mail professionnelle" }), "camille@atelier.fr");
    await fill(canvas.getByRole("textbox", { name: "Téléphone" }), "06 12 34 56 78");
    await userEvent.click(canvas.getByRole("checkbox", { name: /J'accepte que Fuse utilise ces informations/ }));
    await expect(
      canvas.getByRole("link", { name: "Lire la politique de confidentialité (nouvel onglet)" }),
    ).toHaveAttribute("href", "/p/politique-de-confidentialite");
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma pré-inscription" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      company_name: "Atelier Lumière",
      siret: "732 829 320 00074",
      sector: "62.01Z",
      size: "10-49",
      address: "12 rue de la Paix",
      city: "Paris",
      postal_code: "75002",
      lat: expect.any(Number),
      lng: expect.any(Number),
      contact_name: "Camille Martin",
      email: "camille@atelier.fr",
      phone: "06 12 34 56 78",
      consent: true,
    });
  },
};

/** A refusal of the server shows at the field it names; what was typed stays. */
export const RefusedByTheServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(400, "Choisissez le secteur d'activité dans la liste.", "sector");
    }),
  },
  play: async (context) => {
    await Sent.play!(context);
    const { canvas } = context;
    await expect(await canvas.findByText("Choisissez le secteur d'activité dans la liste.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Nom de l'entreprise" })).toHaveValue("Atelier Lumière");
  },
};

/** The sector list could not be loaded: the select says so. */
export const SectorsUnavailable: Story = {
  args: { loadSectors: fn(async () => Promise.reject(new Error("réseau"))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Secteur d'activité (code NAF)" }));
    await expect(
      await screenOf(canvasElement).findByText("La liste des secteurs n'a pas pu être chargée."),
    ).toBeVisible();
  },
};
