import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One flavour of zod everywhere: zod/mini, which the browser bundles and the server shares with it.
 * Every block that sets no-restricted-imports repeats it, since a later block's options replace an
 * earlier one's.
 */
const oneZod = ["zod", "zod/v4", "zod/v3"].map((name) => ({
  name,
  message: 'Use zod/mini, the one flavour of zod here: import { z } from "zod/mini".',
}));

/**
 * Imports flow one way. Browser side: @fuse/ui, @fuse/domain <- @fuse/features <- apps/platform.
 * Server side: @fuse/server-core <- @fuse/supabase-local (the stand-in, nothing of the product) and
 * @fuse/domain, @fuse/server-core <- @fuse/api <- apps/platform. @fuse/domain has no React and no
 * DOM; the server never loads the kit or the screens. Lint is the guard.
 */
const importDirection = (files, forbidden) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { paths: oneZod, patterns: forbidden }],
  },
});
const packageGroup = (name, dir) => [`@fuse/${name}`, `@fuse/${name}/*`, `**/${dir}/**`];
const noApp = {
  group: [...packageGroup("platform", "apps/platform")],
  message: "Packages know nothing of the app.",
};
const noFeatures = {
  group: [...packageGroup("features", "packages/features"), "**/features/src/**"],
  message: "@fuse/ui and the server's foundations know nothing of features.",
};
const noUiInternals = {
  group: ["**/packages/ui/src/**", "**/ui/src/**"],
  message: "Use the kit through its exports: @fuse/ui/<component>.",
};
const noUi = {
  group: [...packageGroup("ui", "packages/ui")],
  message: "This package knows nothing of the UI kit.",
};
const noApi = {
  group: [...packageGroup("api", "packages/api")],
  message: "Only the app composes the product API.",
};
const noStandIn = {
  group: [...packageGroup("supabase-local", "packages/supabase-local")],
  message: "The Supabase stand-in is composed by the app only; the product never depends on it.",
};
const noDomain = {
  group: [...packageGroup("domain", "packages/domain"), "**/domain/src/**"],
  message: "This package knows nothing of the product's rules.",
};
const noReact = {
  group: [
    "react",
    "react-dom",
    "react-dom/*",
    "react-router",
    "@tanstack/*",
    "react-hook-form",
    "@hookform/*",
    "@dnd-kit/*",
    "@stripe/*",
  ],
  message: "@fuse/domain has no React: rules, words and contracts only.",
};
/** The kit bundles the product's sanitising rule for SafeHtml and the editor, and nothing else of it. */
const onlyDomainSanitize = {
  regex: "^@fuse/domain(?!/sanitize$)|/domain/src/",
  message: "The kit knows nothing of the product: only @fuse/domain/sanitize.",
};
/** The domain may name the kit's place types (erased at run time), never load the kit. */
const noUiValues = {
  group: [...packageGroup("ui", "packages/ui")],
  allowTypeImports: true,
  message: "@fuse/domain never loads the UI kit (type imports of its place shapes aside).",
};
const noServer = {
  group: [...packageGroup("server-core", "packages/server-core")],
  message: "Browser packages know nothing of the server.",
};

/**
 * Query keys are written once, in a feature's key factory (`features/src/<feature>/api/keys.ts`):
 * elsewhere a `queryKey` or a key handed to the query client is a factory's, never an array literal,
 * so two screens cannot spell one key two ways.
 */
const keyMethods = "/^(getQueryData|setQueryData|getQueryState|getQueryDefaults|setQueryDefaults)$/";
const inlineKeyMessage = "Take query keys from the feature's key factory (features/src/<feature>/api/keys.ts).";
const inlineQueryKeys = [
  "Property[key.name='queryKey'] > ArrayExpression.value",
  "Property[key.name='queryKey'] > TSAsExpression.value > ArrayExpression.expression",
  `CallExpression[callee.property.name=${keyMethods}] > ArrayExpression.arguments:first-child`,
  `CallExpression[callee.property.name=${keyMethods}] > TSAsExpression.arguments:first-child > ArrayExpression.expression`,
].map((selector) => ({ selector, message: inlineKeyMessage }));
const keyFactories = ["**/api/keys.ts"];

/**
 * Dates and numbers are formatted in one place, @fuse/domain/format: each of the product's formats
 * once, dates in Paris time whatever the machine's zone. The kit formats for itself (it knows
 * nothing of the product), the Supabase stand-in too (it never imports the domain); tests and
 * scripts may build the text they expect or print.
 */
const localeFormatMessage =
  "Format dates and numbers with @fuse/domain/format/date or @fuse/domain/format/number (dates in Paris time).";
const localeFormats = [
  "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
  "CallExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
  "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
].map((selector) => ({ selector, message: localeFormatMessage }));
const localeFormatOwners = [
  "packages/domain/src/format/**",
  "packages/ui/**",
  "packages/supabase-local/**",
  "**/*.test.{ts,tsx}",
  "tests/**",
  "scripts/**",
  "packages/*/scripts/**",
];

/**
 * The browser's forms share one chunk of zod's code, which the sign-in page loads too: a schema
 * reached from a page does not bring zod schemas or checks that no form used before. These three
 * have light equivalents (refinements).
 */
const sharedZodMessage =
  "Every form loads the same zod chunk (/login too): use wholeNumber, within, atLeast, atMost or isPostalCode from @fuse/domain/api/request-fields, z.refine with a test, or z.custom.";
const heavierZod = ["int", "regex", "record", "minimum", "maximum", "gt", "gte", "lt", "lte", "multipleOf"].map(
  (property) => ({
    object: "z",
    property,
    message: sharedZodMessage,
  }),
);

/** One rule for both: a later block's list of restrictions replaces an earlier one's, whole. */
const restrictedSyntax = (files, ignores, restrictions) => ({
  files,
  ignores,
  rules: { "no-restricted-syntax": ["error", ...restrictions] },
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
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
      "no-restricted-imports": ["error", { paths: oneZod }],
    },
  },
  importDirection(["packages/ui/**"], [noApp, noFeatures, noApi, noStandIn, noServer, onlyDomainSanitize]),
  importDirection(["packages/html/**"], [noApp, noFeatures, noUi, noApi, noStandIn, noServer, noDomain]),
  importDirection(["packages/domain/**"], [noApp, noFeatures, noUiValues, noApi, noStandIn, noServer, noReact]),
  importDirection(["packages/features/**"], [noApp, noUiInternals, noApi, noStandIn, noServer]),
  importDirection(["packages/server-core/**"], [noApp, noFeatures, noUi, noApi, noStandIn, noDomain]),
  importDirection(["packages/supabase-local/**"], [noApp, noFeatures, noUi, noApi, noUiInternals, noDomain]),
  importDirection(["packages/api/**"], [noApp, noStandIn, noUiInternals, noFeatures, noUi]),
  importDirection(["apps/platform/**"], [noUiInternals]),
  restrictedSyntax(["**/*.{ts,tsx}"], keyFactories, inlineQueryKeys),
  restrictedSyntax(["**/*.{ts,tsx}"], [...keyFactories, ...localeFormatOwners], [...inlineQueryKeys, ...localeFormats]),
  restrictedSyntax(keyFactories, localeFormatOwners, localeFormats),
  {
    files: ["packages/domain/src/**/*.ts", "packages/features/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-properties": ["error", ...heavierZod] },
  },
);
