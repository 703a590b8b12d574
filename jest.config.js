// Gatsby's documented Jest set-up (examples/using-jest): babel-preset-gatsby as the transform (kept
// out of a root Babel config so builds use Gatsby's own), the Gatsby mock in __mocks__/, the
// loader global and __PATH_PREFIX__.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}

/**
 * Suites that start servers, databases, chromium or a child process, or draw PDF pages: about
 * three quarters of the unit run's time. `npm run check` leaves them out (`--selectProjects fast`);
 * `npm test` (`npm run test:unit`) runs both projects.
 */
const SLOW = [
  "enquiry-http", // real HTTP servers
  "enquiry-stores", // Postgres (PGlite) and the Netlify Blobs server
  "enquiry-erasure", // the same engines, and the privacy-request command in child processes
  "enquiry-retention", // the same engines, and the enquiries command in child processes
  "local-server", // a server in a child process, pipelining clients
  "outbox-faults", // storage faults on a tmpfs, mid-fill over HTTP
  "profile-books", // pdf.js draws every page
  "profile-pdf", // chromium prints the PDFs
  "content-types", // the generator in a child process
  "import-layers", // the lint step's import rules in a child process
]
const slow = `<rootDir>/__tests__/(${SLOW.join("|")})\\.test\\.tsx?$`

const shared = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", babelOptions] },
  moduleNameMapper: {
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "<rootDir>/__tests__/helpers/",
    "\\.cache",
    "\\.netlify",
    "<rootDir>.*/public",
    "<rootDir>/e2e",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "", ___loader: { enqueue: () => undefined } },
  setupFilesAfterEnv: ["@testing-library/jest-dom"],
}

/**
 * Tests that read what the build wrote (public/, public-prefixed/): `npm test` runs them after both
 * builds. Head tags, sitemap, feeds, headers and the pages' server HTML are checked here, once,
 * rather than in a browser on every visit (docs/testing.md).
 */
const built = "<rootDir>/__tests__/built/"

module.exports = {
  // Jest's default keeps one core for itself, which on CI's two runs the suites one at a time; the
  // slow suites mostly wait on servers and child processes, so two workers halve the unit stage.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: "fast",
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, slow, built],
    },
    { ...shared, displayName: "slow", testMatch: SLOW.map((name) => `<rootDir>/__tests__/${name}.test.ts`) },
    { ...shared, displayName: "built", testMatch: [`${built}**/*.test.ts`] },
  ],
}
