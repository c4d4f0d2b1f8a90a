import { describe, expect, it } from "vitest";

import { composeCompanyDescription } from "./description-draft.ts";

const company = { name: "Atelier Lumière", city: "Lyon", sector: "Numérique", size: "10-49" };

describe("composeCompanyDescription", () => {
  it("writes a French draft of every theme answered, in the order a reader expects", () => {
    const draft = composeCompanyDescription({
      company,
      culture: {
        management: "autonomie",
        pace: "projet",
        remotePolicy: "hybrid",
        values: ["bienveillance", "innovation", "rse"],
        training: 5,
        teamSize: "6-15",
        team: "Des designers\net des artisans.",
        benefits: ["mutuelle", "horaires"],
        onboarding: "parrain",
        hiringProcess: "deux",
        unique: "Nos ateliers sont ouverts au public.",
      },
    });
    expect(draft).toBe(
      "<p>Atelier Lumière est une entreprise de 10 à 49 salariés du secteur numérique, installée à Lyon.</p>" +
        "<p><strong>Notre façon de travailler</strong></p>" +
        "<p>Le management repose sur l'autonomie et la confiance. Le travail est rythmé par les projets. " +
        "Le télétravail est possible une partie de la semaine.</p>" +
        "<p><strong>Nos valeurs</strong></p>" +
        "<p>Ce qui nous guide : la bienveillance, l'innovation et la responsabilité sociale et environnementale. " +
        "La formation tient une place essentielle : chacun continue d'apprendre.</p>" +
        "<p><strong>L'équipe</strong></p>" +
        "<p>Vous rejoindrez une équipe de 6 à 15 personnes.</p><p>Des designers<br>et des artisans.</p>" +
        "<p><strong>Nos avantages</strong></p>" +
        "<ul><li>Une mutuelle prise en charge</li><li>Des horaires flexibles</li></ul>" +
        "<p><strong>Nous rejoindre</strong></p>" +
        "<p>À votre arrivée, un parrain ou une marraine vous accompagne. " +
        "Notre recrutement se déroule en deux entretiens.</p>" +
        "<p>Nos ateliers sont ouverts au public.</p>",
    );
  });

  it("leaves out the themes not answered, and says little when little is known", () => {
    expect(composeCompanyDescription({ company: {}, culture: {} })).toBe("<p>Notre entreprise est une entreprise.</p>");
    expect(composeCompanyDescription({ company, culture: { values: ["equipe"], training: 2 } })).toBe(
      "<p>Atelier Lumière est une entreprise de 10 à 49 salariés du secteur numérique, installée à Lyon.</p>" +
        "<p><strong>Nos valeurs</strong></p><p>Ce qui nous guide : l'esprit d'équipe.</p>",
    );
  });

  it("escapes what the recruiter typed and ignores values it does not know", () => {
    const draft = composeCompanyDescription({
      company: { name: "<b>A&B</b>" },
      culture: { unique: '<img src=x onerror="alert(1)">', management: "inconnu", values: "bienveillance" },
    });
    expect(draft).toBe(
      "<p>&lt;b&gt;A&amp;B&lt;/b&gt; est une entreprise.</p>" +
        '<p><strong>Nous rejoindre</strong></p><p>&lt;img src=x onerror="alert(1)"&gt;</p>',
    );
  });
});
