import { beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { commands, page, type Locator } from "vitest/browser";

import type { PipelineCard } from "@fuse/domain/workflow/contract";

import { exampleCards } from "../lib/fixtures.ts";
import { PipelineBoard } from "./pipeline-board.tsx";

const [camille, , , yanis] = exampleCards as [PipelineCard, PipelineCard, PipelineCard, PipelineCard];

function renderBoard() {
  const onMove = vi.fn();
  const onRequestRefusal = vi.fn();
  render(
    <PipelineBoard
      cards={exampleCards}
      now={new Date("2026-11-25T12:00:00Z")}
      onMove={onMove}
      onRequestRefusal={onRequestRefusal}
      onOpen={vi.fn()}
    />,
  );
  return { onMove, onRequestRefusal };
}

const column = (name: RegExp) => page.getByRole("region", { name });
const handleOf = (name: string) => page.getByRole("button", { name: `Saisir la carte de ${name}` });
const announced = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/**
 * Drags as a hand does: press the handle, travel in steps (dnd-kit follows pointermove events),
 * wait until the board says where the card is, then let go.
 */
async function drag(handle: Locator, onto: Locator, over: string | RegExp, position?: { x: number; y: number }) {
  await commands.pointerPress(handle.selector);
  await commands.pointerMoveTo(onto.selector, { steps: 12, position });
  await expect.element(announced(over)).toBeInTheDocument();
  await commands.pointerRelease();
}

describe("PipelineBoard with a mouse", () => {
  beforeEach(async () => {
    // Every column on screen: the pointer drops where it can see.
    await page.viewport(2200, 900);
  });

  it("drags a card by its handle into another column", async () => {
    const { onMove, onRequestRefusal } = renderBoard();
    await drag(
      handleOf("Camille Martin"),
      column(/^Présélection/).getByText("Personne à cette étape."),
      "Carte de Camille Martin au-dessus de l'étape Présélection.",
    );
    await expect.poll(() => onMove.mock.calls).toEqual([[camille, { to: "shortlisted", position: 0 }]]);
    expect(onRequestRefusal).not.toHaveBeenCalled();
  });

  it("reorders a column: a card dropped over the first one goes on top", async () => {
    const { onMove } = renderBoard();
    const newMatches = column(/^Nouveau match/);
    await drag(
      handleOf("Yanis Lefebvre"),
      newMatches.getByRole("heading", { name: "Camille Martin" }),
      /^Carte de Yanis Lefebvre au-dessus .*Nouveau match\.$/,
      { x: 10, y: 2 },
    );
    await expect.poll(() => onMove.mock.calls).toEqual([[yanis, { to: "new_match", position: -1 }]]);
  });

  it("asks for a reason instead of moving a card dropped into « Refusé »", async () => {
    const { onMove, onRequestRefusal } = renderBoard();
    await drag(
      handleOf("Camille Martin"),
      column(/^Refusé/).getByRole("heading", { name: "Inès Roux" }),
      /^Carte de Camille Martin au-dessus .*Refusé\.$/,
    );
    await expect.poll(() => onRequestRefusal.mock.calls).toEqual([[camille]]);
    expect(onMove).not.toHaveBeenCalled();
  });

  it("takes nothing into « Retirée »", async () => {
    const { onMove, onRequestRefusal } = renderBoard();
    await drag(
      handleOf("Camille Martin"),
      column(/^Retirée/).getByRole("heading", { name: "Nora Haddad" }),
      "Carte de Camille Martin hors des étapes.",
    );
    // The drag happened, found no place, and the card went back to its column: nothing was asked.
    await expect
      .element(page.getByText("Déplacement annulé. La carte de Camille Martin reste à l'étape Nouveau match."))
      .toBeInTheDocument();
    await expect.element(column(/^Nouveau match/).getByRole("heading", { name: "Camille Martin" })).toBeVisible();
    expect(onMove).not.toHaveBeenCalled();
    expect(onRequestRefusal).not.toHaveBeenCalled();
  });
});
