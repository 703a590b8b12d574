/** @jest-environment node */
/**
 * Gatsby takes every export of gatsby-node.ts and gatsby-ssr.tsx for one of its APIs, and an
 * unknown one prints "ERROR #11329 API.NODE.VALIDATION" on every build and `npm start`: what the
 * hooks share lives in gatsby/ (gatsby/build/side-effect-free.ts, say).
 */
import apis from "gatsby/apis.json"
import * as node from "../gatsby-node"
import * as ssr from "../gatsby-ssr"

describe("the Gatsby entry files export only Gatsby's APIs", () => {
  it.each([
    ["gatsby-node.ts", node, apis.node],
    ["gatsby-ssr.tsx", ssr, apis.ssr],
  ])("%s", (_file, module, known) => {
    // `__esModule` is the compiled module's own mark, not an export Gatsby sees.
    const exported = Object.keys(module).filter((name) => name !== "__esModule")
    expect(exported.filter((name) => !(name in known))).toEqual([])
  })
})
