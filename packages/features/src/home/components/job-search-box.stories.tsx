import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { JobSearchBox } from "./job-search-box.tsx";

const meta = {
  title: "Features/Home/JobSearchBox",
  component: JobSearchBox,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed, then sent with Enter: the search gets the text without its surrounding spaces. */
export const SearchByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("search", { name: "Rechercher une offre d'emploi" })).toBeVisible();
    await userEvent.tab();
    const field = canvas.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" });
    await expect(field).toHaveFocus();
    await userEvent.keyboard("  développeur  {Enter}");
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith("développeur");
  },
};

/** « Rechercher » with nothing typed asks for every offer. */
export const SearchEverything: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rechercher" }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

/** On a small phone: the button goes under the field, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ args, canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const field = canvas.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" });
    const button = canvas.getByRole("button", { name: "Rechercher" });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(field.getBoundingClientRect().bottom);
    await userEvent.type(field, "comptable");
    await userEvent.click(button);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith("comptable");
  },
};
