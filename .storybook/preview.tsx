import { withThemeByDataAttribute } from "@storybook/addon-themes";
import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";

import { dismissToast } from "@fuse/ui/toast-store";

import "./preview.css";

// A play function's waitFor and findBy wait up to 5 s (1 s by default) for what the user would see:
// on a loaded two-core machine, a menu or a dialog opening may take longer than a second.
configure({ asyncUtilTimeout: 5000 });

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
