import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { Avatar, AvatarGroup } from "./avatar";

/** A drawn portrait as a data URL, so stories need no network. */
function portrait(background: string, skin: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="26" r="12" fill="${skin}"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="${skin}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const marie = portrait("#8b4c8c", "#f1c7a7");
const brokenPicture = "data:image/png;base64,bm90IGFuIGltYWdl";

const meta = {
  title: "Data display/Avatar",
  component: Avatar,
  tags: ["autodocs"],
  args: { alt: "Marie Curie" },
  argTypes: {
    size: { control: "select", options: ["sm", "default", "lg", "xl"] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  args: { src: marie },
  play: async ({ canvas }) => {
    // The initials stand in until the picture has loaded.
    await waitFor(() => expect(canvas.getByRole("img", { name: "Marie Curie" }).tagName).toBe("IMG"));
    await expect(canvas.getByRole("img", { name: "Marie Curie" })).toHaveAttribute("src", marie);
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Marie Curie" })).toHaveTextContent("MC");
  },
};

export const PictureFailsToLoad: Story = {
  args: { src: brokenPicture, alt: "Émile Zola" },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole("img", { name: "Émile Zola" });
    await expect(fallback).toHaveTextContent("ÉZ");
    // Once the browser has given up on the picture, the initials are still there.
    await new Promise((resolve) => {
      const probe = new Image();
      probe.onerror = resolve;
      probe.src = brokenPicture;
    });
    await expect(canvas.getByRole("img", { name: "Émile Zola" })).toHaveTextContent("ÉZ");
    await expect(canvas.getByRole("img", { name: "Émile Zola" }).tagName).toBe("SPAN");
  },
};

export const LongName: Story = {
  args: { alt: "jean-pierre dupont lefèvre", size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "jean-pierre dupont lefèvre" })).toHaveTextContent("JD");
  },
};

export const NoName: Story = {
  args: { alt: "" },
  play: async ({ canvasElement, canvas }) => {
    const avatar = canvasElement.querySelector("[data-slot=avatar]");
    await expect(avatar).toHaveTextContent("");
    await expect(avatar?.querySelector("svg")).toBeInTheDocument();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} />
      <Avatar {...args} size="lg" src={marie} />
      <Avatar {...args} size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll("[data-slot=avatar]")].map(
      (avatar) => avatar.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 40, 48, 64]);
  },
};

const team = [
  { alt: "Marie Curie", src: marie },
  { alt: "Émile Zola", src: portrait("#15803d", "#8d5524") },
  { alt: "George Sand" },
  { alt: "Victor Hugo", src: portrait("#6d28d9", "#e0ac69") },
  { alt: "Simone Veil" },
  { alt: "Olympe de Gouges" },
];

export const Group: Story = {
  render: () => (
    <AvatarGroup aria-label="Équipe de recrutement" max={4}>
      {team.map((person) => (
        <Avatar key={person.alt} {...person} />
      ))}
    </AvatarGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Équipe de recrutement" });
    await waitFor(() => expect(canvas.getAllByRole("img")).toHaveLength(4));
    await expect(group).toHaveTextContent(/\+2/);
    await expect(canvas.getByText("2 autres")).toBeInTheDocument();
  },
};

export const GroupInEnglish: Story = {
  name: "Group (English)",
  render: () => (
    <AvatarGroup
      aria-label="Hiring team"
      size="sm"
      max={2}
      overflowLabel={(hidden) => `${hidden} more ${hidden === 1 ? "person" : "people"}`}
    >
      {team.map((person) => (
        <Avatar key={person.alt} {...person} />
      ))}
    </AvatarGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Hiring team" })).toHaveTextContent(/\+4/);
    await expect(canvas.getByText("4 more people")).toBeInTheDocument();
  },
};
