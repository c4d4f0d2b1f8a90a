// A recruiter's offer written through the screens, as a recruiter writes one: the form of
// /dashboard/recruiter/jobs/add-or-edit filled field by field, the draft saved by itself, then
// « Publier l'offre ». For any suite that needs a published offer of the signed-in recruiter.
import type { Page } from "playwright-core";

/** What the offer says; the description is HTML, pasted into the editor as a clipboard would. */
export interface OfferInput {
  title: string;
  descriptionHtml?: string;
  /**
   * The place of work as the e2e servers take it (no address base): `commune` typed in the commune
   * field and the suggestion named `communeOption` picked (default « 69002 », « 69002 Lyon »), and
   * `street` typed beside it.
   */
  commune?: string;
  communeOption?: string;
  street?: string;
  salaryMin: number;
  salaryMax: number;
  skills?: string[];
  experienceYears?: number;
}

const formPath = "/dashboard/recruiter/jobs/add-or-edit";

/**
 * Pastes HTML into the rich text editor as a browser's clipboard hands it over (a `paste` event
 * with `text/html`), so the editor receives the markup exactly as given, dangerous parts included.
 */
export async function pasteHtml(page: Page, html: string) {
  const editor = page.getByRole("textbox", { name: /Description du poste/ });
  await editor.click();
  await editor.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData("text/html", markup);
    data.setData("text/plain", markup.replace(/<[^>]*>/g, " "));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Fills the offer form (already open) with `offer`; the draft saves itself along the way. */
export async function fillOfferForm(page: Page, offer: OfferInput) {
  await page.getByRole("combobox", { name: /Intitulé du poste/ }).fill(offer.title);
  await pasteHtml(
    page,
    offer.descriptionHtml ??
      "<p>Vous rejoignez une équipe de six personnes et prenez en charge des projets variés.</p>",
  );
  await page.getByRole("group", { name: /Adresse du lieu de travail/ }).waitFor();
  await page.getByRole("combobox", { name: /Commune/ }).fill(offer.commune ?? "69002");
  await page.getByRole("option", { name: offer.communeOption ?? "69002 Lyon", exact: true }).click();
  await page.getByRole("textbox", { name: /Numéro et voie/ }).fill(offer.street ?? "10 rue de la République");
  await page.getByText(/^Lieu retenu : /).waitFor();
  await page.getByRole("textbox", { name: /Salaire minimum/ }).fill(String(offer.salaryMin));
  await page.getByRole("textbox", { name: /Salaire maximum/ }).fill(String(offer.salaryMax));
  const skills = page.getByRole("combobox", { name: /Compétences requises/ });
  for (const skill of offer.skills ?? ["Gestion de projet"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  if (offer.experienceYears !== undefined)
    await page.getByRole("spinbutton", { name: /Expérience demandée/ }).fill(String(offer.experienceYears));
}

/**
 * Opens the empty offer form, fills it, publishes the offer and returns its id (the form's address
 * carries it once the draft exists). The recruiter must be signed in, with the paid access if the
 * server requires it.
 */
export async function createAndPublishOffer(page: Page, appUrl: string, offer: OfferInput): Promise<string> {
  await page.goto(`${appUrl}${formPath}`);
  await page.getByRole("heading", { level: 1, name: "Ajouter ou modifier une offre" }).waitFor();
  await fillOfferForm(page, offer);
  await page.waitForURL((url) => url.searchParams.has("id"));
  await page.getByRole("button", { name: "Publier l'offre" }).click();
  await page.getByRole("button", { name: "Enregistrer les modifications" }).waitFor();
  return new URL(page.url()).searchParams.get("id")!;
}
