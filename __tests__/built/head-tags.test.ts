/**
 * What search engines, share previews and the browser read from each built page's <head>: title,
 * description, canonical, hreflang, Open Graph, JSON-LD, the manifest and icons, and the page's own
 * Content-Security-Policy, which must allow exactly the inline scripts the page carries.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { LANGUAGES, localizedPath } from "../../src/i18n/languages"
import { EVERY_INDEXED_ROUTE, ROUTES } from "../../src/routes"
import { articlePath, insightPagePaths, publishedArticles } from "../../scripts/site-routes"
import { contentFile } from "../helpers/content"
import {
  builtFile,
  builtPage,
  filesIn,
  pngSize,
  PUBLIC_DIR,
  servedFrom,
  SITE_URL,
} from "../helpers/built-site"

const EVERY_PAGE = LANGUAGES.flatMap((language) =>
  ROUTES.map((route) => ({ language, route, path: localizedPath(language.code, route.path) })),
)
/** Every HTML page of the site's build (not the CMS's at /admin/, nor Gatsby's script slice). */
const builtPages = () =>
  filesIn(PUBLIC_DIR).filter((file) => file.endsWith(".html") && !/^\/(admin|_gatsby)\//.test(file))
const attribute = (document: Document, selector: string, name = "content") =>
  document.head.querySelector(selector)?.getAttribute(name)

describe.each(EVERY_PAGE)("$path", ({ language, route, path: pagePath }) => {
  const document = builtPage(pagePath)
  const meta = contentFile(language.code, "site").pages[route.key]

  it(`takes its title, description, canonical, alternates and Open Graph from content/${language.code}/site.json`, () => {
    expect(document.documentElement.lang).toBe(language.code)
    expect(document.documentElement.dir).toBe(language.dir)
    expect(document.title).toContain(meta.title)
    expect(attribute(document, 'meta[name="description"]')).toBe(meta.description)
    expect(attribute(document, 'link[rel="canonical"]', "href")).toBe(`${SITE_URL}${pagePath}`)
    for (const other of LANGUAGES)
      expect(attribute(document, `link[rel="alternate"][hreflang="${other.code}"]`, "href")).toBe(
        `${SITE_URL}${localizedPath(other.code, route.path)}`,
      )
    expect(attribute(document, 'link[rel="alternate"][hreflang="x-default"]', "href")).toBe(
      `${SITE_URL}${route.path}`,
    )
    expect(attribute(document, 'meta[property="og:url"]')).toBe(`${SITE_URL}${pagePath}`)
    expect(attribute(document, 'meta[property="og:title"]')).toBe(document.title)
    expect(attribute(document, 'meta[property="og:locale"]')).toBe(language.locale)
    const alternates = [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')]
    expect(alternates.map((element) => element.getAttribute("content"))).toEqual(
      LANGUAGES.filter((other) => other !== language).map((other) => other.locale),
    )
    expect(attribute(document, 'meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.png`)
  })

  it("links a web manifest of its language and an icon, both in the build", () => {
    const manifestPath = new URL(attribute(document, 'link[rel="manifest"]', "href")!, SITE_URL).pathname
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, manifestPath), "utf8"))
    expect(manifest).toMatchObject({ start_url: localizedPath(language.code, "/"), lang: language.code })
    const icon = attribute(document, 'link[rel="icon"]', "href")!
    expect(servedFrom(new URL(icon, SITE_URL).pathname)).toBe(true)
  })
})

it("every language has its own titles and descriptions", () => {
  for (const { key } of ROUTES) {
    const pages = LANGUAGES.map(({ code }) => contentFile(code, "site").pages[key])
    expect(new Set(pages.map((meta) => meta.title)).size).toBe(LANGUAGES.length)
    expect(new Set(pages.map((meta) => meta.description)).size).toBe(LANGUAGES.length)
  }
})

it("the sharing picture is a 1200 × 630 PNG in the build", () => {
  expect(pngSize(fs.readFileSync(path.join(PUBLIC_DIR, "og-image.png")))).toEqual([1200, 630])
})

describe.each(LANGUAGES)("the $code web manifest", ({ code }) => {
  it("names the firm in the language and every icon it lists is in the build", () => {
    const site = contentFile(code, "site")
    const manifestPath = new URL(
      attribute(builtPage(localizedPath(code, "/")), 'link[rel="manifest"]', "href")!,
      SITE_URL,
    ).pathname
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, manifestPath), "utf8"))
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons as { src: string }[])
      expect([icon.src, servedFrom(new URL(icon.src, `${SITE_URL}${manifestPath}`).pathname)]).toEqual([
        icon.src,
        true,
      ])
  })
})

describe.each(LANGUAGES)("JSON-LD in $code", ({ code }) => {
  it(`describes the firm with the facts in content/${code}/site.json, in the page's language`, () => {
    const site = contentFile(code, "site")
    const blocks = [
      ...builtPage(localizedPath(code, "/about/")).querySelectorAll('script[type="application/ld+json"]'),
    ]
    expect(blocks).toHaveLength(1)
    const data = JSON.parse(blocks[0].textContent!)
    expect(data["@context"]).toBe("https://schema.org")
    const [organization, webPage] = data["@graph"]
    expect(organization).toMatchObject({
      "@type": "ProfessionalService",
      name: site.name,
      url: `${SITE_URL}${localizedPath(code, "/")}`,
      foundingDate: String(site.founded.year),
      email: site.contact.email,
      telephone: site.contact.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.contact.address.street,
        addressLocality: site.contact.address.city,
        addressCountry: site.contact.address.country,
      },
      contactPoint: { "@type": "ContactPoint", email: site.contact.email, telephone: site.contact.phone },
      sameAs: site.social.map((profile: { url: string }) => profile.url),
    })
    expect(organization.areaServed.map((place: { name: string }) => place.name)).toEqual(site.areasServed)
    expect(organization.foundingLocation.address.addressCountry).toBe(site.founded.country)
    expect(webPage).toMatchObject({
      "@type": "WebPage",
      inLanguage: code,
      url: `${SITE_URL}${localizedPath(code, "/about/")}`,
    })
  })
})

describe("each article describes itself to search engines and share previews", () => {
  const articles = LANGUAGES.flatMap(({ code }) => publishedArticles(code))
  const translations = (key: string) => articles.filter((article) => article.key === key)

  it.each(articles.map((article) => [articlePath(article), article] as const))(
    "%s: BlogPosting, Open Graph article, its own share card, hreflang only to its translations",
    (pagePath, article) => {
      const document = builtPage(pagePath)
      const [block] = [...document.querySelectorAll('script[type="application/ld+json"]')]
      const posting = JSON.parse(block.textContent!)["@graph"].find(
        (node: { "@type": string }) => node["@type"] === "BlogPosting",
      )
      const author = contentFile(article.lang, "authors").authors.find(
        (person: { id: string }) => person.id === article.frontmatter.author,
      )!
      const date = String(article.frontmatter.date)
      expect(posting).toMatchObject({
        headline: String(article.frontmatter.title),
        inLanguage: article.lang,
        datePublished: date,
        author: { "@type": "Person", name: author.name, jobTitle: author.role },
        url: `${SITE_URL}${pagePath}`,
      })
      expect(attribute(document, 'meta[property="og:type"]')).toBe("article")
      expect(attribute(document, 'meta[property="article:published_time"]')).toBe(date)
      const image = attribute(document, 'meta[property="og:image"]')!
      expect(image).toBe(posting.image)
      expect(image).toMatch(new RegExp(`^${SITE_URL}/static/share-cards/[0-9a-f]{20}\\.png$`))
      expect(pngSize(fs.readFileSync(path.join(PUBLIC_DIR, new URL(image).pathname)))).toEqual([1200, 630])

      const others = translations(article.key)
      const hreflang = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ])
      if (others.length === 1) {
        expect(hreflang).toEqual([])
        expect(document.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(0)
      } else {
        const english = others.find((other) => other.lang === LANGUAGES[0].code) ?? others[0]
        expect(hreflang.sort()).toEqual(
          [
            ...others.map((other) => [other.lang, `${SITE_URL}${articlePath(other)}`]),
            ["x-default", `${SITE_URL}${articlePath(english)}`],
          ].sort(),
        )
      }
    },
  )

  it.each(articles.map((article) => [articlePath(article)] as const))(
    "%s: asks for its cover from the head, before any style or in-page face, the file its picture shows",
    (pagePath) => {
      const document = builtPage(pagePath)
      const preload = document.head.querySelector('link[rel="preload"][as="image"]')!
      const source = document.querySelector("main picture source")!
      expect(preload.getAttribute("type")).toBe(source.getAttribute("type"))
      expect(preload.getAttribute("imagesrcset")).toBe(source.getAttribute("srcset"))
      expect(preload.getAttribute("imagesizes")).toBe(source.getAttribute("sizes"))
      const firstStyle = document.head.querySelector("style")!
      expect(preload.compareDocumentPosition(firstStyle) & preload.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    },
  )

  it("sharing is plain links to the networks, and no page embeds another site's frame or script", () => {
    const [article] = publishedArticles("en")
    const document = builtPage(articlePath(article))
    const url = encodeURIComponent(`${SITE_URL}${articlePath(article)}`)
    const links = [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href")!)
    expect(links).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`)
    expect(links.some((href) => new RegExp(`^https://wa\\.me/\\?text=.*${url}$`).test(href))).toBe(true)
    for (const file of filesIn(PUBLIC_DIR).filter(
      (name) => name.endsWith(".html") && !name.startsWith("/admin/"),
    )) {
      const page = builtPage(file)
      expect([
        file,
        page.querySelectorAll("iframe, script[src^='http'], link[href^='http'][rel='stylesheet']").length,
      ]).toEqual([file, 0])
    }
  })
})

describe("every page's own Content-Security-Policy", () => {
  const pages = builtPages()
  const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

  it("covers every page of the build", () => {
    const paths = new Set([...EVERY_PAGE.map((page) => page.path), ...insightPagePaths()])
    expect(pages.length).toBeGreaterThanOrEqual(paths.size)
  })

  it.each(pages)(
    "%s allows exactly its inline scripts, by hash, never eval, and leaves frame-ancestors to the header",
    (file) => {
      const document = builtPage(file)
      const policy = document.head
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute("content")
      expect(policy).toContain("default-src 'self'")
      // (The search pages' 'wasm-unsafe-eval' compiles WebAssembly only: no eval.)
      expect(policy).not.toContain("'unsafe-eval'")
      // What only a header can carry is in the headers (__tests__/built/site-files.test.ts).
      expect(policy).not.toContain("frame-ancestors")
      const scriptSrc = policy!
        .split(";")
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith("script-src "))!
      const inline = [...document.querySelectorAll("script:not([src])")]
        .filter(
          (script) =>
            !["application/ld+json", "application/json"].includes(script.getAttribute("type") ?? ""),
        )
        .map((script) => sha256(script.textContent!))
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(
        scriptSrc
          .split(" ")
          .filter((source) => source.startsWith("'sha256-"))
          .sort(),
      ).toEqual([...new Set(inline)].sort())
    },
  )
})

describe("what crawlers and browsers need of every page (Lighthouse's SEO and best-practices checks that need no browser)", () => {
  const listed = new Set([...EVERY_INDEXED_ROUTE, ...insightPagePaths()].map((route) => `${route}index.html`))

  it.each(builtPages())(
    "%s declares its doctype and charset, has no NUL inside a word, its links can be followed, and crawlers index it if the sitemap lists it",
    (file) => {
      expect(builtFile(file).startsWith("<!DOCTYPE html>")).toBe(true)
      expect(builtFile(file)).not.toContain("\u0000")
      const document = builtPage(file)
      expect(document.head.querySelector("meta[charset]")?.getAttribute("charset")?.toLowerCase()).toBe(
        "utf-8",
      )
      const unfollowable = [...document.querySelectorAll("a")]
        .map((link) => link.getAttribute("href"))
        .filter((href) => href === null || href.trim() === "" || /^javascript:/i.test(href))
      expect(unfollowable).toEqual([])
      const noindex = /noindex/.test(attribute(document, 'meta[name="robots"]') ?? "")
      expect(noindex).toBe(!listed.has(file))
    },
  )
})
