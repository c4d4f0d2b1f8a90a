import type { Meta, StoryObj } from "@storybook/react-vite";
import { BriefcaseBusiness, MapPin } from "lucide-react";
import { expect, userEvent } from "storybook/test";

import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Layout/Card",
  component: Card,
  tags: ["autodocs"],
  args: { className: "w-[22rem]" },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Développeuse front-end React</h2>
        </CardTitle>
        <CardDescription>Lyon · CDI · Télétravail partiel</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Rejoignez une équipe de six personnes pour construire l’espace candidat d’une plateforme de recrutement.
        </p>
      </CardContent>
      <CardFooter>
        <Button>Postuler</Button>
        <Button variant="outline">Enregistrer</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Développeuse front-end React" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Postuler" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Enregistrer" })).toHaveFocus();
  },
};

export const WithAction: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader className="border-b">
        <CardTitle asChild>
          <h2>Mon Profil</h2>
        </CardTitle>
        <CardDescription>Complété à 80 %</CardDescription>
        <CardAction>
          <Button size="sm" variant="outline">
            Modifier
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p className="flex items-center gap-2">
          <MapPin className="size-4 text-muted-foreground" aria-hidden="true" /> Nantes
        </p>
        <p className="flex items-center gap-2">
          <BriefcaseBusiness className="size-4 text-muted-foreground" aria-hidden="true" /> 5 ans d’expérience
        </p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    const action = canvasElement.querySelector('[data-slot="card-action"]');
    await expect(action).toContainElement(canvas.getByRole("button", { name: "Modifier" }));
    // The action sits beside the title, not below it.
    const title = canvas.getByRole("heading", { name: "Mon Profil" }).getBoundingClientRect();
    const button = canvas.getByRole("button", { name: "Modifier" }).getBoundingClientRect();
    await expect(button.left).toBeGreaterThan(title.right);
    await expect(button.top).toBeLessThan(title.bottom);
  },
};

export const English: Story = {
  render: (args) => (
    <Card {...args} asChild>
      <article aria-labelledby="card-english-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="card-english-title">Senior product designer</h2>
          </CardTitle>
          <CardDescription>Paris · Full time</CardDescription>
          <CardAction>
            <Badge variant="secondary">New</Badge>
          </CardAction>
        </CardHeader>
        <CardContent>
          <p className="text-sm">Shape the hiring journey for thousands of candidates and recruiters.</p>
        </CardContent>
        <CardFooter className="justify-end border-t">
          <Button variant="link" asChild>
            <a href="#details">See the details</a>
          </Button>
        </CardFooter>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article", { name: "Senior product designer" });
    await expect(article).toHaveAttribute("data-slot", "card");
    await expect(canvas.getByRole("link", { name: "See the details" })).toHaveAttribute("href", "#details");
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="text-sm">Aucune nouvelle actualité cette semaine.</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucune nouvelle actualité cette semaine.")).toBeVisible();
  },
};
