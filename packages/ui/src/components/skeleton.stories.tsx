import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Card, CardContent, CardHeader } from "./card";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { className: "h-4 w-64" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    await expect(skeleton?.getBoundingClientRect().width).toBe(256);
  },
};

export const ProfileCard: Story = {
  render: () => (
    <Card asChild className="w-[22rem]">
      <section aria-busy="true" aria-label="Chargement du profil">
        <CardHeader className="flex items-center gap-4">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </CardContent>
      </section>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Chargement du profil" })).toHaveAttribute("aria-busy", "true");
    const shapes = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(shapes).toHaveLength(6);
    // Shapes are invisible to assistive technology; the container carries the loading state.
    for (const shape of shapes) await expect(shape).toHaveAttribute("aria-hidden", "true");
  },
};

export const JobList: Story = {
  render: () => (
    <ul aria-busy="true" aria-label="Loading job offers" className="flex w-[26rem] flex-col gap-4">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-md" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Loading job offers" })).toHaveAttribute("aria-busy", "true");
  },
};
