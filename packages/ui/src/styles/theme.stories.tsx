import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

const surfaces = [
  { name: "background / foreground", className: "bg-background text-foreground border" },
  { name: "card", className: "bg-card text-card-foreground border" },
  { name: "brand #8B4C8C", className: "bg-brand text-brand-foreground" },
  { name: "primary (violet)", className: "bg-primary text-primary-foreground" },
  { name: "secondary (green)", className: "bg-secondary text-secondary-foreground" },
  { name: "muted", className: "bg-muted text-muted-foreground" },
  { name: "accent", className: "bg-accent text-accent-foreground" },
  { name: "destructive (error red)", className: "bg-destructive text-destructive-foreground" },
];

// Whole class names, so that Tailwind's scanner sees them.
const neutrals = [
  ["50", "bg-neutral-50"],
  ["100", "bg-neutral-100"],
  ["200", "bg-neutral-200"],
  ["300", "bg-neutral-300"],
  ["400", "bg-neutral-400"],
  ["500", "bg-neutral-500"],
  ["600", "bg-neutral-600"],
  ["700", "bg-neutral-700"],
  ["800", "bg-neutral-800"],
  ["900", "bg-neutral-900"],
  ["950", "bg-neutral-950"],
] as const;

const radii = [
  ["sm", "rounded-sm"],
  ["md", "rounded-md"],
  ["lg", "rounded-lg"],
  ["xl", "rounded-xl"],
] as const;

function ThemeSwatches() {
  return (
    <div className="grid w-[36rem] max-w-full gap-3">
      <h2 className="text-lg font-semibold">Couleurs du thème / Theme colours</h2>
      <ul className="grid grid-cols-2 gap-3">
        {surfaces.map((s) => (
          <li key={s.name} className={`rounded-lg p-4 text-sm font-medium ${s.className}`}>
            {s.name}
          </li>
        ))}
      </ul>
      <ul aria-label="Neutral scale" className="flex overflow-hidden rounded-lg border">
        {neutrals.map(([step, className]) => (
          <li key={step} title={`neutral-${step}`} className={`h-8 flex-1 ${className}`} />
        ))}
      </ul>
      <p className="text-sm">
        Texte sur la page : <span className="text-primary">lien principal</span>,{" "}
        <span className="text-secondary">succès</span>, <span className="text-destructive">erreur</span>,{" "}
        <span className="text-brand">marque</span>, <span className="text-muted-foreground">secondaire</span>.
      </p>
      <div className="flex gap-3">
        {radii.map(([name, className]) => (
          <div key={name} className={`size-12 border-2 border-input ${className}`} title={`radius ${name}`} />
        ))}
        <button type="button" className="rounded-md px-3 ring-2 ring-ring ring-offset-2 ring-offset-background">
          Focus ring
        </button>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/Theme",
  component: ThemeSwatches,
  tags: ["autodocs"],
} satisfies Meta<typeof ThemeSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    const brand = canvas.getByText("brand #8B4C8C");
    await expect(getComputedStyle(brand).backgroundColor).toBe("rgb(139, 76, 140)");
  },
};

export const Dark: Story = {
  globals: { theme: "sombre" },
};
