import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const NOT_SCRIPTS = {
  regex: "^(\\.\\.?/)+scripts/",
  message: "scripts/ holds tools a person runs: the site and the build never import them.",
}
const NOT_BUILD = {
  regex: "^(\\.\\./)+gatsby/",
  message: "gatsby/ is the build's: what both need lives in src/ (e.g. src/types/).",
}
const NOT_COMPONENTS = {
  regex: "^(\\.\\.?/)+src/components/",
  message:
    "src/components/ is the site's views: what the build needs of the site lives in a module that is not a component (src/routes.ts, src/page-context.ts, src/i18n/).",
}

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
      "supabase/",
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
  // Layers: the site never imports the build's modules or the scripts, and the build never imports
  // the scripts (tools a person runs, which may import both) or the site's components.
  // gatsby-browser.tsx and gatsby-ssr.tsx are the site's entries (they wrap its pages), so they may.
  {
    files: ["gatsby-browser.tsx", "gatsby-ssr.tsx", "functions/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_SCRIPTS] }] },
  },
  {
    files: ["gatsby/**", "gatsby-node.ts", "gatsby-config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_SCRIPTS, NOT_COMPONENTS] }] },
  },
  {
    files: ["src/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_SCRIPTS, NOT_BUILD] }] },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
)
