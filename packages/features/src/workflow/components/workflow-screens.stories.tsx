import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { Application, Interview, PipelineCard, WorkflowEvent } from "@fuse/domain/workflow/contract";
import { dismissToast, Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, type ApiClient, type ApiEndpoint } from "../../api/index.ts";
import { exampleOffers, examplePublished } from "../../recruiter-jobs/lib/fixtures.ts";
import {
  exampleApplications,
  fixtureNow,
  interviewToBookApplication,
  newMatchApplication,
  recruiterHistory,
} from "../lib/application-fixtures.ts";
import { candidateOfCard, exampleCards } from "../lib/fixtures.ts";
import { CandidateWorkflowScreen, RecruiterWorkflowScreen } from "./workflow-screens.tsx";

type Answers = Parameters<typeof fakeApiClient>[0];
type FakeApi = ReturnType<typeof fakeApiClient>;

/** The server's own words when a card moved meanwhile (packages/api/src/workflow/routes.ts). */
const staleMove = "Cette carte a changé d'étape entre-temps : le tableau a été remis à jour, recommencez si besoin.";
const unavailable = "Service momentanément indisponible.";

/** An answer held back until the story lets it go: what the screen shows meanwhile can be checked. */
function heldAnswer() {
  let release = () => {};
  let answered = Promise.resolve();
  const reset = () => {
    answered = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  reset();
  return { wait: () => answered, release: () => release(), reset };
}
type HeldAnswer = ReturnType<typeof heldAnswer>;

/**
 * Each fake API's way back to its first state: a story seen again in Storybook starts over, with no
 * call recorded and its held answers held again.
 */
const resets = new WeakMap<ApiClient, () => void>();

function register(fake: FakeApi, reset: () => void) {
  const restart = () => {
    fake.calls.length = 0;
    reset();
  };
  restart();
  resets.set(fake.api, restart);
  return fake;
}

/** The requests sent to one endpoint, in order (without their abort signal). */
const requestsTo = (fake: FakeApi, endpoint: ApiEndpoint) =>
  fake.calls.filter((call) => call.endpoint === endpoint).map((call) => call.request);

const at = fixtureNow.toISOString();

type PipelineApiOptions = {
  cards?: PipelineCard[];
  /** Replaces endpoints' answers (a refusal from the server). */
  answers?: Answers;
  /** The first load of the cards fails with this error; the next ones succeed. */
  firstLoadError?: ApiError;
  /** Answers held back until the story releases them. */
  hold?: { cards?: HeldAnswer; move?: HeldAnswer };
};

/**
 * The API behind the board, reduced to what the screen calls: it keeps the cards and their
 * histories, and a move, a note or an interview proposal changes them as the server does, so that
 * the screen's reloads show what was done.
 */
function pipelineApi({ cards = exampleCards, answers = {}, firstLoadError, hold = {} }: PipelineApiOptions = {}) {
  let state: PipelineCard[] = [];
  let histories = new Map<string, WorkflowEvent[]>();
  let eventCount = 0;

  const record = (cardId: string, fields: Omit<WorkflowEvent, "id" | "at" | "actor">) => {
    const event: WorkflowEvent = { id: `event-${++eventCount}`, at, actor: "recruiter", ...fields };
    histories.set(cardId, [...(histories.get(cardId) ?? []), event]);
    return event;
  };
  const cardOf = (id: string) => {
    const card = state.find((candidate) => candidate.id === id);
    if (!card) throw new ApiError(404, "Cette candidature n'existe pas ou plus.");
    return card;
  };
  const save = (card: PipelineCard) => {
    state = state.map((other) => (other.id === card.id ? card : other));
    return card;
  };

  const fake = fakeApiClient({
    "GET /api/recruiter/jobs": () => ({ jobs: exampleOffers }),
    "GET /api/recruiter/pipeline/cards": async ({ query }) => {
      await hold.cards?.wait();
      if (firstLoadError && fake.count("GET /api/recruiter/pipeline/cards") === 1) throw firstLoadError;
      return { cards: state.filter((card) => !query.job_id || card.job_id === query.job_id) };
    },
    "GET /api/recruiter/pipeline/cards/:id": ({ params }) => ({
      card: cardOf(params.id),
      events: histories.get(params.id) ?? [],
    }),
    "GET /api/recruiter/pipeline/cards/:id/candidate": ({ params }) => candidateOfCard(cardOf(params.id)),
    "POST /api/recruiter/pipeline/cards/:id/move": async ({ params, body }) => {
      await hold.move?.wait();
      const card = cardOf(params.id);
      if (card.stage !== body.from) throw new ApiError(409, staleMove);
      const refused = body.to === "rejected";
      record(card.id, {
        kind: "move",
        from_stage: card.stage,
        to_stage: body.to,
        reason: body.reason ?? null,
        message: body.message ?? null,
        private: false,
      });
      return save({
        ...card,
        stage: body.to,
        position: body.position ?? Math.min(0, ...state.map((other) => other.position)) - 1,
        stage_changed_at: at,
        last_activity_at: at,
        refusal_reason: refused ? (body.reason ?? null) : null,
        refusal_message: refused ? (body.message ?? null) : null,
      });
    },
    "POST /api/recruiter/pipeline/cards/:id/notes": ({ params, body }) =>
      record(cardOf(params.id).id, {
        kind: "note",
        from_stage: null,
        to_stage: null,
        reason: null,
        message: body.message,
        private: true,
      }),
    "POST /api/recruiter/pipeline/cards/:id/interviews": ({ params, body }) => {
      const card = cardOf(params.id);
      const interview: Interview = {
        id: `interview-${card.id}`,
        status: "proposed",
        slots: body.slots,
        chosen_slot: null,
        duration_minutes: body.duration_minutes,
        location: body.location ?? null,
        video_url: body.video_url ?? null,
        message: body.message ?? null,
        updated_at: at,
      };
      record(card.id, {
        kind: card.interview ? "interview_rescheduled" : "interview_proposed",
        from_stage: null,
        to_stage: null,
        reason: null,
        message: interview.message,
        private: false,
      });
      save({ ...card, interview, last_activity_at: at });
      return interview;
    },
    ...answers,
  });

  return register(fake, () => {
    state = structuredClone(cards);
    eventCount = 0;
    // Léa Petit's card carries a long history, private note included; the others their entry.
    histories = new Map(
      state.map((card) => [
        card.id,
        card.id === "c5"
          ? recruiterHistory
          : [
              {
                id: `entry-${card.id}`,
                kind: "move",
                from_stage: null,
                to_stage: "new_match",
                reason: null,
                message: null,
                private: false,
                actor: "candidate",
                at: card.stage_changed_at,
              },
            ],
      ]),
    );
    hold.cards?.reset();
    hold.move?.reset();
  });
}

type ApplicationsApiOptions = {
  applications?: Application[];
  firstLoadError?: ApiError;
  hold?: { applications?: HeldAnswer };
};

/** The API behind the candidate's list: booking a slot and withdrawing change the applications it keeps. */
function applicationsApi({
  applications = exampleApplications,
  firstLoadError,
  hold = {},
}: ApplicationsApiOptions = {}) {
  let state: Application[] = [];
  const update = (id: string, change: (application: Application) => Application) => {
    const application = state.find((candidate) => candidate.id === id);
    if (!application) throw new ApiError(404, "Cette candidature n'existe pas ou plus.");
    const changed = change(application);
    state = state.map((other) => (other.id === id ? changed : other));
    return changed;
  };
  /** An event the candidate adds to an application's shared history. */
  const event = (
    application: Application,
    fields: Partial<WorkflowEvent> & Pick<WorkflowEvent, "kind">,
  ): WorkflowEvent => ({
    id: `${application.id}-event-${application.events.length + 1}`,
    from_stage: null,
    to_stage: null,
    reason: null,
    message: null,
    private: false,
    actor: "candidate",
    at,
    ...fields,
  });

  const fake = fakeApiClient({
    "GET /api/applications": async () => {
      await hold.applications?.wait();
      if (firstLoadError && fake.count("GET /api/applications") === 1) throw firstLoadError;
      return { applications: state, follow_up: { reminder_days: 21, close_days: 45 } };
    },
    "POST /api/applications/interviews/:id/book": ({ params, body }) => {
      const owner = state.find((application) => application.interview?.id === params.id);
      if (!owner?.interview || owner.interview.status !== "proposed") {
        throw new ApiError(409, "Cet entretien n'attend plus de choix de créneau.");
      }
      const booked: Interview = { ...owner.interview, status: "booked", chosen_slot: body.slot, updated_at: at };
      update(owner.id, (application) => ({
        ...application,
        interview: booked,
        last_activity_at: at,
        events: [...application.events, event(application, { kind: "interview_booked" })],
      }));
      return booked;
    },
    "POST /api/applications/:id/withdraw": ({ params, body }) =>
      update(params.id, (application) => ({
        ...application,
        stage: "withdrawn",
        stage_changed_at: at,
        last_activity_at: at,
        interview: application.interview ? { ...application.interview, status: "cancelled", updated_at: at } : null,
        events: [
          ...application.events,
          event(application, {
            kind: "move",
            from_stage: application.stage,
            to_stage: "withdrawn",
            message: body.message ?? null,
          }),
        ],
      })),
  });

  return register(fake, () => {
    state = structuredClone(applications);
    hold.applications?.reset();
  });
}

/** Menus, dialogs and toasts are rendered at the end of the document. */
const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Waits for a toast, which fades in. Its region is looked up among hidden elements too: an open
 * dialog hides the rest of the page from the accessibility tree.
 */
const expectToast = (canvasElement: HTMLElement, title: string) =>
  waitFor(
    () =>
      expect(
        within(pageOf(canvasElement).getByRole("region", { name: "Notifications (F8)", hidden: true })).getByText(
          title,
        ),
      ).toBeVisible(),
    { timeout: 5000 },
  );

/** A dialog once it has faded in, for what it shows to be checked as seen. */
async function openedDialog(canvasElement: HTMLElement, role: "dialog" | "alertdialog", name: string) {
  const dialog = await pageOf(canvasElement).findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A column of the board: its list of cards, named by its stage and count. */
const column = (canvas: ReturnType<typeof within>, stage: string) =>
  within(canvas.getByRole("list", { name: new RegExp(`^${stage}`) }));

/** One query cache per story, kept across re-renders, and the app's toasts. */
function WithQueryClient({ children }: { children: React.ReactNode }) {
  const [client] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

type ScreenArgs = {
  api: ApiClient;
  /** The offer shown first (`null`: every offer). */
  jobId: string | null;
  onJobChange: (jobId: string | null) => void;
  potentialMatchesHref: string;
  now: Date;
};

/** The board as the page holds it: the offer chosen lives in its state (the address, in the app). */
function RecruiterBoard({ api, jobId, onJobChange, now }: ScreenArgs) {
  const [shown, setShown] = React.useState(jobId);
  return (
    <RecruiterWorkflowScreen
      api={api}
      jobId={shown}
      now={now}
      onJobChange={(next) => {
        onJobChange(next);
        setShown(next);
      }}
    />
  );
}

const candidateList = ({ api, potentialMatchesHref, now }: ScreenArgs) => (
  <CandidateWorkflowScreen api={api} potentialMatchesHref={potentialMatchesHref} now={now} />
);

const meta = {
  title: "Features/Workflow/Screens",
  component: RecruiterWorkflowScreen,
  subcomponents: { CandidateWorkflowScreen },
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    api: pipelineApi().api,
    jobId: null,
    onJobChange: fn(),
    potentialMatchesHref: "/dashboard/candidate/potential-matches",
    now: fixtureNow,
  },
  // Toasts live in a module-level queue and each fake keeps its data: every story starts afresh.
  beforeEach: ({ args }) => {
    resets.get(args.api)?.();
    dismissToast();
    return () => dismissToast();
  },
  render: (args) => <RecruiterBoard {...args} />,
  decorators: [
    (Story) => (
      <WithQueryClient>
        <div className="w-[min(72rem,94vw)]">
          <Story />
        </div>
      </WithQueryClient>
    ),
  ],
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const boardLoading = heldAnswer();
const loadingBoard = pipelineApi({ hold: { cards: boardLoading } });

/** The board loads: a placeholder first, then every stage with its candidates, each card naming its offer. */
export const BoardLoads: Story = {
  args: { api: loadingBoard.api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement du suivi" })).toBeInTheDocument();
    boardLoading.release();
    await expect(await canvas.findByRole("region", { name: "Étapes du recrutement" })).toBeVisible();
    await expect(canvas.queryByRole("status", { name: "Chargement du suivi" })).toBeNull();
    await expect(column(canvas, "Nouveau match").getAllByRole("heading", { level: 3 })).toHaveLength(2);
    await expect(column(canvas, "Refusé").getByText("Comptable unique (H/F)")).toBeVisible();
    await expect(requestsTo(loadingBoard, "GET /api/recruiter/pipeline/cards")).toEqual([{ query: {} }]);
  },
};

const moveAnswer = heldAnswer();
const moving = pipelineApi({ hold: { move: moveAnswer } });

/** « Déplacer vers… »: the card is in its new column before the server answers, and stays there after. */
export const BoardMove: Story = {
  args: { api: moving.api },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Déplacer Camille Martin vers…" }));
    await userEvent.click(await pageOf(canvasElement).findByRole("menuitem", { name: "Présélection" }));
    await waitFor(() =>
      expect(column(canvas, "Présélection").getByRole("heading", { name: "Camille Martin" })).toBeVisible(),
    );
    await expect(column(canvas, "Nouveau match").queryByRole("heading", { name: "Camille Martin" })).toBeNull();
    await expect(requestsTo(moving, "POST /api/recruiter/pipeline/cards/:id/move")).toEqual([
      { params: { id: "c1" }, body: { from: "new_match", to: "shortlisted", position: 0 } },
    ]);

    moveAnswer.release();
    // The board is read again once the move is saved: the server's cards agree.
    await waitFor(() => expect(moving.count("GET /api/recruiter/pipeline/cards")).toBe(2));
    await expect(column(canvas, "Présélection").getByRole("heading", { name: "Camille Martin" })).toBeVisible();
  },
};

const conflicting = pipelineApi({
  answers: {
    "POST /api/recruiter/pipeline/cards/:id/move": () => {
      throw new ApiError(409, staleMove);
    },
  },
});

/** The server refuses the move (the card moved meanwhile): the card goes back, and the reason is said in a toast. */
export const BoardMoveRefused: Story = {
  args: { api: conflicting.api },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Déplacer Camille Martin vers…" }));
    await userEvent.click(await pageOf(canvasElement).findByRole("menuitem", { name: "Offre" }));
    await expectToast(canvasElement, staleMove);
    await waitFor(() =>
      expect(column(canvas, "Nouveau match").getByRole("heading", { name: "Camille Martin" })).toBeVisible(),
    );
    await expect(column(canvas, "Offre").queryByRole("heading", { name: "Camille Martin" })).toBeNull();
  },
};

const refusing = pipelineApi();
const refusalMessage = "Nous avons retenu un profil plus expérimenté sur React Native.";

/** « Refusé » asks for a reason first; the refusal goes out with it and the message. */
export const BoardRefusal: Story = {
  args: { api: refusing.api },
  play: async ({ canvas, canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Déplacer Camille Martin vers…" }));
    await userEvent.click(await page.findByRole("menuitem", { name: "Refusé" }));
    const dialog = await openedDialog(canvasElement, "dialog", "Refuser la candidature de Camille Martin");

    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));
    await expect(await dialog.findByText("Choisissez un motif.")).toBeVisible();
    await expect(requestsTo(refusing, "POST /api/recruiter/pipeline/cards/:id/move")).toEqual([]);

    await userEvent.click(dialog.getByRole("combobox", { name: /Motif du refus/ }));
    await userEvent.click(await page.findByRole("option", { name: "Un autre candidat a été retenu" }));
    await userEvent.click(dialog.getByRole("textbox", { name: "Message au candidat" }));
    await userEvent.paste(refusalMessage);
    await userEvent.click(dialog.getByRole("button", { name: "Refuser la candidature" }));

    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(requestsTo(refusing, "POST /api/recruiter/pipeline/cards/:id/move")).toEqual([
      {
        params: { id: "c1" },
        body: { from: "new_match", to: "rejected", reason: "other_candidate", message: refusalMessage },
      },
    ]);
    const camille = column(canvas, "Refusé").getByRole("heading", { name: "Camille Martin" });
    await expect(camille).toBeVisible();
    await expect(within(camille.closest("li")!).getByText("Motif : Un autre candidat a été retenu")).toBeVisible();
    await expectToast(canvasElement, "Candidature refusée : le candidat est prévenu, avec le motif.");
  },
};

const detailed = pipelineApi();
const note = "Rappeler après l'entretien pour parler du préavis.";

/** « Détails »: the interview proposed, the whole history with private notes, and a new note kept in it. */
export const BoardCardDetails: Story = {
  args: { api: detailed.api },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Détails de Léa Petit" }));
    const dialog = await openedDialog(canvasElement, "dialog", "Léa Petit");
    // The candidate of the mutual match: their card, portrait and CV.
    const profile = within(await dialog.findByRole("region", { name: "Profil du candidat" }));
    await expect(await profile.findByRole("heading", { level: 4, name: "Léa Petit" })).toBeVisible();
    await expect(profile.getByText("PostgreSQL")).toBeVisible();
    await expect(profile.getByText(/^Six ans à construire des services de paiement/)).toBeVisible();
    const cv = profile.getByRole("link", { name: "Voir le CV « CV Léa.pdf » (nouvel onglet)" });
    await expect(cv).toHaveAttribute("target", "_blank");
    await expect(cv.getAttribute("href")).toMatch(/^https:\/\/stockage\.example\.fr\/.+\/cv\.pdf\?token=/);
    await expect(dialog.getByRole("link", { name: "lea.petit@example.fr" })).toHaveAttribute(
      "href",
      "mailto:lea.petit@example.fr",
    );
    await expect(within(dialog.getByRole("list", { name: "Créneaux proposés" })).getAllByRole("listitem")).toHaveLength(
      3,
    );
    const history = within(await dialog.findByRole("list", { name: "Historique de la candidature" }));
    await expect(history.getByText("Profil solide en SQL ; à interroger sur la visualisation.")).toBeVisible();
    await expect(history.getByText("Nouveaux créneaux proposés")).toBeVisible();
    await expect(requestsTo(detailed, "GET /api/recruiter/pipeline/cards/:id")).toEqual([{ params: { id: "c5" } }]);

    await userEvent.click(dialog.getByRole("textbox", { name: "Note privée" }));
    await userEvent.paste(note);
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer la note" }));
    await expect(await dialog.findByText("Note ajoutée à l'historique.")).toBeVisible();
    await expect(requestsTo(detailed, "POST /api/recruiter/pipeline/cards/:id/notes")).toEqual([
      { params: { id: "c5" }, body: { message: note } },
    ]);
    // The history is read again once the note is saved.
    await waitFor(() =>
      expect(within(dialog.getByRole("list", { name: "Historique de la candidature" })).getByText(note)).toBeVisible(),
    );
  },
};

const proposing = pipelineApi();

/** The instant a date and a time name on this browser's clock, as the form sends it. */
const local = (dateTime: string) => new Date(dateTime).toISOString();

/** Slots proposed from a card's details: the proposal goes out, and the card waits for the candidate's choice. */
export const BoardProposeInterview: Story = {
  args: { api: proposing.api },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Détails de Camille Martin" }));
    const dialog = await openedDialog(canvasElement, "dialog", "Camille Martin");
    const slot = within(dialog.getByRole("group", { name: "Créneau 1" }));
    await userEvent.type(slot.getByLabelText("Date"), "2026-12-01");
    await userEvent.type(slot.getByLabelText("Heure"), "14:00");
    await userEvent.click(dialog.getByRole("textbox", { name: "Lieu" }));
    await userEvent.paste("12 rue de la Paix, 75002 Paris");
    await userEvent.click(dialog.getByRole("button", { name: "Proposer ces créneaux" }));

    await expect(await dialog.findByText("En attente du choix du candidat parmi :")).toBeVisible();
    await expect(requestsTo(proposing, "POST /api/recruiter/pipeline/cards/:id/interviews")).toEqual([
      {
        params: { id: "c1" },
        body: { slots: [local("2026-12-01T14:00")], duration_minutes: 60, location: "12 rue de la Paix, 75002 Paris" },
      },
    ]);
    await expect(await dialog.findByText("Entretien proposé")).toBeVisible();
    await expectToast(canvasElement, "Créneaux envoyés : le candidat est prévenu par e-mail.");
  },
};

const failingBoard = pipelineApi({ firstLoadError: new ApiError(503, unavailable) });

/** The board could not be read: the reason, and « Réessayer » that reads it again. */
export const BoardLoadFailed: Story = {
  args: { api: failingBoard.api },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Le suivi des recrutements n'a pas pu être chargé.")).toBeVisible();
    await expect(canvas.getByText(unavailable)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("region", { name: "Étapes du recrutement" })).toBeVisible();
  },
};

/** Nobody in the pipeline yet: how candidates come in. */
export const BoardEmpty: Story = {
  args: { api: pipelineApi({ cards: [] }).api },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Aucun candidat dans le suivi pour l'instant" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Dites « Ça m'intéresse » aux candidats de vos matchs potentiels/)).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Étapes du recrutement" })).toBeNull();
  },
};

const filtering = pipelineApi();

/** One offer chosen: the page is told, and the board shows that offer's cards alone (none here). */
export const BoardOfferFilter: Story = {
  args: { api: filtering.api },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole("region", { name: "Étapes du recrutement" });
    const offer = canvas.getByRole("combobox", { name: "Offre" });
    await expect(offer).toHaveTextContent("Toutes les offres");
    await waitFor(() => expect(offer).toBeEnabled());
    await userEvent.click(offer);
    await userEvent.click(await pageOf(canvasElement).findByRole("option", { name: examplePublished.title }));
    await expect(args.onJobChange).toHaveBeenCalledWith(examplePublished.id);
    await expect(
      await canvas.findByRole("heading", { name: "Aucun candidat dans le suivi pour l'instant" }),
    ).toBeVisible();
    await expect(requestsTo(filtering, "GET /api/recruiter/pipeline/cards").at(-1)).toEqual({
      query: { job_id: examplePublished.id },
    });
  },
};

/** A phone's width: the offer filter fits, the columns scroll sideways inside their region. */
export const BoardNarrow: Story = {
  args: { api: pipelineApi().api },
  decorators: [
    (Story) => (
      <div data-testid="phone" className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const board = await canvas.findByRole("region", { name: "Étapes du recrutement" });
    await expect(canvas.getByTestId("phone").scrollWidth).toBeLessThanOrEqual(360);
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    await expect(canvas.getByRole("combobox", { name: "Offre" })).toBeVisible();
  },
};

const applicationsLoading = heldAnswer();
const loadingApplications = applicationsApi({ hold: { applications: applicationsLoading } });

/** The candidate's applications load: a placeholder first, then those under way and those closed. */
export const ApplicationsLoad: Story = {
  args: { api: loadingApplications.api },
  render: candidateList,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement de vos candidatures" })).toBeInTheDocument();
    applicationsLoading.release();
    await expect(await canvas.findByRole("heading", { name: "En cours (7)" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Terminées (4)" })).toBeVisible();
    await expect(canvas.queryByRole("status", { name: "Chargement de vos candidatures" })).toBeNull();
  },
};

const booking = applicationsApi({ applications: [interviewToBookApplication] });

/** A slot picked and confirmed: the booking goes out and the interview shows as confirmed. */
export const ApplicationsBookSlot: Story = {
  args: { api: booking.api },
  render: candidateList,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "jeudi 3 décembre 2026 à 9 h 30" }));
    await userEvent.click(canvas.getByRole("button", { name: "Confirmer ce créneau" }));
    await expectToast(canvasElement, "Entretien confirmé : vous recevez l'invitation par e-mail.");
    await expect(requestsTo(booking, "POST /api/applications/interviews/:id/book")).toEqual([
      { params: { id: "i-proposed" }, body: { slot: "2026-12-03T08:30:00Z" } },
    ]);
    await expect(await canvas.findByText(/^Entretien confirmé le/)).toHaveTextContent(
      "Entretien confirmé le jeudi 3 décembre 2026 à 9 h 30",
    );
    await expect(canvas.queryByRole("radio")).toBeNull();
  },
};

const withdrawing = applicationsApi({ applications: [newMatchApplication, interviewToBookApplication] });
const withdrawal = "J'ai accepté une autre proposition. Merci pour votre temps !";

/** « Retirer ma candidature », confirmed with a word for the recruiter: the application moves to those closed. */
export const ApplicationsWithdraw: Story = {
  args: { api: withdrawing.api },
  render: candidateList,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Retirer ma candidature « Développeur·se full-stack »" }),
    );
    const dialog = await openedDialog(canvasElement, "alertdialog", "Retirer votre candidature ?");
    await userEvent.click(dialog.getByRole("textbox", { name: "Un mot pour le recruteur (facultatif)" }));
    await userEvent.paste(withdrawal);
    await userEvent.click(dialog.getByRole("button", { name: "Retirer ma candidature" }));

    await expectToast(canvasElement, "Candidature retirée : le recruteur est prévenu.");
    await expect(requestsTo(withdrawing, "POST /api/applications/:id/withdraw")).toEqual([
      { params: { id: "a-new-match" }, body: { message: withdrawal } },
    ]);
    const closed = within(await canvas.findByRole("list", { name: "Terminées (1)" }));
    await expect(closed.getByRole("heading", { name: "Développeur·se full-stack" })).toBeVisible();
    await expect(closed.getByText("Retirée")).toBeVisible();
    await expect(canvas.getByRole("list", { name: "En cours (1)" })).toBeVisible();
  },
};

const failingApplications = applicationsApi({ firstLoadError: new ApiError(503, unavailable) });

/** The applications could not be read: the reason, and « Réessayer » that reads them again. */
export const ApplicationsLoadFailed: Story = {
  args: { api: failingApplications.api },
  render: candidateList,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Vos candidatures n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getByText(unavailable)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("heading", { name: "En cours (7)" })).toBeVisible();
  },
};

/** No application yet: the way to the potential matches. */
export const ApplicationsEmpty: Story = {
  args: { api: applicationsApi({ applications: [] }).api },
  render: candidateList,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Aucune candidature pour l'instant" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Voir mes matchs potentiels" })).toHaveAttribute(
      "href",
      "/dashboard/candidate/potential-matches",
    );
  },
};

/** A phone's width: every application fits. */
export const ApplicationsNarrow: Story = {
  args: { api: applicationsApi().api },
  render: candidateList,
  decorators: [
    (Story) => (
      <div data-testid="phone" className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "En cours (7)" });
    await expect(canvas.getByTestId("phone").scrollWidth).toBeLessThanOrEqual(360);
  },
};
