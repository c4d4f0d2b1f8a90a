import { Accessibility, defaultPreset, type Draggable } from "@dnd-kit/dom";
import { move } from "@dnd-kit/helpers";
import { DragDropProvider, useDroppable, type DragDropEventHandlers } from "@dnd-kit/react";
import { isSortable, useSortable } from "@dnd-kit/react/sortable";
import * as React from "react";

import { workflowStageLabels, type WorkflowStage } from "@fuse/domain/vocabulary";
import {
  boardStages,
  candidateNameOf,
  cardsByStage,
  positionAt,
  positionBetween,
  type RecruiterStage,
} from "@fuse/domain/workflow/board";
import type { PipelineCard } from "@fuse/domain/workflow/contract";
import { cn } from "@fuse/ui/utils";

import { PipelineCardView } from "./pipeline-card.tsx";

/** Where a card goes: its stage and its place in the column (see `positionBetween`). */
type CardMove = { to: RecruiterStage; position: number };

type PipelineBoardProps = {
  cards: PipelineCard[];
  /** Show each card's offer (when the board shows every offer). */
  showOffer?: boolean;
  /** « Now », for the days in stage (tests and stories fix it). */
  now?: Date;
  /** A card moved, by drag and drop or its menu: every move but into « Refusé ». */
  onMove: (card: PipelineCard, move: CardMove) => void;
  /** A card taken to « Refusé », by any means: the reason is asked before anything moves. */
  onRequestRefusal: (card: PipelineCard) => void;
  /** Opens a card's details. */
  onOpen: (card: PipelineCard) => void;
  className?: string;
};

/** Card ids by column, as shown. */
type Order = Partial<Record<WorkflowStage, string[]>>;

/** What each draggable card and each column tells the announcements. */
type CardData = { name: string; stage: WorkflowStage };
type ColumnData = { stage: WorkflowStage };

const dataOf = (draggable: Draggable) => draggable.data as CardData;
const labelOf = (stage: WorkflowStage | undefined) => (stage ? workflowStageLabels[stage] : "");

/** The column a dragged card stands in now: its sortable group follows it from column to column. */
const currentStageOf = (source: Draggable) =>
  (isSortable(source) ? source.sortable.group : dataOf(source).stage) as WorkflowStage;

type AccessibilityOptions = NonNullable<ConstructorParameters<typeof Accessibility>[1]>;

// French announcements and instructions for screen readers, in place of dnd-kit's English ones.
const accessibility: AccessibilityOptions = {
  screenReaderInstructions: {
    draggable:
      "Pour déplacer la carte, appuyez sur Espace. Les flèches la font alors passer d'une étape ou d'une place à l'autre ; Espace la dépose, Échap annule. Le bouton « Déplacer vers… » de la carte fait de même sans glisser.",
  },
  announcements: {
    dragstart({ operation: { source } }) {
      if (!source) return undefined;
      return `Carte de ${dataOf(source).name} saisie, à l'étape ${labelOf(dataOf(source).stage)}.`;
    },
    dragover({ operation: { source, target } }) {
      if (!source) return undefined;
      const { name } = dataOf(source);
      if (!target) return `Carte de ${name} hors des étapes.`;
      if (target.id === source.id) {
        // The card over its own place: said once it has left where it was picked up.
        if (isSortable(source)) {
          const { group, initialGroup, index, initialIndex } = source.sortable;
          if (group === initialGroup && index === initialIndex) return undefined;
        }
        return `Carte de ${name} au-dessus de l'étape ${labelOf(currentStageOf(source))}.`;
      }
      const over = target.data as Partial<CardData & ColumnData>;
      if (!over.stage) return undefined;
      return over.name
        ? `Carte de ${name} au-dessus de la carte de ${over.name}, à l'étape ${labelOf(over.stage)}.`
        : `Carte de ${name} au-dessus de l'étape ${labelOf(over.stage)}.`;
    },
    dragend({ operation: { source, target }, canceled }) {
      if (!source) return undefined;
      const { name, stage: from } = dataOf(source);
      if (canceled || !target) return `Déplacement annulé. La carte de ${name} reste à l'étape ${labelOf(from)}.`;
      const to = currentStageOf(source);
      if (to === "rejected" && from !== "rejected") return `Refus de ${name} : choisissez un motif.`;
      if (to === from) return `Carte de ${name} déposée à l'étape ${labelOf(to)}.`;
      return `Carte de ${name} déplacée vers ${labelOf(to)}.`;
    },
  },
};

// One list for every board: the provider compares it by identity and would reconfigure on a new one.
const plugins = [
  ...defaultPreset.plugins.filter((plugin) => plugin !== Accessibility),
  Accessibility.configure(accessibility),
];

const orderOf = (columns: Record<WorkflowStage, PipelineCard[]>): Order =>
  Object.fromEntries(Object.entries(columns).map(([stage, cards]) => [stage, cards.map((card) => card.id)]));

/**
 * The order shown while a card is dragged, kept in step with `cards` should they change meanwhile
 * (a realtime update): cards gone are dropped, new ones join the end of their column.
 */
function reconcile(order: Order, columns: Record<WorkflowStage, PipelineCard[]>): Order {
  const present = new Set(Object.values(columns).flatMap((cards) => cards.map((card) => card.id)));
  const placed = new Set(Object.values(order).flat());
  const result: Order = {};
  for (const [stage, cards] of Object.entries(columns) as [WorkflowStage, PipelineCard[]][]) {
    const kept = (order[stage] ?? []).filter((id) => present.has(id));
    result[stage] = [...kept, ...cards.filter((card) => !placed.has(card.id)).map((card) => card.id)];
  }
  return result;
}

/**
 * The recruitment pipeline, one column per stage (Nouveau match → Présélection → Entretien → Offre →
 * Embauché | Refusé, and « Retirée » when a candidate withdrew). Cards move by drag and drop — with
 * a mouse, a finger or the keyboard (Space, arrows, Space; Escape cancels), announced in French — or
 * from their « Déplacer vers… » menu. The board only proposes: the order shown is the `cards` the
 * parent passes back. Columns scroll sideways in a focusable region on narrow screens.
 */
function PipelineBoard({
  cards,
  showOffer = false,
  now,
  onMove,
  onRequestRefusal,
  onOpen,
  className,
}: PipelineBoardProps) {
  const id = React.useId();
  const boardRef = React.useRef<HTMLDivElement>(null);
  const columns = React.useMemo(() => cardsByStage(cards), [cards]);
  const stages = boardStages(cards);
  const cardById = React.useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  // The order while a card is dragged (null otherwise): the dragged card shows where it would land.
  const [dragOrder, setDragOrder] = React.useState<Order | null>(null);
  const dragOrderRef = React.useRef<Order | null>(null);
  const [announcement, setAnnouncement] = React.useState("");
  // A card that moved is drawn anew in its column: focus follows it there.
  const refocus = React.useRef<{ cardId: string; slot: "drag-handle" | "move-menu-trigger" } | null>(null);

  const order = dragOrder ? reconcile(dragOrder, columns) : orderOf(columns);

  React.useEffect(() => {
    const wanted = refocus.current;
    const board = boardRef.current;
    if (!wanted || !board) return;
    const active = board.ownerDocument.activeElement;
    // Only when focus was lost with the card's old place; anything the user focused since wins.
    if (active && active !== board.ownerDocument.body && active.isConnected) return;
    const target = board.querySelector<HTMLElement>(`[data-card-id="${wanted.cardId}"] [data-slot="${wanted.slot}"]`);
    if (!target) return;
    target.focus();
    refocus.current = null;
  });

  /** Focus elsewhere than the moved card: the user has moved on, focus no longer follows it. */
  const onBoardFocus = (event: React.FocusEvent) => {
    const wanted = refocus.current;
    if (wanted && !(event.target as Element).closest(`[data-card-id="${wanted.cardId}"]`)) refocus.current = null;
  };

  const propose = (card: PipelineCard, to: RecruiterStage, position: number) => {
    if (to === "rejected" && card.stage !== "rejected") onRequestRefusal(card);
    else onMove(card, { to, position });
  };

  /** A move from a card's menu: on top of the chosen column. */
  const moveFromMenu = (card: PipelineCard, to: RecruiterStage) => {
    refocus.current = { cardId: card.id, slot: "move-menu-trigger" };
    const first = columns[to]?.[0];
    if (to !== "rejected")
      setAnnouncement(`Carte de ${candidateNameOf(card)} déplacée vers ${workflowStageLabels[to]}.`);
    propose(card, to, positionBetween(null, first?.position ?? null));
  };

  const onDragStart: DragDropEventHandlers["onDragStart"] = () => {
    const start = orderOf(columns);
    dragOrderRef.current = start;
    setDragOrder(start);
  };

  const onDragOver: DragDropEventHandlers["onDragOver"] = (event, manager) => {
    // dnd-kit ignores collisions while this drop target is being rendered; a pointer that moved
    // on meanwhile (a quick hand, a busy machine) would leave the card over a stale target until
    // the next move. Once rendered and collisions listened to again (a task later, after dnd-kit's
    // own promise callbacks), they are measured from where the pointer now is.
    void manager.renderer.rendering.then(() =>
      setTimeout(() => {
        if (manager.dragOperation.status.dragging) manager.collisionObserver.forceUpdate();
      }),
    );
    const current = dragOrderRef.current;
    if (!current) return;
    const next = move(current as Record<string, string[]>, event) as Order;
    if (next === current) return;
    dragOrderRef.current = next;
    setDragOrder(next);
  };

  const onDragEnd: DragDropEventHandlers["onDragEnd"] = (event) => {
    const final = dragOrderRef.current;
    dragOrderRef.current = null;
    setDragOrder(null);
    const { source, target } = event.operation;
    if (!final || !source || event.canceled || !target) return;
    const card = cardById.get(String(source.id));
    if (!card) return;
    const stage = (Object.keys(final) as WorkflowStage[]).find((key) => final[key]?.includes(card.id));
    if (!stage || stage === "withdrawn") return;
    const before = columns[card.stage]?.map((other) => other.id) ?? [];
    const after = final[stage] ?? [];
    if (stage === card.stage && after.indexOf(card.id) === before.indexOf(card.id)) return;
    refocus.current = { cardId: card.id, slot: "drag-handle" };
    const positions = new Map(cards.map((other) => [other.id, other.position]));
    propose(card, stage, positionAt(after, card.id, positions));
  };

  return (
    <DragDropProvider plugins={plugins} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd}>
      <div
        ref={boardRef}
        role="region"
        aria-label="Étapes du recrutement"
        // A named, focusable scroll region: the arrow keys scroll it when the columns overflow
        // (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="pipeline-board"
        onFocus={onBoardFocus}
        className={cn(
          "overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          className,
        )}
      >
        <div className="flex w-max gap-3 pb-2">
          {stages.map((stage) => (
            <StageColumn key={stage} id={`${id}-${stage}`} stage={stage} count={order[stage]?.length ?? 0}>
              {(order[stage] ?? []).map((cardId, index) => {
                const card = cardById.get(cardId);
                if (!card) return null;
                // A withdrawn card neither moves nor takes another card's place: it is no sortable.
                return card.stage === "withdrawn" ? (
                  <li key={card.id}>
                    <PipelineCardView card={card} showOffer={showOffer} now={now} onOpen={onOpen} />
                  </li>
                ) : (
                  <SortableCard
                    key={card.id}
                    card={card}
                    stage={stage}
                    index={index}
                    showOffer={showOffer}
                    now={now}
                    onOpen={onOpen}
                    onMoveTo={(to) => moveFromMenu(card, to)}
                  />
                );
              })}
            </StageColumn>
          ))}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </DragDropProvider>
  );
}

function StageColumn({
  id,
  stage,
  count,
  children,
}: {
  id: string;
  stage: WorkflowStage;
  count: number;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  // Nothing is dropped into « Retirée »: only the candidate takes a card there.
  const { ref, isDropTarget } = useDroppable<ColumnData>({
    id: stage,
    type: "column",
    accept: "card",
    // Below its cards, so that the card hovered decides the place; an empty column competes as an
    // equal with the other columns' cards, or the keyboard would skip it (dnd-kit ranks by priority first).
    collisionPriority: count === 0 ? undefined : 1,
    data: { stage },
    disabled: stage === "withdrawn",
  });
  return (
    <section
      aria-labelledby={headingId}
      data-slot="pipeline-column"
      data-stage={stage}
      // Positioned: what is absolutely placed inside (the screen-reader-only words of its heading and
      // cards) is placed from the column, so it scrolls with the board instead of widening the page.
      className="relative flex w-[17rem] shrink-0 flex-col gap-3 rounded-lg bg-muted/50 p-2 sm:w-72"
    >
      <h2
        id={headingId}
        className="flex items-center justify-between gap-2 px-1 pt-1 text-sm font-semibold text-foreground"
      >
        {workflowStageLabels[stage]}{" "}
        <span className="rounded-full bg-background px-2 text-xs text-muted-foreground tabular-nums">
          {count}
          <span className="sr-only"> candidat{count > 1 ? "s" : ""}</span>
        </span>
      </h2>
      <div
        ref={ref}
        data-drop-target={isDropTarget || undefined}
        // Sized by its cards, not stretched to the tallest column: the keyboard goes to the nearest
        // place (dnd-kit measures corners), and an empty column's nearest place is its top.
        className="flex min-h-24 flex-col gap-3 rounded-md pb-6 transition-colors data-drop-target:bg-accent/60"
      >
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {children}
        </ul>
        {count === 0 ? (
          <p className="rounded-md border border-dashed border-border px-3 py-4 text-sm text-muted-foreground">
            Personne à cette étape.
          </p>
        ) : null}
      </div>
    </section>
  );
}

function SortableCard({
  card,
  stage,
  index,
  showOffer,
  now,
  onOpen,
  onMoveTo,
}: {
  card: PipelineCard;
  stage: WorkflowStage;
  index: number;
  showOffer: boolean;
  now: Date | undefined;
  onOpen: (card: PipelineCard) => void;
  onMoveTo: (stage: RecruiterStage) => void;
}) {
  const { ref, handleRef, isDragSource } = useSortable<CardData>({
    id: card.id,
    index,
    group: stage,
    type: "card",
    accept: "card",
    data: { name: candidateNameOf(card), stage: card.stage },
  });
  return (
    <li ref={ref} data-dragging={isDragSource || undefined} className="rounded-xl data-dragging:shadow-lg">
      <PipelineCardView
        card={card}
        showOffer={showOffer}
        now={now}
        onOpen={onOpen}
        onMoveTo={onMoveTo}
        handleRef={handleRef}
      />
    </li>
  );
}

export { PipelineBoard };
export type { CardMove, PipelineBoardProps };
