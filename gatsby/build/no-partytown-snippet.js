// Stands in for gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet in the browser
// bundle (gatsby/build/no-partytown.ts): Gatsby calls it only under `gatsby develop`.
exports.injectPartytownSnippet = function injectPartytownSnippet() {}
