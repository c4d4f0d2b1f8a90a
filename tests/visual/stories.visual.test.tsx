// Visual regression without a network: key stories rendered in Chromium and compared with
// baselines committed under __screenshots__ (Chromium on Linux). After an intended change:
// `npm run test:update-screenshots`, then review the images.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { beforeAll, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import preview from "../../.storybook/preview";
import * as avatarStories from "../../packages/ui/src/components/avatar.stories";
import * as badgeStories from "../../packages/ui/src/components/badge.stories";
import * as buttonStories from "../../packages/ui/src/components/button.stories";
import * as cardStories from "../../packages/ui/src/components/card.stories";
import * as emptyStateStories from "../../packages/ui/src/components/empty-state.stories";
import * as errorPageStories from "../../packages/ui/src/components/error-page.stories";
import * as fieldStories from "../../packages/ui/src/components/field.stories";
import * as selectStories from "../../packages/ui/src/components/select.stories";
import * as stepperStories from "../../packages/ui/src/components/stepper.stories";
import * as themeStories from "../../packages/ui/src/styles/theme.stories";

const annotations = setProjectAnnotations([preview]);
beforeAll(async () => {
  await annotations.beforeAll?.();
  // Animations (spinners, progress) would make every capture differ.
  const freeze = document.createElement("style");
  freeze.textContent =
    "*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }";
  document.head.append(freeze);
});

const avatar = composeStories(avatarStories);
const badge = composeStories(badgeStories);
const button = composeStories(buttonStories);
const card = composeStories(cardStories);
const emptyState = composeStories(emptyStateStories);
const errorPage = composeStories(errorPageStories);
const field = composeStories(fieldStories);
const select = composeStories(selectStories);
const stepper = composeStories(stepperStories);
const theme = composeStories(themeStories);

type Case = [name: string, Story: React.ComponentType, scheme?: "dark"];

const cases: Case[] = [
  ["button-variants", button.Variants],
  ["button-sizes", button.Sizes],
  ["button-loading", button.Loading],
  ["button-variants-dark", button.Variants, "dark"],
  ["avatar-sizes", avatar.Sizes],
  ["avatar-group", avatar.Group],
  ["badge-variants", badge.Variants],
  ["card-with-action", card.WithAction],
  ["empty-state", emptyState.WithAction],
  ["error-page-404", errorPage.NotFound],
  ["error-page-500-dark", errorPage.ServerError, "dark"],
  ["field-invalid", field.Invalid],
  ["select-closed", select.Default],
  ["stepper", stepper.Default],
  ["theme-light", theme.Light],
  ["theme-dark", theme.Dark, "dark"],
];

describe("key stories look as approved", () => {
  it.each(cases)("%s", async (name, Story, scheme) => {
    await page.viewport(800, 600);
    // The toolbar's theme global is a Storybook UI concern; here the attribute is set directly.
    const screen = await render(
      <div data-testid="frame" data-theme={scheme} className="inline-block bg-background p-4 text-foreground">
        <Story />
      </div>,
    );
    await expect.element(screen.getByTestId("frame")).toMatchScreenshot(name);
  });
});
