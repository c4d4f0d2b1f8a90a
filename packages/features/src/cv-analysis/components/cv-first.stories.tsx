import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { CvFirst } from "./cv-first.tsx";

const meta = {
  title: "Features/CvAnalysis/CvFirst",
  component: CvFirst,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { cvHref: "/register/candidate/cvAnalyzer", onSkip: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CvFirst>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The CV first, optional: a link to the analyser, or on to the questionnaire without one. */
export const Choice: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Commencez par votre CV (facultatif)" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Importer mon CV" })).toHaveAttribute("href", args.cvHref);
    await userEvent.click(canvas.getByRole("button", { name: "Continuer sans CV" }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/** On a phone: the two choices one above the other, at full width. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Importer mon CV" })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerWidth,
    );
  },
};
