import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { fakePlaces } from "../lib/fake-places.ts";
import { JobSearchForm } from "./job-search-form.tsx";

const meta = {
  title: "Job search/JobSearchForm",
  component: JobSearchForm,
  tags: ["autodocs"],
  args: {
    value: { text: "", place: null, radiusKm: 30 },
    suggestions: ["Développeur·se Full-Stack", "Développeur·se mobile"],
    onTextInput: fn(),
    onSubmit: fn(),
    places: fakePlaces,
  },
  render: (args) => (
    <div className="h-72 max-w-4xl">
      <JobSearchForm {...args} />
    </div>
  ),
} satisfies Meta<typeof JobSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text, a city picked in the list, the radius: « Rechercher » hands the search over. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Métier, compétence, mot-clé" }), "dév");
    await expect(args.onTextInput).toHaveBeenLastCalledWith("dév");
    await userEvent.type(canvas.getByRole("combobox", { name: "Ville" }), "Lyo");
    await userEvent.click(await canvas.findByRole("option", { name: /Lyon/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Rechercher" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: "dév",
      place: { name: "Lyon", lat: 45.7578, lng: 4.832 },
      radiusKm: 30,
    });
  },
};

/** The search shown by the URL (after the back button, say). */
export const Filled: Story = {
  args: { value: { text: "comptable", place: { name: "Lyon", lat: 45.7578, lng: 4.832 }, radiusKm: 50 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Métier, compétence, mot-clé" })).toHaveValue("comptable");
    await expect(canvas.getByRole("combobox", { name: "Ville" })).toHaveValue("Lyon");
    await expect(canvas.getByRole("combobox", { name: "Rayon" })).toHaveTextContent("50 km");
  },
};
