/** @jest-environment node */
import fs from "node:fs"
import type http from "node:http"
import os from "node:os"
import path from "node:path"
import { fallbackFor, parseFallbackRules } from "../scripts/netlify/redirects-file"
import { createLocalServer, listen } from "../scripts/local-server"

/** public/_redirects as gatsby-adapter-netlify writes it: createRedirect({ statusCode: 404 }), a matchPath page. */
const REDIRECTS = [
  "",
  "# gatsby-adapter-netlify start",
  "/page-data/ar/*  /page-data/ar/[...]  200",
  "/ar/*  /ar/404.html  404",
  "/ar/*  /ar/[...].html  200",
  "/old/  /new/  301",
  "/fr/*  /fr/404.html  404  Language=fr",
  "# gatsby-adapter-netlify end",
].join("\n")

describe("fallback rules in public/_redirects", () => {
  it("reads plain 404 and 200 rules and, like Netlify, takes the first that matches", () => {
    const rules = parseFallbackRules(REDIRECTS)
    expect(rules).toEqual([
      { from: "/page-data/ar/*", to: "/page-data/ar/[...]", status: 200 },
      { from: "/ar/*", to: "/ar/404.html", status: 404 },
      { from: "/ar/*", to: "/ar/[...].html", status: 200 },
    ])
    expect(fallbackFor(rules, "/ar/no-such-page/")).toEqual({
      from: "/ar/*",
      to: "/ar/404.html",
      status: 404,
    })
    expect(fallbackFor(rules, "/page-data/ar/no-such-page/page-data.json").to).toBe("/page-data/ar/[...]")
    expect(fallbackFor(rules, "/no-such-page/")).toEqual({ to: "/404.html", status: 404 })
  })

  it("the local server answers an unknown /ar/ path with the Arabic 404 page, others with the site's", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
    fs.mkdirSync(path.join(root, "ar/about"), { recursive: true })
    fs.writeFileSync(path.join(root, "404.html"), "not found")
    fs.writeFileSync(path.join(root, "ar/404.html"), "غير موجود")
    fs.writeFileSync(path.join(root, "ar/about/index.html"), "عن الشركة")
    fs.mkdirSync(path.join(root, "page-data/ar"), { recursive: true })
    fs.writeFileSync(path.join(root, "page-data/ar/[...]"), '{"path":"/ar/404/"}')
    const server: http.Server = createLocalServer({ root, fallbacks: parseFallbackRules(REDIRECTS) })
    try {
      const origin = await listen(server, "127.0.0.1", 0)
      const answer = async (urlPath: string) => {
        const response = await fetch(`${origin}${urlPath}`)
        return [response.status, await response.text()]
      }
      expect(await answer("/ar/no-such-page/")).toEqual([404, "غير موجود"])
      expect(await answer("/ar/about/")).toEqual([200, "عن الشركة"])
      expect(await answer("/no-such-page/")).toEqual([404, "not found"])
      // The data of the page with a matchPath, under the name Gatsby's router asks for.
      expect(await answer("/page-data/ar/no-such-page/page-data.json")).toEqual([200, '{"path":"/ar/404/"}'])
    } finally {
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
