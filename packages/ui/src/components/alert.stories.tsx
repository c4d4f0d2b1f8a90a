import type { Meta, StoryObj } from "@storybook/react-vite";
import { WifiOffIcon } from "lucide-react";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Alert, AlertAction, AlertDescription, AlertTitle } from "./alert";
import { Button } from "./button";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  tags: ["autodocs"],
  args: { variant: "info", className: "w-[28rem]" },
  argTypes: {
    variant: { control: "inline-radio", options: ["info", "success", "warning", "destructive"] },
  },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Maintenance prévue</AlertTitle>
      <AlertDescription>Le service sera indisponible dimanche de 2 h à 4 h.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Maintenance prévueLe service sera indisponible dimanche de 2 h à 4 h.");
    await expect(status).toHaveAttribute("data-variant", "info");
  },
};

export const Success: Story = {
  args: { variant: "success" },
  render: (args) => (
    <Alert {...args}>
      <AlertDescription>Vos préférences ont été enregistrées.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Vos préférences ont été enregistrées.");
  },
};

export const Warning: Story = {
  args: { variant: "warning" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Your session expires soon</AlertTitle>
      <AlertDescription>Save your changes within 5 minutes to keep them.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("data-variant", "warning");
  },
};

export const Destructive: Story = {
  args: { variant: "destructive" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Échec de l’envoi</AlertTitle>
      <AlertDescription>
        <p>Le fichier dépasse 10 Mo.</p>
        <p>Choisissez un fichier plus léger puis recommencez.</p>
      </AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    // Errors interrupt: they use the assertive alert role, not a polite status.
    await expect(canvas.getByRole("alert")).toHaveTextContent(/Le fichier dépasse 10 Mo\./);
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

const retry = fn();

/** An error with an action to recover, reachable by keyboard. */
export const WithAction: Story = {
  args: { variant: "destructive" },
  render: (args) => (
    <Alert {...args}>
      <AlertDescription>Impossible de joindre le serveur. Vérifiez votre connexion.</AlertDescription>
      <AlertAction>
        <Button variant="outline" size="sm" onClick={retry}>
          Réessayer
        </Button>
      </AlertAction>
    </Alert>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Réessayer" });
    await expect(canvas.getByRole("alert")).toContainElement(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** An icon of the caller's choice, or none at all. */
export const CustomIcon: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Alert {...args} variant="warning" icon={<WifiOffIcon />}>
        <AlertDescription>You are offline. Changes will sync when you reconnect.</AlertDescription>
      </Alert>
      <Alert {...args} icon={null} role="none">
        <AlertDescription>No icon, and not announced: it was on the page from the start.</AlertDescription>
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "You are offline. Changes will sync when you reconnect.",
    );
    await expect(canvas.getByText(/No icon/).closest("[data-slot=alert]")).toHaveAttribute("role", "none");
  },
};

function AnnouncedOnSubmit() {
  const [sent, setSent] = React.useState(false);
  return (
    <div className="grid w-[28rem] gap-3">
      <Button onClick={() => setSent(true)}>Envoyer</Button>
      {sent ? (
        <Alert variant="success">
          <AlertTitle>Message envoyé</AlertTitle>
          <AlertDescription>Nous vous répondrons sous 48 heures.</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/** Shown after an action: the status is inserted and read out politely. */
export const AfterAnAction: Story = {
  render: () => <AnnouncedOnSubmit />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(await canvas.findByRole("status")).toHaveTextContent(/Message envoyé/);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Alert {...args} variant="info">
        <AlertTitle>Information</AlertTitle>
        <AlertDescription>Une nouvelle version est disponible.</AlertDescription>
      </Alert>
      <Alert {...args} variant="success">
        <AlertTitle>Succès</AlertTitle>
        <AlertDescription>Vos modifications sont enregistrées.</AlertDescription>
      </Alert>
      <Alert {...args} variant="warning">
        <AlertTitle>Attention</AlertTitle>
        <AlertDescription>Ce lien expire dans 24 heures.</AlertDescription>
      </Alert>
      <Alert {...args} variant="destructive">
        <AlertTitle>Erreur</AlertTitle>
        <AlertDescription>Le paiement a été refusé.</AlertDescription>
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(3);
    await expect(canvas.getByRole("alert")).toHaveTextContent("ErreurLe paiement a été refusé.");
  },
};

export const Dark: Story = {
  ...AllVariants,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    await AllVariants.play?.(context);
  },
};
