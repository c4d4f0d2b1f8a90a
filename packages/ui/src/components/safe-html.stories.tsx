import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { SafeHtml } from "./safe-html";

const jobDescription = `
<p><strong>Développeur·se full-stack</strong> — CDI, Lyon (hybride)</p>
<p>Rejoignez une équipe de <em>huit personnes</em> qui construit l’outil de planification de nos clients.</p>
<ul>
  <li>TypeScript, React et PostgreSQL</li>
  <li>Deux jours de télétravail par semaine</li>
  <li>Prime d’équipement de 500&nbsp;€</li>
</ul>
<ol>
  <li>Échange de 30&nbsp;minutes</li>
  <li>Exercice technique à la maison</li>
  <li>Rencontre avec l’équipe</li>
</ol>
<p>Questions&nbsp;? <a href="mailto:recrutement@exemple.fr" title="Écrire à l’équipe">Écrivez-nous</a>
ou <a href="tel:+33478000000">appelez le 04&nbsp;78&nbsp;00&nbsp;00&nbsp;00</a>.<br><i>Réponse sous 48&nbsp;h.</i></p>
`;

const hostile = [
  '<p onclick="document.title=\'piraté\'">Un paragraphe <b style="color:red">en gras</b>.</p>',
  "<script>document.title='piraté'</script>",
  '<img src="image-absente.png" alt="Image absente" onerror="document.title=\'piraté\'">',
  "<a href=\"javascript:document.title='piraté'\">Lien piégé</a>",
  "<iframe srcdoc=\"<script>parent.document.title='piraté'</script>\"></iframe>",
  "<svg><p><style><img src=x onerror=\"document.title='piraté'\"></style></p></svg>",
  '<a href="/offres" target="_blank" class="fixed inset-0">Lien relatif conservé</a>',
].join("\n");

const meta = {
  title: "Content/SafeHtml",
  component: SafeHtml,
  tags: ["autodocs"],
  args: { html: jobDescription, className: "max-w-prose" },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job description written in a rich-text editor: every allowed tag and attribute. */
export const FrenchRichText: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Développeur·se full-stack").tagName).toBe("STRONG");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(6);
    await expect(canvas.getByRole("link", { name: "Écrivez-nous" })).toHaveAttribute(
      "href",
      "mailto:recrutement@exemple.fr",
    );
  },
};

/** Hostile markup, shown as received and as rendered: nothing in it runs. */
export const HostileInput: Story = {
  args: { html: hostile },
  render: (args) => (
    <div className="grid max-w-3xl gap-6 md:grid-cols-2">
      <section aria-labelledby="safe-html-source" className="min-w-0">
        <h2 id="safe-html-source" className="mb-2 text-sm font-semibold">
          Reçu
        </h2>
        <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap text-muted-foreground">
          {args.html}
        </pre>
      </section>
      <section aria-labelledby="safe-html-result" className="min-w-0">
        <h2 id="safe-html-result" className="mb-2 text-sm font-semibold">
          Affiché
        </h2>
        <SafeHtml {...args} className="rounded-md border border-border p-3" />
      </section>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const title = document.title;
    const rendered = canvasElement.querySelector<HTMLElement>('[data-slot="safe-html"]');
    const image = canvas.getByRole("img", { name: "Image absente" });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(rendered?.querySelector("script, iframe, svg, [style], [class], [onclick], [onerror]")).toBeNull();
    await expect(canvas.getByText("Lien piégé")).not.toHaveAttribute("href");
    await expect(canvas.getByRole("link", { name: "Lien relatif conservé" })).toHaveAttribute("href", "/offres");
    await expect(document.title).toBe(title);
  },
};

/** As an `<article>`, in the dark theme. */
export const Dark: Story = {
  args: { as: "article", "aria-label": "Description du poste" },
  globals: { theme: "sombre" },
  parameters: { backgrounds: { disable: true } },
  decorators: [
    (Story) => (
      <div className="bg-background p-6 text-foreground">
        <Story />
      </div>
    ),
  ],
};
