import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { candidateNameOf } from "@fuse/domain/workflow/board";
import type { PipelineCard } from "@fuse/domain/workflow/contract";

import { exampleCards } from "../lib/fixtures.ts";
import { PipelineBoard, type PipelineBoardProps } from "./pipeline-board.tsx";
import { RefusalDialog } from "./refusal-dialog.tsx";

const now = new Date("2026-11-25T12:00:00Z");
const [camille] = exampleCards as [PipelineCard, ...PipelineCard[]];

/** dnd-kit's live region and the menus are rendered at the end of the document. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** dnd-kit says each step of a keyboard move once its sensors settle: over a second on a busy machine. */
const announced = { timeout: 3000 };

/**
 * Focuses a card's handle once the board takes keys on it: dnd-kit registers each card after the
 * board's first render, then ties the French instructions to its handle (aria-describedby); a key
 * pressed before that would reach a plain button.
 */
async function focusHandle(canvas: ReturnType<typeof within>, name: string) {
  const handle = canvas.getByRole("button", { name: `Saisir la carte de ${name}` });
  await waitFor(() => expect(handle).toHaveAttribute("aria-describedby"), announced);
  handle.focus();
}

const meta = {
  title: "Features/Workflow/PipelineBoard",
  component: PipelineBoard,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { cards: exampleCards, now, onMove: fn(), onRequestRefusal: fn(), onOpen: fn() },
} satisfies Meta<typeof PipelineBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every stage with its count, « Retirée » because a candidate withdrew; each column in its order. */
export const Stages: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      "Nouveau match 2 candidats",
      "Présélection 0 candidat",
      "Entretien 2 candidats",
      "Offre 0 candidat",
      "Embauché 0 candidat",
      "Refusé 1 candidat",
      "Retirée 1 candidat",
    ]);
    const newMatches = within(canvas.getByRole("list", { name: /^Nouveau match/ }));
    await expect(newMatches.getAllByRole("heading", { level: 3 }).map((name) => name.textContent)).toEqual([
      "Camille Martin",
      "Yanis Lefebvre",
    ]);
    const interview = within(canvas.getByRole("list", { name: /^Entretien/ }));
    await expect(interview.getByText("Entretien le mardi 1 décembre à 14 h 00")).toBeVisible();
    await expect(interview.getByText("Entretien proposé : 3 créneaux")).toBeVisible();
    await expect(interview.getByText("depuis 1 jour")).toBeVisible();
    await expect(canvas.getByText("Motif : Un autre candidat a été retenu")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Camille Martin : camille\.martin@example\.fr/ })).toHaveAttribute(
      "href",
      "mailto:camille.martin@example.fr",
    );
  },
};

/** A withdrawn application stays where the candidate left it: no handle, no menu. */
export const WithdrawnCard: Story = {
  play: async ({ canvas }) => {
    const withdrawn = within(canvas.getByRole("list", { name: /^Retirée/ }));
    await expect(withdrawn.getByRole("heading", { name: "Nora Haddad" })).toBeVisible();
    await expect(withdrawn.queryByRole("button", { name: /Saisir/ })).toBeNull();
    await expect(withdrawn.queryByRole("button", { name: /Déplacer/ })).toBeNull();
    await expect(withdrawn.getByRole("button", { name: "Détails de Nora Haddad" })).toBeVisible();
  },
};

/** Keyboard only: focus the handle, Space, ArrowRight, Space — each step said in French. */
export const KeyboardMove: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await focusHandle(canvas, "Camille Martin");
    await userEvent.keyboard("[Space]");
    await waitFor(
      () => expect(screen.getByText("Carte de Camille Martin saisie, à l'étape Nouveau match.")).toBeInTheDocument(),
      announced,
    );
    await userEvent.keyboard("[ArrowRight]");
    await waitFor(
      () => expect(screen.getByText("Carte de Camille Martin au-dessus de l'étape Présélection.")).toBeInTheDocument(),
      announced,
    );
    // While lifted, the card shows where it would land.
    const shortlisted = within(canvas.getByRole("list", { name: /^Présélection/ }));
    await expect(shortlisted.getByRole("heading", { name: "Camille Martin" })).toBeInTheDocument();
    await userEvent.keyboard("[Space]");
    await waitFor(
      () => expect(args.onMove).toHaveBeenCalledWith(camille, { to: "shortlisted", position: 0 }),
      announced,
    );
    // The parent kept the cards as they were: the board shows them so.
    await waitFor(() => expect(shortlisted.queryByRole("heading", { name: "Camille Martin" })).toBeNull());
    await waitFor(
      () => expect(screen.getByText("Carte de Camille Martin déplacée vers Présélection.")).toBeInTheDocument(),
      announced,
    );
    await expect(args.onRequestRefusal).not.toHaveBeenCalled();
  },
};

/** Escape puts the card back where it was, and nothing is asked of the server. */
export const KeyboardCancel: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await focusHandle(canvas, "Yanis Lefebvre");
    await userEvent.keyboard("[Space]");
    await waitFor(() => expect(screen.getByText(/^Carte de Yanis Lefebvre saisie/)).toBeInTheDocument(), announced);
    await userEvent.keyboard("[ArrowRight]");
    await waitFor(() => expect(screen.getByText(/^Carte de Yanis Lefebvre au-dessus/)).toBeInTheDocument(), announced);
    await userEvent.keyboard("[Escape]");
    await waitFor(
      () =>
        expect(
          screen.getByText("Déplacement annulé. La carte de Yanis Lefebvre reste à l'étape Nouveau match."),
        ).toBeInTheDocument(),
      announced,
    );
    const newMatches = within(canvas.getByRole("list", { name: /^Nouveau match/ }));
    await expect(newMatches.getByRole("heading", { name: "Yanis Lefebvre" })).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** « Déplacer vers… »: the same moves without dragging, on top of the chosen column. */
export const MoveMenu: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const menu = canvas.getByRole("button", { name: "Déplacer Camille Martin vers…" });
    await userEvent.click(menu);
    const items = await screen.findAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Présélection",
      "Entretien",
      "Offre",
      "Embauché",
      "Refusé",
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Entretien" }));
    // Above Hugo Bernard, the first of « Entretien » at position 0.
    await expect(args.onMove).toHaveBeenCalledWith(camille, { to: "interview", position: -1 });
    await expect(canvas.getByText("Carte de Camille Martin déplacée vers Entretien.")).toBeInTheDocument();
  },
};

/** « Refusé », from the menu as by dragging, asks for a reason first: the board only tells the page. */
export const RefusalRequested: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Déplacer Camille Martin vers…" }));
    await userEvent.click(await screenOf(canvasElement).findByRole("menuitem", { name: "Refusé" }));
    await expect(args.onRequestRefusal).toHaveBeenCalledWith(camille);
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** « Détails » opens the card. */
export const OpenDetails: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Détails de Hugo Bernard" }));
    await expect(args.onOpen).toHaveBeenCalledWith(exampleCards[1]);
  },
};

/** All offers at once: each card names its offer. */
export const AllOffers: Story = {
  args: { showOffer: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Comptable unique (H/F)")).toBeVisible();
  },
};

/** Nobody in the pipeline yet: the six recruiter stages, no « Retirée ». */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Personne à cette étape.")).toHaveLength(6);
    await expect(canvas.queryByRole("heading", { name: /^Retirée/ })).toBeNull();
  },
};

/** A phone's width: the columns scroll sideways in a named region the keyboard can scroll. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <PipelineBoard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId("phone");
    const board = canvas.getByRole("region", { name: "Étapes du recrutement" });
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    await expect(board).toHaveAttribute("tabindex", "0");
    await expect(canvas.getByRole("button", { name: "Déplacer Camille Martin vers…" })).toBeVisible();
  },
};

/** The page's part, played here: moves apply to the cards, « Refusé » opens the refusal dialog. */
function LiveBoard(args: PipelineBoardProps) {
  const [cards, setCards] = React.useState(args.cards);
  const [refusing, setRefusing] = React.useState<PipelineCard | null>(null);
  return (
    <>
      <PipelineBoard
        {...args}
        cards={cards}
        onMove={(card, move) => {
          args.onMove(card, move);
          setCards((all) =>
            all.map((other) =>
              other.id === card.id
                ? {
                    ...other,
                    stage: move.to,
                    position: move.position,
                    stage_changed_at: other.stage === move.to ? other.stage_changed_at : now.toISOString(),
                  }
                : other,
            ),
          );
        }}
        onRequestRefusal={(card) => {
          args.onRequestRefusal(card);
          setRefusing(card);
        }}
      />
      <RefusalDialog
        open={refusing !== null}
        candidateName={refusing ? candidateNameOf(refusing) : ""}
        onOpenChange={(open) => (open ? undefined : setRefusing(null))}
        onConfirm={({ reason }) =>
          setCards((all) =>
            all.map((other) =>
              other.id === refusing?.id
                ? {
                    ...other,
                    stage: "rejected",
                    refusal_reason: reason,
                    position: -1,
                    stage_changed_at: now.toISOString(),
                  }
                : other,
            ),
          )
        }
      />
    </>
  );
}

/** Played with the page's part: the moved card lands in its new column and keeps the focus. */
export const Live: Story = {
  render: (args) => <LiveBoard {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await focusHandle(canvas, "Camille Martin");
    await userEvent.keyboard("[Space]");
    await waitFor(() => expect(screen.getByText(/^Carte de Camille Martin saisie/)).toBeInTheDocument(), announced);
    await userEvent.keyboard("[ArrowRight]");
    await waitFor(() => expect(screen.getByText(/au-dessus de l'étape Présélection/)).toBeInTheDocument(), announced);
    await userEvent.keyboard("[Space]");
    const shortlisted = within(canvas.getByRole("list", { name: /^Présélection/ }));
    await waitFor(() => expect(shortlisted.getByRole("heading", { name: "Camille Martin" })).toBeVisible());
    await waitFor(() =>
      expect(shortlisted.getByRole("button", { name: "Saisir la carte de Camille Martin" })).toHaveFocus(),
    );

    await userEvent.click(canvas.getByRole("button", { name: "Déplacer Yanis Lefebvre vers…" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Refusé" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Refuser la candidature de Yanis Lefebvre" }));
    await userEvent.click(dialog.getByRole("combobox", { name: /Motif du refus/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Les compétences ne correspondent pas au poste" }));
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    const rejected = within(canvas.getByRole("list", { name: /^Refusé/ }));
    await waitFor(() => expect(rejected.getByRole("heading", { name: "Yanis Lefebvre" })).toBeVisible());
    await expect(rejected.getByText("Motif : Les compétences ne correspondent pas au poste")).toBeVisible();
    await expect(args.onMove).toHaveBeenCalledTimes(1);
  },
};
