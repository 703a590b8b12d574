import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      "public-*/",
      ".cache/",
      ".netlify/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "static/",
      "supabase/migrations/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { ...globals.node, ...globals.jest, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "e2e/**"],
    languageOptions: { globals: { ...globals.jest } },
    // Tests break content files on purpose, so they handle loosely typed JSON.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Which module may import which, and no circles: .dependency-cruiser.cjs (also in `npm run lint`).
  // What it cannot see is how an import is spelled. Deno loads the modules the Supabase entry reaches
  // as written, so a neighbour is "./<module>.ts"; the Node-only modules (they import node: or
  // @netlify/blobs, so the entry never reaches them) are exempt.
  {
    files: ["functions/**/*.ts", "supabase/functions/**/*.ts"],
    ignores: [
      "functions/send-contact-email/{blobs-store,local,netlify,node-http,outbox-lock,outbox-store}.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/(?!.*\\.ts$)",
              message:
                "Deno loads this module as written: import a neighbour with its extension (./handler.ts, not ./handler).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
)
