import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports flow one way: @fuse/ui <- @fuse/features <- apps/platform. Lint is the guard. */
const importDirection = (files, forbidden) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { patterns: forbidden }],
  },
});
const noApp = {
  group: ["@fuse/platform", "@fuse/platform/*", "**/apps/platform/**"],
  message: "Packages know nothing of the app.",
};
const noFeatures = {
  group: ["@fuse/features", "@fuse/features/*", "**/packages/features/**", "**/features/src/**"],
  message: "@fuse/ui knows nothing of features.",
};
const noUiInternals = {
  group: ["**/packages/ui/src/**", "**/ui/src/**"],
  message: "Use the kit through its exports: @fuse/ui/<component>.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "storybook-static/**",
      "coverage/**",
      "**/.generated/**",
      "tests/consumer/app/**",
      ".data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  importDirection(["packages/ui/**"], [noApp, noFeatures]),
  importDirection(["packages/features/**"], [noApp, noUiInternals]),
  importDirection(["apps/platform/**"], [noUiInternals]),
);
