// Gatsby's documented Jest set-up (examples/using-jest): babel-preset-gatsby as the transform (kept
// out of a root Babel config so builds use Gatsby's own), the Gatsby mock in __mocks__/, the
// loader global and __PATH_PREFIX__.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}

module.exports = {
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
