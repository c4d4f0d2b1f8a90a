// The causes that kept the CV analysis from reading the CVs people send, each shown by a small file
// (a PDF laid out with pdf-lib as its template places the text, or a DOCX) read as the product
// reads it: the layout first, then the entries by evidence (the ROME titles, the communes).
import { Document, Header, Packer, Paragraph, Tab, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { readCvFile } from "@fuse/api/cv-analysis/read.ts";

const today = new Date("2026-11-01");

/** A piece of text on an A4 page: from the page's left and top edges, in points. */
interface Placed {
  text: string;
  x: number;
  top: number;
  size?: number;
  /** Drawn letter by letter this far apart, as a letter-spaced heading is. */
  spacing?: number;
  bold?: boolean;
}

async function pdfOf(pieces: readonly Placed[]) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const { text, x, top, size = 10, spacing, bold: strong } of pieces) {
    const font = strong ? bold : regular;
    const y = 842 - top;
    if (spacing === undefined) {
      page.drawText(text, { x, y, size, font });
      continue;
    }
    let at = x;
    for (const letter of text) {
      if (letter !== " ") page.drawText(letter, { x: at, y, size, font });
      at += font.widthOfTextAtSize(letter, size) + spacing;
    }
  }
  return new Uint8Array(await pdf.save());
}

/** Lines one under the other from `top`, `gap` points apart. */
const column = (x: number, top: number, texts: readonly string[], gap = 14, size = 10): Placed[] =>
  texts.map((text, index) => ({ text, x, top: top + index * gap, size }));

const read = async (bytes: Uint8Array) => (await readCvFile(bytes, { today })).facts;

describe("the CVs people send, cause by cause", () => {
  it("reads a sidebar apart from the main column: the name keeps off the phone, the skills stay apart", async () => {
    const facts = await read(
      await pdfOf([
        { text: "Sophie MARCHAND", x: 200, top: 60, size: 22 },
        { text: "Infirmière diplômée d'État", x: 200, top: 86, size: 12 },
        ...column(30, 60, ["06 12 34 56 78", "sophie.marchand@exemple.fr", "Nantes (44)"]),
        ...column(30, 130, [
          "COMPÉTENCES",
          "Soins techniques",
          "Pansements complexes",
          "Excel",
          "LANGUES",
          "Anglais : B1",
        ]),
        ...column(200, 130, [
          "EXPÉRIENCE PROFESSIONNELLE",
          "Infirmière — CHU de Nantes",
          "2019 – aujourd'hui",
          "Soins en chirurgie digestive, prise en charge de 12 patients par poste.",
          "Infirmière — Clinique Jules Verne",
          "2015 – 2019",
          "Surveillance et soins en service de médecine polyvalente, entrées de nuit.",
        ]),
      ]),
    );
    expect(facts).toMatchObject({
      first_name: "Sophie",
      last_name: "Marchand",
      phone: "06 12 34 56 78",
      city: "Nantes",
      headline: "Infirmière diplômée d'État",
      languages: [{ language: "Anglais", level: "B1" }],
    });
    expect(facts.skills).toEqual(expect.arrayContaining(["Soins techniques", "Pansements complexes", "Excel"]));
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year])).toEqual([
      ["Infirmière", "CHU de Nantes", 2019],
      ["Infirmière", "Clinique Jules Verne", 2015],
    ]);
  });

  it("joins a date range wrapped in a narrow column, and reads each date beside its entry", async () => {
    const facts = await read(
      await pdfOf([
        { text: "Karim Benali", x: 40, top: 50, size: 20 },
        { text: "karim.benali@exemple.fr · 06 11 22 33 44 · 69003 Lyon", x: 40, top: 74 },
        { text: "EXPÉRIENCES", x: 40, top: 110, size: 12 },
        ...column(40, 130, ["2022 –", "aujourd'hui"], 12),
        ...column(130, 130, ["Cariste", "Geodis, Saint-Priest", "Chargement et déchargement des camions au chariot."]),
        ...column(40, 190, ["2018 –", "2022"], 12),
        ...column(130, 190, [
          "Préparateur de commandes",
          "Kuehne + Nagel, Corbas",
          "Préparation au vocal de 180 colis par heure.",
        ]),
      ]),
    );
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year, job.current])).toEqual([
      ["Cariste", "Geodis", 2022, true],
      ["Préparateur de commandes", "Kuehne + Nagel", 2018, false],
    ]);
  });

  it("recognises letter-spaced headings, and a name drawn letter by letter", async () => {
    const facts = await read(
      await pdfOf([
        { text: "NOAH  LEROY", x: 150, top: 60, size: 22, spacing: 6 },
        { text: "Cuisinier", x: 150, top: 88, size: 12 },
        { text: "noah.leroy@exemple.fr · 07 69 21 48 35 · 37000 Tours", x: 150, top: 108 },
        { text: "E X P É R I E N C E", x: 40, top: 150, size: 12 },
        { text: "Chef de partie — Restaurant Le Lys", x: 40, top: 170 },
        { text: "Depuis mars 2023", x: 40, top: 184 },
        { text: "F O R M A T I O N", x: 40, top: 220, size: 12 },
        { text: "CAP Cuisine — CFA de Tours", x: 40, top: 240 },
        { text: "2019", x: 40, top: 254 },
      ]),
    );
    expect(facts).toMatchObject({ first_name: "Noah", last_name: "Leroy" });
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year])).toEqual([
      ["Chef de partie", "Restaurant Le Lys", 2023],
    ]);
    expect(facts.education.map((school) => school.degree)).toEqual(["CAP Cuisine"]);
  });

  it("reads cards side by side under a contact strip, each heading over its own card", async () => {
    const facts = await read(
      await pdfOf([
        { text: "Chloé Nguyen", x: 190, top: 60, size: 24 },
        { text: "Esthéticienne et prothésiste ongulaire diplômée", x: 190, top: 90, size: 11 },
        { text: "07 68 40 15 92", x: 34, top: 150, size: 8 },
        { text: "chloe.nguyen@exemple.fr", x: 180, top: 150, size: 8 },
        { text: "34000 Montpellier", x: 345, top: 150, size: 8 },
        { text: "@chloe_ongles", x: 470, top: 150, size: 8 },
        { text: "EXPÉRIENCES", x: 40, top: 200, size: 10 },
        { text: "COMPÉTENCES", x: 393, top: 200, size: 10 },
        ...column(34, 222, [
          "Esthéticienne",
          "Institut Sublime Beauté · Montpellier · 2022 – présent",
          "Soins visage et corps, épilations, beauté des mains et des pieds.",
          "Conseillère beauté",
          "Sephora · Montpellier · 2019 – 2022",
          "Conseil en soin et maquillage, animations de marques.",
        ]),
        ...column(393, 222, ["Soins visage", "Nail art", "Maquillage"]),
        // The right-hand card ends; the left-hand one goes on below it.
        { text: "FORMATION", x: 40, top: 320, size: 10 },
        ...column(34, 342, ["CAP Esthétique Cosmétique Parfumerie", "Lycée Jules Ferry, Montpellier · 2017"]),
      ]),
    );
    expect(facts).toMatchObject({ first_name: "Chloé", last_name: "Nguyen", phone: "07 68 40 15 92" });
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year])).toEqual([
      ["Esthéticienne", "Institut Sublime Beauté", 2022],
      ["Conseillère beauté", "Sephora", 2019],
    ]);
    expect(facts.skills).toEqual(expect.arrayContaining(["Soins visage", "Nail art", "Maquillage"]));
    expect(facts.education.map((school) => school.degree)).toEqual(["CAP Esthétique Cosmétique Parfumerie"]);
  });

  it("reads a word processor's table: headings and dates in the label cells, title and employer told by their size", async () => {
    const facts = await read(
      await pdfOf([
        { text: "YANNICK LE BIHAN", x: 62, top: 60, size: 20 },
        { text: "yannick.lebihan@exemple.fr · 06 19 83 27 41 · Brest (29200)", x: 62, top: 84 },
        { text: "PROFIL", x: 62, top: 120 },
        { text: "Cuisinier passionné par les produits de la mer, douze ans en brigade.", x: 180, top: 120 },
        { text: "EXPÉRIENCE", x: 62, top: 150 },
        // Each cell's text sits a few points off its neighbour's, as a table's padding sets it.
        ...column(62, 170, ["Avril 2019 –", "aujourd'hui"], 11, 9),
        { text: "Chef de partie", x: 180, top: 166, size: 10.5, bold: true },
        { text: "Restaurant Le Crabe Marteau, Brest", x: 260, top: 166, size: 9.5 },
        { text: "Responsable du poste poissons, jusqu'à 4000 A", x: 190, top: 180, size: 9.5 },
        ...column(62, 210, ["2012 –", "2019"], 11, 9),
        { text: "Commis de cuisine", x: 180, top: 206, size: 10.5, bold: true },
        { text: "Hôtel Océania, Brest", x: 290, top: 206, size: 9.5 },
        { text: "FORMATION", x: 62, top: 250 },
        { text: "2012", x: 62, top: 270, size: 9 },
        { text: "CAP Cuisine", x: 180, top: 266, size: 10.5, bold: true },
        { text: "CFA de Quimper", x: 250, top: 266, size: 9.5 },
      ]),
    );
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year, job.current])).toEqual([
      ["Chef de partie", "Restaurant Le Crabe Marteau", 2019, true],
      ["Commis de cuisine", "Hôtel Océania", 2012, false],
    ]);
    expect(facts.education.map((school) => [school.degree, school.school])).toEqual([
      ["CAP Cuisine", "CFA de Quimper"],
    ]);
  });

  it("reads Europass's labels beside the sections they name", async () => {
    // The labels stand right-aligned in a column of their own, each a little above its section's first line.
    const label = (text: string, top: number) => ({ text, x: 170 - text.length * 5, top: top - 4, size: 7 });
    const facts = await read(
      await pdfOf([
        { text: "Julien Da Silva", x: 185, top: 60, size: 14 },
        { text: "julien.dasilva@exemple.com · +33 6 58 20 14 77 · 76600 Le Havre", x: 185, top: 80, size: 8 },
        label("WORK EXPERIENCE", 120),
        { text: "Jan 2020 – Present · Logistics Site Manager", x: 185, top: 120, size: 9 },
        { text: "Geodis, Gonfreville-l'Orcher (France)", x: 185, top: 132, size: 8 },
        label("MOTHER TONGUE(S)", 170),
        { text: "French", x: 185, top: 170, size: 8 },
        label("OTHER LANGUAGE(S)", 188),
        { text: "English · C1", x: 185, top: 188, size: 8 },
        { text: "Spanish · B1", x: 185, top: 200, size: 8 },
        label("JOB-RELATED SKILLS", 224),
        ...column(185, 224, ["Warehouse management", "Transport planning", "Customs procedures"], 12, 8),
        label("DIGITAL SKILLS", 270),
        ...column(185, 270, ["SAP EWM", "Power BI"], 12, 8),
      ]),
    );
    expect(facts.experiences.map((job) => [job.title, job.employer])).toEqual([["Logistics Site Manager", "Geodis"]]);
    expect(facts.skills).toEqual(
      expect.arrayContaining([
        "Warehouse management",
        "Transport planning",
        "Customs procedures",
        "SAP EWM",
        "Power BI",
      ]),
    );
    expect(facts.languages.map((spoken) => spoken.language)).toEqual(expect.arrayContaining(["Anglais", "Espagnol"]));
  });

  it("reads a CV typed as plain lines: dot leaders, a name that begins like a trade, « Plongeur au restaurant … »", async () => {
    const facts = await read(
      await pdfOf(
        column(60, 60, [
          "MARECHAL Dylan",
          "Disponible de suite, soirs et week-ends",
          "51100 Reims",
          "dylan.marechal51@exemple.fr",
          "Expériences :",
          "Depuis juin 2025 : Plongeur au restaurant Le Bistrot du Boulingrin",
          "Plombier chauffagiste..............................Mars 2018 – présent",
          "SARL Martin Thermique – Rennes",
          "Formation :",
          "CAP Installateur sanitaire...........................2012",
        ]),
      ),
    );
    expect(facts).toMatchObject({ first_name: "Dylan", last_name: "Marechal", city: "Reims" });
    expect(facts.experiences.map((job) => [job.title, job.start?.year])).toEqual([
      ["Plongeur", 2025],
      ["Plombier chauffagiste", 2018],
    ]);
    expect(facts.experiences[1]!.employer).toBe("SARL Martin Thermique");
    expect(facts.education.map((school) => school.degree)).toEqual(["CAP Installateur sanitaire"]);
  });

  it("reads a CV written without headings: its dated lines, its diploma, its list", async () => {
    const facts = await read(
      await pdfOf([
        ...column(60, 60, [
          "Manuel DA COSTA FERREIRA",
          "Carreleur faïencier",
          "01000 Bourg-en-Bresse",
          "manu.dacosta01@exemple.fr",
          "44 ans, marié, 2 enfants",
        ]),
        ...column(60, 140, ["2011 à 2017", "2008 à 2011"]),
        ...column(140, 140, [
          "Carreleur chez SARL Carrelages Bressans, Viriat",
          "Aide carreleur, Entreprise Guillot Frères, Péronnas",
        ]),
        ...column(60, 180, [
          "CAP Carreleur mosaïste obtenu en 2008 – CFA du BTP de l'Ain",
          "• Pose sol et mur, grands formats",
          "• Chape et ragréage",
          "Portugais courant",
          "Permis B + véhicule utilitaire",
        ]),
      ]),
    );
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year])).toEqual([
      ["Carreleur", "SARL Carrelages Bressans", 2011],
      ["Aide carreleur", "Entreprise Guillot Frères", 2008],
    ]);
    expect(facts.education.map((school) => [school.degree, school.year])).toEqual([["CAP Carreleur mosaïste", 2008]]);
    expect(facts.skills).toEqual(expect.arrayContaining(["Pose sol et mur, grands formats", "Chape et ragréage"]));
    expect(facts.skills.join(" ")).not.toMatch(/Portugais|Permis/u);
  });

  it("tells the title from the employer by evidence, whatever their order", async () => {
    const facts = await read(
      await pdfOf([
        { text: "Sandrine Morvan", x: 40, top: 50, size: 20 },
        { text: "s.morvan@exemple.fr · 06 84 27 19 53 · 49000 Angers", x: 40, top: 74 },
        ...column(40, 110, [
          "EXPÉRIENCE PROFESSIONNELLE",
          "EHPAD Les Tilleuls, Angers — Aide-soignante",
          "Depuis mars 2019",
          "Carrefour Market, Avrillé | 2012 – 2019",
          "Employée libre-service",
          "Transports Dupuis SARL — Chauffeur-livreur",
          "2008 – 2012",
        ]),
      ]),
    );
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year])).toEqual([
      ["Aide-soignante", "EHPAD Les Tilleuls", 2019],
      ["Employée libre-service", "Carrefour Market", 2012],
      ["Chauffeur-livreur", "Transports Dupuis SARL", 2008],
    ]);
  });

  it("keeps the particles and the capitals of names", async () => {
    const names = [];
    for (const [name, email] of [
      ["Kévin Da Silva", "kevin.dasilva@mail.fr"],
      ["Maxime du PONTAVICE", "maxime.dupontavice@mail.fr"],
      ["LE GOFF Aurélie", "aurelie.legoff@exemple.fr"],
      ["Ibrahima N'DIAYE", "ibrahima.ndiaye@mail.fr"],
    ]) {
      const facts = await read(
        await pdfOf([
          { text: name!, x: 40, top: 50, size: 20 },
          { text: `${email} · 06 00 00 00 00`, x: 40, top: 74 },
          ...column(40, 110, ["PROFIL", "Dix ans d'expérience, disponible immédiatement pour un poste en CDI."]),
        ]),
      );
      names.push([facts.first_name, facts.last_name]);
    }
    expect(names).toEqual([
      ["Kévin", "Da Silva"],
      ["Maxime", "du Pontavice"],
      ["Aurélie", "Le Goff"],
      ["Ibrahima", "N'Diaye"],
    ]);
  });

  it("finds the city behind a département in brackets, an arrondissement or a radius", async () => {
    const places = [];
    for (const written of [
      "Villeurbanne (69)",
      "Paris 15e · Mobilité : Île-de-France",
      "Lille + 30 km",
      "Mérignac (33700)",
    ]) {
      const facts = await read(
        await pdfOf([
          { text: "Camille Martin", x: 40, top: 50, size: 20 },
          { text: written, x: 40, top: 74 },
          { text: "camille.martin@exemple.fr · 06 12 34 56 78", x: 40, top: 88 },
          ...column(40, 120, [
            "PROFIL",
            "Vendeuse depuis dix ans en prêt-à-porter, je cherche un poste de responsable.",
          ]),
        ]),
      );
      places.push([facts.city, facts.postal_code]);
    }
    expect(places).toEqual([
      ["Villeurbanne", null],
      ["Paris", null],
      ["Lille", null],
      ["Mérignac", "33700"],
    ]);
  });

  it("reads the languages beyond a short list, with their level wherever it is written", async () => {
    const facts = await read(
      await pdfOf([
        { text: "Fatou Diallo", x: 40, top: 50, size: 20 },
        { text: "fatou.diallo@exemple.fr · 06 12 34 56 78", x: 40, top: 74 },
        ...column(40, 110, ["LANGUES", "Langue maternelle : wolof", "Catalan – courant", "Breton : notions"]),
        ...column(40, 170, ["Portugais", "Anglais"], 14),
        ...column(160, 170, ["bilingue", "B2"], 14),
      ]),
    );
    expect(facts.languages).toEqual([
      { language: "Wolof", level: "Langue maternelle" },
      { language: "Catalan", level: "Courant" },
      { language: "Breton", level: "Notions" },
      { language: "Portugais", level: "Bilingue" },
      { language: "Anglais", level: "B2" },
    ]);
  });

  it("keeps a typed document's tabs between its fields: the name beside the e-mail, the job beside the phone", async () => {
    // Each line as typed: the fields parted by tabs, one per tab stop.
    const typed = (text: string) =>
      new Paragraph({
        children: text
          .split("\t")
          .flatMap((part, index) => [
            ...(index > 0 ? [new TextRun({ text: "", children: [new Tab()] })] : []),
            new TextRun(part),
          ]),
      });
    const document = new Document({
      sections: [
        {
          children: [
            "ANTOINE ROUX\tantoine.roux.charpente@exemple.com",
            "Timber Frame Carpenter\t+33 7 68 22 40 19 · Bayonne, France",
            "Experience",
            "Timber Frame Carpenter\tSince 2020",
            "Charpentes Etcheverry, Bayonne",
          ].map(typed),
        },
      ],
    });
    const facts = await read(new Uint8Array(await Packer.toBuffer(document)));
    expect(facts).toMatchObject({
      first_name: "Antoine",
      last_name: "Roux",
      headline: "Timber Frame Carpenter",
      phone: "+33 7 68 22 40 19",
    });
    expect(facts.experiences.map((job) => [job.title, job.employer, job.start?.year])).toEqual([
      ["Timber Frame Carpenter", "Charpentes Etcheverry", 2020],
    ]);
  });

  it("reads the name a Word template puts in the page's header", async () => {
    const document = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({ children: [new TextRun({ text: "Hélène d'AUBIGNY", bold: true, size: 36 })] }),
              ],
            }),
          },
          children: [
            "Couturière retoucheuse",
            "helene.daubigny@exemple.fr · 06 43 19 82 57 · 10000 Troyes",
            "EXPÉRIENCES PROFESSIONNELLES",
            "Couturière retoucheuse – Atelier Fil & Aiguille, Troyes",
            "Depuis octobre 2020",
          ].map((text) => new Paragraph({ children: [new TextRun(text)] })),
        },
      ],
    });
    const facts = await read(new Uint8Array(await Packer.toBuffer(document)));
    expect(facts).toMatchObject({ first_name: "Hélène", last_name: "d'Aubigny", headline: "Couturière retoucheuse" });
  });

  it("lists a skill written twice once, the more specific kept, from a Word table's sidebar", async () => {
    const cell = (lines: readonly string[]) =>
      new TableCell({
        width: { size: 50, type: WidthType.PERCENTAGE },
        children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })),
      });
    const document = new Document({
      sections: [
        {
          children: [
            new Table({
              rows: [
                new TableRow({
                  children: [
                    cell(["Léa DURAND", "COMPÉTENCES", "Excel", "Excel avancé", "Sage", "Sage 100", "Comptabilité"]),
                    cell([
                      "Comptable",
                      "lea.durand@exemple.fr",
                      "06 12 34 56 78",
                      "EXPÉRIENCE",
                      "Comptable — Cabinet Durand & Associés",
                      "2019 – aujourd'hui",
                      "Tenue de la comptabilité de quarante clients et déclarations de TVA.",
                    ]),
                  ],
                }),
              ],
            }),
          ],
        },
      ],
    });
    const facts = await read(new Uint8Array(await Packer.toBuffer(document)));
    expect(facts).toMatchObject({ first_name: "Léa", last_name: "Durand" });
    expect(facts.skills).toEqual(["Excel avancé", "Sage 100", "Comptabilité"]);
    expect(facts.experiences.map((job) => [job.title, job.employer])).toEqual([
      ["Comptable", "Cabinet Durand & Associés"],
    ]);
  });
});
