import { withThemeByDataAttribute } from "@storybook/addon-themes";
import type { Preview } from "@storybook/react-vite";

import { dismissToast } from "@fuse/ui/toast-store";

import "./preview.css";

const preview = {
  tags: ["autodocs"],
  // Toasts live in a module-wide store: one story's must not show in the next.
  beforeEach: () => dismissToast(),
  parameters: {
    layout: "centered",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story's test run (Storybook's Vitest addon), not just show in the panel.
    a11y: { test: "error" },
    docs: { toc: true },
  },
  decorators: [
    withThemeByDataAttribute({
      themes: { clair: "light", sombre: "dark" },
      defaultTheme: "clair",
      attributeName: "data-theme",
    }),
  ],
} satisfies Preview;

export default preview;
