// Visual regression without a network: key stories rendered in Chromium and compared with
// baselines committed under __screenshots__ (Chromium on Linux). After an intended change:
// `npm run test:update-screenshots`, then review the images.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { beforeAll, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import preview from "../../.storybook/preview";
import * as buttonStories from "../../packages/ui/src/components/button.stories";
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

const button = composeStories(buttonStories);
const theme = composeStories(themeStories);

type Case = [name: string, Story: React.ComponentType, scheme?: "dark"];

const cases: Case[] = [
  ["button-variants", button.Variants],
  ["button-sizes", button.Sizes],
  ["button-loading", button.Loading],
  ["button-variants-dark", button.Variants, "dark"],
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
