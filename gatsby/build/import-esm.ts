/**
 * Loads a package that is an ES module only (pagefind) from gatsby-node, which Gatsby compiles to
 * CommonJS with Parcel: a static import of one is bundled and fails as the build starts ("Cannot
 * access 'S' before initialization"), and `await import()` is compiled to require(), which the
 * package's exports refuse ("No exports main defined"). Node's own import(), out of the compiler's
 * sight, loads it. Without this, `gatsby build` stops at onPostBuild.
 */
export const importEsm = new Function("specifier", "return import(specifier)") as <T>(
  specifier: string,
) => Promise<T>
