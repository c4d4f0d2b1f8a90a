import { describe, expect, it } from "vitest";

import { fold } from "../analysis/find.ts";
import { analyseCv } from "./analyse.ts";
import { plainEvidence, type CvEvidence } from "./evidence.ts";
import { readingOrder, regionBreak, type PlacedText } from "./layout.ts";

const today = new Date("2026-11-01");
/** The server's evidence knows every commune; here, those the CVs name. */
const evidence: CvEvidence = {
  ...plainEvidence,
  place: (text) => ["lyon", "villeurbanne"].includes(fold(text)) || plainEvidence.place(text),
};

describe("analyseCv", () => {
  it("reads a diploma still in progress, one spelled out under its initials, and skills on one line", () => {
    const facts = analyseCv(
      [
        "Dylan Lefort",
        "dylan.lefort@exemple.fr",
        "DIPLÔMES",
        "En cours",
        "BP Peintre applicateur de revêtements – CFA du BTP de l'Hérault",
        "(cours du soir)",
        "2021",
        "CAP Peintre applicateur de revêtements – CFA du BTP de l'Hérault",
        "2019",
        "BAFA",
        "Brevet d'aptitude aux fonctions d'animateur",
        "S A V O I R - F A I R E",
        "▸ Préparation des supports ▸ Enduits et ratissage ▸ Papier peint",
        "French (native) · Excel",
      ],
      { today, evidence },
    );
    expect(facts.education.map((school) => [school.degree, school.year])).toEqual([
      ["BP Peintre applicateur de revêtements", null],
      ["CAP Peintre applicateur de revêtements", 2021],
      ["BAFA", 2019],
    ]);
    expect(facts.skills).toEqual(
      expect.arrayContaining(["Préparation des supports", "Enduits et ratissage", "Papier peint", "Excel"]),
    );
    expect(facts.skills).not.toContain("French (native)");
  });

  it("reads skills as they are listed: a phrase whole, an item wrapped onto the next line, no footer", () => {
    const facts = analyseCv(
      [
        "Karim Benali",
        "karim.benali@exemple.fr",
        "Compétences",
        "Coffrage, ferraillage, coulage de dalles",
        "React, TypeScript",
        "Lecture de plans",
        "d'exécution",
        "© Union européenne, 2002-2019 | europass.cedefop.europa.eu · Page 1 / 1",
        "En dehors du travail",
        "Boxe anglaise, course à pied",
      ],
      { today, evidence },
    );
    expect(facts.skills).toEqual(
      expect.arrayContaining([
        "Coffrage, ferraillage, coulage de dalles",
        "React",
        "TypeScript",
        "Lecture de plans d'exécution",
      ]),
    );
    expect(facts.skills.join(" ")).not.toMatch(/Union européenne|Page 1|Boxe/u);
  });

  it("reads Europass's mother tongues under their label, and leaves its self-assessment grid out of the skills", () => {
    const facts = analyseCv(
      [
        "Mamadou N'Diaye",
        "m.ndiaye59@exemple.fr",
        "COMPÉTENCES PERSONNELLES",
        "Langue(s) maternelle(s)",
        "français, wolof",
        "Autre(s) langue(s)",
        "anglais · A2 · A2 · A2 · A2 · A2",
        "Compétences liées à l'emploi",
        "• Conduite de chariots élévateurs (catégories 1, 3 et 5)",
        "Compétences numériques",
        "AUTOÉVALUATION",
        "Traitement de · Création de Communication · Sécurité l'information · contenu",
        "Utilisateur · Utilisateur · Utilisateur élémentaire · indépendant",
        "• WMS Reflex",
      ],
      { today, evidence },
    );
    expect(facts.languages).toEqual(
      expect.arrayContaining([
        { language: "Français", level: "Langue maternelle" },
        { language: "Wolof", level: "Langue maternelle" },
        { language: "Anglais", level: "A2" },
      ]),
    );
    expect(facts.skills).toEqual(["Conduite de chariots élévateurs (catégories 1, 3 et 5)", "WMS Reflex"]);
  });

  it("keeps a licence inside the job's title, and leaves out the licences written after it", () => {
    const headline = (line: string) =>
      analyseCv(["Laurent Vasseur", line, "laurent.vasseur@exemple.fr · 06 85 30 72 19"], { today, evidence }).headline;
    expect(headline("Chauffeur-livreur permis C")).toBe("Chauffeur-livreur permis C");
    expect(headline("Conducteur routier SPL – Permis C, CE – FIMO/FCO à jour")).toBe("Conducteur routier SPL");
  });

  it("reads a name written as a form's fields, and a headline below the contact fields", () => {
    const french = analyseCv(
      [
        "Nom : PEREIRA Prénom : Ana Maria",
        "Date de naissance : 21/09/1979",
        "Nationalité : portugaise",
        "Adresse : 27 rue Jean Jaurès, 69100 Villeurbanne",
        "Téléphone : 06 47 18 92 30",
        "E-mail : anamaria.pereira@exemple.fr",
        "AGENT D'ENTRETIEN",
        "Expérience professionnelle",
        "Depuis 2017 : Agent de propreté chez Onet",
      ],
      { today, evidence },
    );
    expect(french).toMatchObject({ first_name: "Ana Maria", last_name: "Pereira", headline: "AGENT D'ENTRETIEN" });
    const english = analyseCv(
      ["CURRICULUM VITAE", "Surname: MARTIN", "First name: Élodie", "Email: elodie.martin@exemple.fr"],
      { today, evidence },
    );
    expect(english).toMatchObject({ first_name: "Élodie", last_name: "Martin" });
  });

  it("opens a section at a heading written on its first line's baseline, and at a row of headings", () => {
    const facts = analyseCv(
      [
        "Emily Duarte",
        "emily.duarte@exemple.com · +33 7 68 54 12 03",
        "EXPERIENCE",
        "English Trainer, Lingua Ouest · 2021 – Present",
        "KEY PROJECTS",
        "2023 · Exam preparation programme, Lingua Ouest",
        "EDUCATION · CELTA — University of Cambridge, 2019",
        "SKILLS · TOOLS · LANGUAGES",
        "Lesson planning · Zoom",
      ],
      { today, evidence },
    );
    expect(facts.experiences.map((job) => [job.title, job.employer])).toEqual([["English Trainer", "Lingua Ouest"]]);
    expect(facts.education.map((school) => school.degree)).toEqual(["CELTA"]);
    expect(facts.skills).toEqual(expect.arrayContaining(["Lesson planning", "Zoom"]));
  });

  it("finds the facts of a French CV, section by section", () => {
    const facts = analyseCv(
      [
        "MARTIN Camille",
        "Développeuse web",
        "camille.martin@exemple.fr · 06 12 34 56 78 · 69003 Lyon",
        "EXPÉRIENCE PROFESSIONNELLE",
        "Développeuse web — Acme (Lyon)",
        "mars 2021 – aujourd'hui",
        "• Applications React et TypeScript.",
        "2018 - 2021 : Intégratrice, Agence Pixel",
        "Formation",
        "Master Informatique — Université Lyon 1",
        "2016 – 2018",
        "Compétences",
        "React, TypeScript, Outils : Git",
        "Langues",
        "Anglais : courant (C1)",
      ],
      { today, evidence },
    );
    expect(facts).toMatchObject({
      first_name: "Camille",
      last_name: "Martin",
      email: "camille.martin@exemple.fr",
      phone: "06 12 34 56 78",
      city: "Lyon",
      postal_code: "69003",
      headline: "Développeuse web",
      skills: ["React", "TypeScript", "Git"],
      languages: [{ language: "Anglais", level: "C1" }],
      education: [{ degree: "Master Informatique", school: "Université Lyon 1", year: 2018 }],
      experience_years: 8,
    });
    expect(facts.experiences.map(({ title, employer, current }) => ({ title, employer, current }))).toEqual([
      { title: "Développeuse web", employer: "Acme", current: true },
      { title: "Intégratrice", employer: "Agence Pixel", current: false },
    ]);
  });

  it("invents nothing for a text without a CV's facts", () => {
    expect(analyseCv(["Bonjour", "Ceci est une lettre."], { today })).toMatchObject({
      first_name: null,
      email: null,
      phone: null,
      city: null,
      experiences: [],
      education: [],
      skills: [],
      languages: [],
      experience_years: null,
    });
  });

  it("lists each skill once, the most specific kept", () => {
    const facts = analyseCv(
      [
        "Léa Durand",
        "Comptable",
        "Compétences",
        "• Excel",
        "• Excel avancé",
        "SAP, SAP FI, comptabilite, Comptabilité",
      ],
      { today },
    );
    expect(facts.skills).toEqual(["Excel avancé", "SAP FI", "Comptabilité"]);
  });
});

describe("readingOrder", () => {
  const item = (str: string, x: number, y: number, width = str.length * 5, height = 10): PlacedText => ({
    str,
    x,
    y,
    width,
    height,
  });

  it("reads two columns one after the other, the one with the name first", () => {
    const sidebar = ["Contact", "camille.martin@mail.fr", "Compétences", "React", "Git", "Langues"].map((text, index) =>
      item(text, 40, 780 - index * 15),
    );
    const main = ["Camille Martin", "Expérience", "Développeuse — Acme", "2020 – 2022", "Formation", "Master"].map(
      (text, index) => item(text, 250, 780 - index * 15, 200, index === 0 ? 20 : 10),
    );
    expect(readingOrder([...sidebar, ...main])).toEqual([
      ...["Camille Martin", "Expérience", "Développeuse — Acme", "2020 – 2022", "Formation", "Master"],
      regionBreak,
      ...["Contact", "camille.martin@mail.fr", "Compétences", "React", "Git", "Langues"],
    ]);
  });

  it("reads each year of a column of dates beside its own line, under the column's heading", () => {
    const dates = [item("FORMATION", 40, 700, 60), item("2015", 40, 685, 25), item("2013", 40, 670, 25)];
    const entries = [
      item("BTS Assistant de manager – Lycée Marseilleveyre, Marseille", 140, 685, 280),
      item("Baccalauréat STMG – Lycée Périer, Marseille", 140, 670, 220),
    ];
    expect(readingOrder([...dates, ...entries])).toEqual([
      "FORMATION",
      "2015",
      "BTS Assistant de manager – Lycée Marseilleveyre, Marseille",
      "2013",
      "Baccalauréat STMG – Lycée Périer, Marseille",
    ]);
  });

  it("does not join an entry's dates to the line above, even in lower case", () => {
    expect(
      readingOrder([
        item("2021-2023 : vendeuse en boulangerie chez Ange, Villeneuve-d'Ascq", 40, 700, 300),
        item("juillet-août 2020 : caissière chez Carrefour Market, Tourcoing", 40, 688, 290),
        item("2019 : stagiaire vente, Au Fournil de Léa à Roubaix", 40, 676, 240),
      ]),
    ).toEqual([
      "2021-2023 : vendeuse en boulangerie chez Ange, Villeneuve-d'Ascq",
      "juillet-août 2020 : caissière chez Carrefour Market, Tourcoing",
      "2019 : stagiaire vente, Au Fournil de Léa à Roubaix",
    ]);
  });

  it("reads a table's labels each beside the first line of its cell, and parts two fields set apart", () => {
    const labels = [
      item("LANGUES", 60, 700, 50),
      item("Anglais", 60, 680, 40),
      item("Allemand", 60, 650, 45),
      item("Autres", 60, 620, 35),
    ];
    const cells = [
      item("C1 – lu, écrit, parlé (séjour de six mois à Cork, Irlande, pour", 180, 680, 300),
      item("un master en alternance)", 180, 669, 120),
      item("B1", 180, 650, 12),
      item("Notions d'italien et de portugais apprises en voyage", 180, 620, 250),
    ];
    expect(readingOrder([...labels, ...cells])).toEqual([
      "LANGUES",
      "Anglais",
      "C1 – lu, écrit, parlé (séjour de six mois à Cork, Irlande, pour un master en alternance)",
      "Allemand",
      "B1",
      "Autres",
      "Notions d'italien et de portugais apprises en voyage",
    ]);
    // A title, then its employer after a margin, on one line.
    expect(
      readingOrder([item("SECRÉTAIRE MÉDICALE", 36, 700, 110, 8.7), item("CHU AMIENS-PICARDIE", 155, 700, 99, 8.7)]),
    ).toEqual(["SECRÉTAIRE MÉDICALE · CHU AMIENS-PICARDIE"]);
  });

  it("joins a short parenthesis to the line above it, and a word cut at its hyphen", () => {
    expect(
      readingOrder([
        item("CQP Agent de prévention et de sécurité", 40, 700, 190),
        item("(APS) – 2012", 40, 688, 60),
        item("Centre hospitalier de Saint-", 40, 660, 240),
        item("Nazaire", 40, 648, 40),
        item("Agent de service hospitalier", 40, 636, 140),
      ]),
    ).toEqual([
      "CQP Agent de prévention et de sécurité (APS) – 2012",
      "Centre hospitalier de Saint-Nazaire",
      "Agent de service hospitalier",
    ]);
  });

  it("reads one column line by line, joining the pieces of a line", () => {
    expect(
      readingOrder([item("Lyon", 160, 700, 30), item("69003", 120, 700, 30), item("Camille Martin", 120, 720)]),
    ).toEqual(["Camille Martin", "69003 Lyon"]);
  });
});
