import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { DeferredSection } from "./deferred-section.tsx";
import { SalarySimulatorPlaceholder } from "./simulator-placeholder.tsx";

function LoadedContent() {
  return <p>Simulateur prêt.</p>;
}

const loaded = () => Promise.resolve({ default: LoadedContent });
let downloads = 0;

const meta = {
  title: "Features/Home/DeferredSection",
  component: DeferredSection,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" }, layout: "padded" },
  args: {
    "aria-labelledby": "deferred-heading",
    load: fn(loaded),
    placeholder: <SalarySimulatorPlaceholder />,
    failureMessage: "Le simulateur n'a pas pu être chargé.",
    rootMargin: "0px",
    children: <h2 id="deferred-heading">Simulez votre salaire</h2>,
  },
  // Far below the first screen, as on the home page.
  decorators: [
    (Story) => (
      <div className="flex flex-col">
        <div className="h-[150vh]">Haut de page</div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeferredSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of view, nothing is downloaded and a placeholder of the content's size holds its place; scrolled to, the content loads. */
export const LoadsWhenScrolledTo: Story = {
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole("region", { name: "Simulez votre salaire" });
    await expect(canvas.getByRole("status", { name: "Chargement du simulateur" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.load).not.toHaveBeenCalled();
    section.scrollIntoView();
    await expect(await canvas.findByText("Simulateur prêt.")).toBeVisible();
    await expect(args.load).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("status", { name: "Chargement du simulateur" })).not.toBeInTheDocument();
  },
};

/** A failed download stays inside the section, says so in French and can be tried again. */
export const FailsThenRetries: Story = {
  args: {
    // The first download fails, the next one works.
    load: fn(() =>
      downloads++ === 0 ? Promise.reject(new Error("Failed to fetch dynamically imported module")) : loaded(),
    ),
  },
  beforeEach: () => {
    downloads = 0;
  },
  play: async ({ args, canvas }) => {
    canvas.getByRole("region", { name: "Simulez votre salaire" }).scrollIntoView();
    // React shows an error after retrying the render once; give it time on a busy machine.
    await expect(await canvas.findByText("Le simulateur n'a pas pu être chargé.", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Haut de page")).toBeInTheDocument();
    canvas.getByRole("button", { name: "Réessayer" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Simulateur prêt.", {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

/** On a small phone, the placeholder fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status", { name: "Chargement du simulateur" })).toBeInTheDocument();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
