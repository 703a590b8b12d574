/** @jest-environment node */
import fs from "node:fs"
import type http from "node:http"
import os from "node:os"
import path from "node:path"
import { notFoundPageFor, parseNotFoundRules } from "../gatsby/netlify-redirects"
import { createLocalServer, listen } from "../scripts/local-server"

/** public/_redirects as gatsby-adapter-netlify writes it for createRedirect({ statusCode: 404 }). */
const REDIRECTS = [
  "",
  "# gatsby-adapter-netlify start",
  "/ar/*  /ar/404.html  404",
  "/old/  /new/  301",
  "/fr/*  /fr/404.html  404  Language=fr",
  "# gatsby-adapter-netlify end",
].join("\n")

describe("404 rules in public/_redirects", () => {
  it("reads only plain 404 rules and picks the page for a path", () => {
    const rules = parseNotFoundRules(REDIRECTS)
    expect(rules).toEqual([{ from: "/ar/*", to: "/ar/404.html" }])
    expect(notFoundPageFor(rules, "/ar/no-such-page/")).toBe("/ar/404.html")
    expect(notFoundPageFor(rules, "/no-such-page/")).toBe("/404.html")
  })

  it("the local server answers an unknown /ar/ path with the Arabic 404 page, others with the site's", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
    fs.mkdirSync(path.join(root, "ar/about"), { recursive: true })
    fs.writeFileSync(path.join(root, "404.html"), "not found")
    fs.writeFileSync(path.join(root, "ar/404.html"), "غير موجود")
    fs.writeFileSync(path.join(root, "ar/about/index.html"), "عن الشركة")
    const server: http.Server = createLocalServer({ root, notFound: parseNotFoundRules(REDIRECTS) })
    try {
      const origin = await listen(server, "127.0.0.1", 0)
      const answer = async (urlPath: string) => {
        const response = await fetch(`${origin}${urlPath}`)
        return [response.status, await response.text()]
      }
      expect(await answer("/ar/no-such-page/")).toEqual([404, "غير موجود"])
      expect(await answer("/ar/about/")).toEqual([200, "عن الشركة"])
      expect(await answer("/no-such-page/")).toEqual([404, "not found"])
    } finally {
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
