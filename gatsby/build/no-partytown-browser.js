// Stands in for gatsby/dist/internal-plugins/partytown/gatsby-browser.js in the browser bundle
// (gatsby/build/no-partytown.ts): its one hook does something only under `gatsby develop`.
exports.onInitialClientRender = function onInitialClientRender() {}
