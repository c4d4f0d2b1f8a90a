import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { exampleQuestionnaire } from "@fuse/domain/admin/questionnaires-fixtures";
import type { Question } from "@fuse/domain/questionnaire/contract";
import { remotePreferenceLabels, remotePreferences } from "@fuse/domain/vocabulary";

import { ApiError } from "../../api/index.ts";
import { services } from "../../questionnaire/components/fixtures.ts";
import { QuestionnaireForm } from "./questionnaires-form.tsx";

const meta = {
  title: "Admin/QuestionnaireForm",
  component: QuestionnaireForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    questionnaire: exampleQuestionnaire,
    services,
    cancelHref: "/admin/questionnaires",
    onSubmit: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionnaireForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole("group", { name });

/** Relabel one question, remove another after confirmation: the rest goes out as stored. */
export const RelabelAndRemove: Story = {
  play: async ({ args, canvas }) => {
    const label = within(question(canvas, /^Question 1/)).getByRole("textbox", { name: /^Libellé/ });
    await userEvent.clear(label);
    await userEvent.paste("Votre prénom usuel");

    const third = question(canvas, /^Question 3/);
    await userEvent.click(within(third).getByRole("button", { name: /^Retirer la question/ }));
    const confirm = await screen.findByRole("alertdialog");
    await expect(confirm).toHaveAccessibleName("Retirer cette question ?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Retirer" }));
    await waitFor(() => expect(third).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: exampleQuestionnaire.title,
        description: exampleQuestionnaire.description,
        questions: [
          { ...exampleQuestionnaire.questions[0]!, label: "Votre prénom usuel" },
          exampleQuestionnaire.questions[1]!,
        ],
      }),
    );
  },
};

/** « Ajouter une question »: a short text on the last question's step, its label focused. */
export const AddQuestion: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ajouter une question" }));
    const added = question(canvas, /^Question 4/);
    await waitFor(() => expect(within(added).getByRole("textbox", { name: /^Libellé/ })).toHaveFocus());
    await userEvent.paste("Votre disponibilité");
    await userEvent.click(within(added).getByRole("checkbox", { name: "Réponse obligatoire" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          questions: [
            ...exampleQuestionnaire.questions,
            { id: "question4", type: "short_text", label: "Votre disponibilité", required: true, step: 2 },
          ],
        }),
      ),
    );
  },
};

/** « Monter » and « Descendre » by keyboard: the focus follows the question, the move is announced. */
export const MoveByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const down = canvas.getByRole("button", { name: "Descendre la question « Votre prénom »" });
    down.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("heading", { name: "Question 2 : Votre prénom" })).toBeVisible();
    await expect(canvas.getByText("Question « Votre prénom » déplacée en position 2 sur 3.")).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Descendre la question « Votre prénom »" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    // At the end of the list, the focus goes to « Monter », the button still usable.
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Monter la question « Votre prénom »" })).toHaveFocus(),
    );
    await expect(canvas.getByRole("button", { name: "Descendre la question « Votre prénom »" })).toBeDisabled();

    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as { questions: { id: string }[] };
    await expect(sent.questions.map((item) => item.id)).toEqual(["remote", "experience", "firstName"]);
  },
};

/** Nothing goes out with a missing label or a choice with one answer: French messages at the inputs. */
export const CheckedBeforeSaving: Story = {
  play: async ({ args, canvas }) => {
    const first = question(canvas, /^Question 1/);
    await userEvent.clear(within(first).getByRole("textbox", { name: /^Libellé/ }));
    const choice = question(canvas, /^Question 2/);
    await userEvent.click(within(choice).getByRole("button", { name: /^Retirer la réponse 3/ }));
    await userEvent.click(within(choice).getByRole("button", { name: /^Retirer la réponse 2/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    const label = within(first).getByRole("textbox", { name: /^Libellé/ });
    await waitFor(() => expect(label).toHaveAccessibleDescription("Le libellé de la question est requis."));
    await expect(label).toHaveFocus();
    await expect(within(choice).getByText("Proposez au moins deux réponses.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal of the server lands at the question it names. */
export const RefusedByServer: Story = {
  args: {
    questionnaire: { ...exampleQuestionnaire, response_count: 0 },
    onSubmit: fn(async () => {
      throw new ApiError(
        400,
        "Question « Comment souhaitez-vous travailler ? » : des réponses existent déjà, son type ne peut plus changer.",
        "questions.1.type",
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    const choice = question(canvas, /^Question 2/);
    await expect(
      await within(choice).findByText(/des réponses existent déjà, son type ne peut plus changer/),
    ).toBeVisible();
  },
};

/** « Aperçu »: the unsaved label in the real renderer; nothing is saved, even when the preview is finished. */
export const Preview: Story = {
  play: async ({ args, canvas }) => {
    const label = within(question(canvas, /^Question 1/)).getByRole("textbox", { name: /^Libellé/ });
    await userEvent.clear(label);
    await userEvent.paste("Comment vous appelle-t-on ?");
    await userEvent.click(canvas.getByRole("button", { name: "Aperçu" }));
    const preview = await screen.findByRole("dialog", { name: "Aperçu : Votre profil candidat" });
    await waitFor(() => expect(within(preview).getByRole("heading", { name: "Étape 1 sur 2" })).toBeVisible());
    const answer = within(preview).getByRole("textbox", { name: /^Comment vous appelle-t-on \?/ });
    await userEvent.type(answer, "Camille");
    await userEvent.click(within(preview).getByRole("button", { name: "Suivant" }));
    await expect(await within(preview).findByRole("heading", { name: "Étape 2 sur 2" })).toBeVisible();
    await userEvent.click(within(preview).getByRole("radio", { name: "Hybride" }));
    await userEvent.click(within(preview).getByRole("button", { name: "Terminer l'aperçu" }));
    await expect(await within(preview).findByText("Fin de l'aperçu")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Aperçu" })).toHaveFocus());
  },
};

/** A question with answers keeps its type; a choice question's answers are edited in place. */
export const AnsweredQuestions: Story = {
  play: async ({ canvas }) => {
    const choice = question(canvas, /^Question 2/);
    await expect(within(choice).getByRole("combobox", { name: "Type" })).toBeDisabled();
    await expect(within(choice).getByText("Des réponses existent : le type ne change plus.")).toBeVisible();
    await userEvent.click(within(choice).getByRole("button", { name: /^Ajouter une réponse/ }));
    await waitFor(() => expect(within(choice).getByRole("textbox", { name: "Réponse 4" })).toHaveFocus());
    await expect(within(choice).getByRole("combobox", { name: "Colonne du profil remplie" })).toHaveTextContent(
      "remote_preference (profil candidat)",
    );
  },
};

/** A new question's type chosen by keyboard: a choice question starts with two answers to fill in. */
export const ChooseType: Story = {
  args: { questionnaire: { ...exampleQuestionnaire, response_count: 0, allowed_fields: [] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ajouter une question" }));
    const added = question(canvas, /^Question 4/);
    within(added).getByRole("combobox", { name: "Type" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "Choix multiple" }));
    await expect(within(added).getByRole("textbox", { name: "Réponse 1" })).toBeVisible();
    await expect(within(added).getByRole("textbox", { name: "Réponse 2" })).toBeVisible();
    await expect(within(added).getByRole("spinbutton", { name: "Nombre de choix au plus" })).toBeVisible();
    // A questionnaire for everyone fills no profile column: the choice is not offered.
    await expect(within(added).queryByRole("combobox", { name: "Colonne du profil remplie" })).toBeNull();
  },
};

const remote: Question = {
  id: "remote",
  type: "single_choice",
  label: "Comment souhaitez-vous travailler ?",
  required: true,
  field: "candidate_infos.remote_preference",
  vocabulary: "remotePreferences",
};

/**
 * A question that takes its answers from a vocabulary: they are listed, not edited, in the preview
 * too; the question is saved with the vocabulary's name only.
 */
export const VocabularyQuestion: Story = {
  args: { questionnaire: { ...exampleQuestionnaire, response_count: 0, questions: [remote] } },
  play: async ({ args, canvas }) => {
    const asked = question(canvas, /^Question 1/);
    const answers = within(asked).getByRole("group", { name: "Réponses proposées" });
    await expect(
      within(answers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(remotePreferences.map((code) => remotePreferenceLabels[code]));
    await expect(within(asked).queryByRole("button", { name: /^Ajouter une réponse/ })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Aperçu" }));
    const preview = await screen.findByRole("dialog", { name: "Aperçu : Votre profil candidat" });
    await expect(await within(preview).findByRole("radio", { name: remotePreferenceLabels.any })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ questions: [remote] })));
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>("[data-slot=questionnaire-form]")!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
