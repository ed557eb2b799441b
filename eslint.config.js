// One lint setup for every workspace (docs/architecture.md): typescript-eslint's recommended rules, the rules of
// hooks and accessibility for the client, no import cycles anywhere (type imports included), and the client's
// layering as bulletproof-react keeps it: components and lib import no feature, features never import each other,
// app composes them.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import local from "./lint-rules/import-cycle.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "client/src/gql/**",
      "client/src/gql-admin/**",
      "prisma/generated/**",
      "gateway/src/rest/generated/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      ".data/**",
      // Loops kept on purpose for the lint rules' own tests (test/import-cycle-rule.test.ts).
      "test/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local },
    settings: {
      // The resolver import-x would use, read by the cycle rule.
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: [
            "client/tsconfig.json",
            "gateway/tsconfig.json",
            "schema/tsconfig.json",
            "prisma/tsconfig.json",
            "tsconfig.json",
          ],
        }),
      ],
    },
    rules: {
      // Type imports included (lint-rules/import-cycle.js): import-x's no-cycle skips them, which let a four-file
      // loop into the mock tests and type-only loops into the gateway, the client and the bench.
      "local/import-cycle": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, boundaries },
    settings: {
      "boundaries/elements": [
        { type: "app", pattern: "client/src/app/**" },
        { type: "feature", pattern: "client/src/features/*/**", capture: ["feature"] },
        { type: "shared", pattern: "client/src/(components|lib|i18n|testing)/**" },
      ],
      "boundaries/include": ["client/src/**/*"],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first field takes the focus, as MUI's own dialog examples do; plain DOM elements must not.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "shared" } },
              disallow: [{ to: { element: { type: ["feature", "app"] } } }],
              message: "components and lib import no feature and no route",
            },
            {
              from: { element: { type: "feature" } },
              disallow: [{ to: { element: { type: "app" } } }],
              message: "a feature does not import the app's routes",
            },
            {
              from: { element: { type: "feature" } },
              disallow: [{ to: { element: { type: "feature", captured: { feature: "!{{from.feature}}" } } } }],
              message: "features never import each other: compose them in app/routes",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and harnesses read answers as untyped JSON.
    files: ["**/*.test.ts", "**/*.test.tsx", "gateway/test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["gateway/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/client/src/**"], message: "the gateway reads the client through its package exports" },
          ],
        },
      ],
    },
  },
);
