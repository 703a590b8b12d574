/** @jest-environment node */
import { onCreateWebpackConfig } from "../gatsby-node"

describe("source maps stay out of what visitors download (finding 8)", () => {
  it("has webpack write no source map for the browser bundle, and leaves the other stages alone", () => {
    const configs: Record<string, { devtool?: unknown }> = {}
    for (const stage of ["develop", "build-javascript", "build-html"]) {
      const record = (config: { devtool?: unknown }) => (configs[stage] = config)
      const actions = { setWebpackConfig: record, replaceWebpackConfig: record }
      const getConfig = () => ({ devtool: "source-map", optimization: { splitChunks: { cacheGroups: {} } } })
      ;(onCreateWebpackConfig as (args: unknown) => void)({ stage, actions, getConfig })
    }
    expect(configs["build-javascript"].devtool).toBe(false)
    expect(configs.develop).toBeUndefined()
    expect(configs["build-html"]).toBeUndefined()
  })
})
