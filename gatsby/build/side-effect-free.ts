/**
 * Modules webpack may leave out of a bundle while nothing uses them, though it cannot tell on its
 * own that they have no side effects (onCreateWebpackConfig in gatsby-node.ts gives each a
 * `sideEffects: false` rule; docs/machinery.md says what each saves). Kept out of gatsby-node.ts,
 * where Gatsby takes every export for an API and reports an unknown one as an error.
 */

/** A package that says nothing of side effects, though it has none. */
export const HOIST_NON_REACT_STATICS = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/

/** The enquiry contract: constants and pure functions, importing nothing. */
export const ENQUIRY_CONTRACT = /[\\/]functions[\\/]send-contact-email[\\/]contract\.ts$/

export const SIDE_EFFECT_FREE_RULES = [HOIST_NON_REACT_STATICS, ENQUIRY_CONTRACT].map((test) => ({
  test,
  sideEffects: false,
}))
