// The administration's inboxes and users as `npm start` serves them: a signed-out visitor writes
// from /contact, the demo administrator finds the message in « Messages de contact », answers it
// (the answer reaches the visitor's mailbox, their message quoted), reopens it and marks it dealt
// with; a company pre-registers, the administrator approves it and the invitation arrives, not before;
// a new candidate signs up, the administrator finds and deletes the account (RGPD), and that
// candidate can no longer sign in.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { focusOnceTakenOver, setupChromium } from "./support/browser.ts";
import { signUpCandidate } from "./support/candidate.ts";
import { mailbox, type MailboxEmail } from "./support/mailbox.ts";
import { uniqueSiret } from "./support/recruiter.ts";
import { workerServers } from "./support/servers.ts";
import { openSignedIn, signIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const admin = "admin@fuse.test";

/** The administrator's page, signed in, on one section of the administration's navigation. */
async function openSection(page: Page, link: string, heading: string) {
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: link, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

/** Searches the list shown with `words`. */
async function search(page: Page, label: string, words: string) {
  await page.getByRole("searchbox", { name: label }).fill(words);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === words);
}

/** Polls the outbox until `to` has an e-mail whose subject matches; returns the newest such e-mail. */
async function waitForEmail(to: string, subject: RegExp): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(appUrl).list(to)).find((email) => subject.test(email.subject));
        return found !== undefined;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

const invitations = async (to: string) =>
  (await mailbox(appUrl).list(to)).filter((email) => /Créez le compte recruteur de/.test(email.subject));

describe("the administrators' inboxes and users", () => {
  it("answers a visitor's contact message by e-mail, then marks it dealt with", async () => {
    const visitorEmail = `visiteur.${Date.now()}@exemple.fr`;
    const text = "Bonjour, comment rendre ma carte publique ?\nMerci d'avance.";
    const visitor = await chromium.newPage();
    await visitor.page.goto(`${appUrl}/contact`);
    await visitor.page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    await focusOnceTakenOver(visitor.page.getByRole("textbox", { name: "Votre nom" }));
    await visitor.page.getByRole("textbox", { name: "Votre nom" }).fill("Camille Visiteuse");
    await visitor.page.getByRole("textbox", { name: "Votre adresse e-mail" }).fill(visitorEmail);
    await visitor.page.getByRole("combobox", { name: "Sujet" }).click();
    await visitor.page.getByRole("option", { name: "Question sur mon compte" }).click();
    await visitor.page.getByRole("textbox", { name: "Votre message" }).fill(text);
    await visitor.page.getByRole("checkbox", { name: /J'accepte que Fuse utilise ces informations/ }).click();
    await visitor.page.getByRole("button", { name: "Envoyer mon message" }).click();
    await visitor.page.getByRole("status").filter({ hasText: "Message envoyé" }).waitFor();

    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, admin, "/admin");
    await openSection(page, "Messages", "Messages de contact");
    await search(page, "Nom, e-mail, objet ou texte", visitorEmail);
    // Other messages share the subject: the row is the one from this visitor, once the search applies.
    const row = page.getByRole("article", { name: "Question sur mon compte" }).filter({ hasText: visitorEmail });
    await row.getByText("À traiter", { exact: true }).waitFor();
    await row.getByText(`Camille Visiteuse · ${visitorEmail} · reçu le`, { exact: false }).waitFor();

    await row.getByRole("button", { name: /^Ouvrir/ }).click();
    // The text as written, line break kept.
    expect(
      await row
        .getByText(/comment rendre ma carte publique/)
        .last()
        .innerText(),
    ).toBe(text);
    const reply = "Bonjour Camille,\n\nouvrez « Ma carte » puis choisissez « Publier ».";
    await row.getByRole("textbox", { name: /^Votre réponse/ }).fill(reply);
    await row.getByRole("button", { name: "Envoyer la réponse" }).click();
    await page.getByText(`Réponse envoyée à ${visitorEmail}`, { exact: true }).waitFor();
    await row.getByText(/^Répondu le /).waitFor();
    await row.getByText("Traité", { exact: true }).waitFor();

    // The visitor's mailbox: the answer, signed, their own message quoted below.
    const answer = await waitForEmail(visitorEmail, /^Re : Question sur mon compte$/);
    expect(answer.text).toContain("ouvrez « Ma carte » puis choisissez « Publier ».");
    expect(answer.text).toContain("L'équipe Fuse");
    expect(answer.text).toContain("> Bonjour, comment rendre ma carte publique ?");

    // Reopened, then dealt with again by hand.
    await row.getByRole("button", { name: /^Rouvrir/ }).click();
    await page.getByText("Message remis dans ceux à traiter", { exact: true }).waitFor();
    await row.getByText("À traiter", { exact: true }).waitFor();
    await row.getByRole("button", { name: /^Marquer comme traité/ }).click();
    await page.getByText("Message marqué comme traité", { exact: true }).waitFor();
    await row.getByText("Traité", { exact: true }).waitFor();

    // Among the dealt-with ones, not among those to deal with.
    await page.getByRole("combobox", { name: "Afficher" }).click();
    await page.getByRole("option", { name: "Traités" }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "handled");
    await row.getByText(/^Répondu le /).waitFor();
    await page.getByRole("combobox", { name: "Afficher" }).click();
    await page.getByRole("option", { name: "À traiter" }).click();
    await page.getByRole("heading", { level: 2, name: "Aucun message ne correspond à votre recherche" }).waitFor();
    expect(problems.list()).toEqual([]);
    expect(visitor.problems.list()).toEqual([]);
  });

  it("approves a company's pre-registration: the invitation to sign up is e-mailed then, not before", async () => {
    const email = `lea.admin.${Date.now()}@atelier-lumiere.test`;
    const siret = uniqueSiret();
    const company = await chromium.newPage();
    await company.page.goto(`${appUrl}/pre-inscription`);
    await focusOnceTakenOver(company.page.getByRole("textbox", { name: "Nom de l'entreprise" }));
    await company.page.getByRole("textbox", { name: "Nom de l'entreprise" }).fill("Atelier Lumière");
    await company.page.getByRole("textbox", { name: "Numéro SIRET" }).fill(siret);
    await company.page.getByRole("textbox", { name: "Numéro SIRET" }).press("Tab");
    await company.page.getByRole("combobox", { name: "Secteur d'activité (code NAF)" }).click();
    await company.page.getByPlaceholder("Rechercher un secteur ou un code…").fill("62.01Z");
    await company.page.getByRole("option", { name: "62.01Z · Programmation informatique" }).click();
    await company.page.getByRole("combobox", { name: "Effectif" }).click();
    await company.page.getByRole("option", { name: "10 à 49 salariés" }).click();
    // No address base on the e2e servers: the commune is chosen, the street typed beside it.
    await company.page.getByRole("combobox", { name: /Commune/ }).fill("69002");
    await company.page.getByRole("option", { name: "69002 Lyon", exact: true }).click();
    await company.page.getByRole("textbox", { name: /Numéro et voie/ }).fill("3 place Bellecour");
    await company.page.getByRole("textbox", { name: "Prénom et nom" }).fill("Léa Girard");
    await company.page.getByRole("textbox", { name: "Adresse e-mail professionnelle" }).fill(email);
    await company.page.getByRole("textbox", { name: "Téléphone" }).fill("+33 4 72 00 00 00");
    await company.page.getByRole("checkbox", { name: /J'accepte que Fuse utilise ces informations/ }).click();
    await company.page.getByRole("button", { name: "Envoyer ma pré-inscription" }).click();
    await company.page.getByText("Merci, votre pré-inscription est enregistrée.").waitFor();
    // The pre-registration alone sends nothing to the address typed.
    expect(await invitations(email)).toEqual([]);

    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, admin, "/admin");
    await openSection(page, "Pré-inscriptions", "Pré-inscriptions");
    await search(page, "Entreprise, SIRET, contact, e-mail ou ville", email);
    // Other pre-registrations share the name: the row is the one sent from this address.
    const row = page.getByRole("article", { name: "Atelier Lumière" }).filter({ hasText: email });
    await row.getByText("À traiter", { exact: true }).waitFor();
    await row.getByText("62.01Z — Programmation informatique").waitFor();
    expect(await row.getByText(siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, "$1 $2 $3 $4")).count()).toBe(1);

    await row.getByRole("button", { name: /^Approuver/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Approuver cette pré-inscription ?" });
    expect(await dialog.textContent()).toContain(`sera envoyée par e-mail à ${email}`);
    await dialog.getByRole("button", { name: "Approuver et envoyer l'invitation" }).click();
    await page.getByText(`Pré-inscription approuvée : l'invitation est envoyée à ${email}.`, { exact: true }).waitFor();
    await row.getByText(/^Approuvée le /).waitFor();
    await expect.poll(async () => (await invitations(email)).length, { timeout: 15_000 }).toBe(1);
    const [latest] = await invitations(email);
    expect(new URL(latest!.links[0]!).pathname).toMatch(/^\/register\/recruiter/);
    expect(problems.list()).toEqual([]);
    expect(company.problems.list()).toEqual([]);
  });

  it("deletes a candidate's account on request: that person can no longer sign in", async () => {
    const person = {
      firstName: "Noé",
      lastName: "Effacé",
      email: `noe.efface.${Date.now()}@exemple.fr`,
      password: "Effacement-Demande-2026!",
    };
    const candidate = await chromium.newPage();
    await signUpCandidate(candidate.page, appUrl, person);

    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, admin, "/admin");
    await openSection(page, "Utilisateurs", "Utilisateurs");
    await page.getByRole("combobox", { name: "Type de compte" }).click();
    await page.getByRole("option", { name: "Candidats" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "candidate");
    await search(page, "E-mail ou nom", person.email);
    const row = page.getByRole("article", { name: person.email });
    await row.getByText("Type : Candidat", { exact: true }).waitFor();
    await row.getByText("E-mail confirmé", { exact: true }).waitFor();

    await row.getByRole("link", { name: person.email }).click();
    await page.getByRole("heading", { level: 1, name: "Compte utilisateur" }).waitFor();
    await page.getByRole("button", { name: "Supprimer le compte" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer ce compte ?" });
    await dialog.getByRole("textbox", { name: /^Adresse e-mail du compte/ }).fill(person.email);
    await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
    await page.getByText(`Le compte ${person.email} est supprimé.`, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/utilisateurs");
    await page.getByRole("heading", { level: 1, name: "Utilisateurs" }).waitFor();
    await search(page, "E-mail ou nom", person.email);
    await page.getByRole("heading", { level: 2, name: "Aucun compte ne correspond à votre recherche" }).waitFor();
    expect(problems.list()).toEqual([]);

    // The person tries to sign in again: refused, in French.
    const again = await chromium.newPage();
    await signIn(again.page, appUrl, person.email, { password: person.password });
    await again.page.getByRole("alert").filter({ hasText: "Adresse e-mail ou mot de passe incorrect." }).waitFor();
    expect(new URL(again.page.url()).pathname).toBe("/login");
    // The refusal is the auth server's 400, which the browser logs; nothing else went wrong.
    expect(again.problems.list().filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });
});
