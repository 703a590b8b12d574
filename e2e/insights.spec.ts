/**
 * The Insights as a reader meets them in chromium, in both languages: the lists newest first, an
 * article with its dates, reading time, author, cover, contents, anchors, services, neighbours and
 * the enquiry call; sharing by plain links; what search engines and share previews read (hreflang
 * only where a translation exists, JSON-LD, the share card, the feed, the sitemap's lastmod); the
 * language menu on an article with no translation; the home page and /services/; and axe.
 */
import config from "../gatsby-config"
import type { ArticleFile } from "../gatsby/insights/article-files"
import {
  chooseLanguage,
  content,
  expect,
  expectNoAxeViolations,
  publishedArticles as articles,
  test,
} from "./fixtures"

const SITE_URL = (config.siteMetadata as { siteUrl: string }).siteUrl

const title = (article: ArticleFile) => String(article.frontmatter.title)
const pathOf = (article: ArticleFile) =>
  `${article.lang === "en" ? "" : `/${article.lang}`}/insights/${String(article.frontmatter.slug)}/`
const words = (lang: string) => content(lang, "interface").insights
const site = (lang: string) => content(lang, "site")

const [gulf] = articles("en").filter((article) => article.key === "gulf-market-entry")
const [gulfArabic] = articles("ar").filter((article) => article.key === "gulf-market-entry")
// Every article is in every language today; an article a language lacks is then checked when one exists
// (the language menu's note is also checked in __tests__/header.test.tsx, the alternates in insight-pages).
const untranslated = articles("en").find(
  (article) => !articles("ar").some((other) => other.key === article.key),
)
const arabicNotInFrench = articles("ar").find(
  (article) => !articles("fr").some((other) => other.key === article.key),
)
const EVERY_ARTICLE_TRANSLATED = "every article is in every language"

for (const lang of ["en", "ar", "fr"]) {
  const list = lang === "en" ? "/insights/" : `/${lang}/insights/`
  test(`${list} lists every article of the language, newest first, each a link to it @also-mobile`, async ({
    page,
  }) => {
    await page.goto(list)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site(lang).insights.title)
    const titles = page.getByRole("main").getByRole("heading", { level: 2 })
    await expect(titles).toHaveText(articles(lang).map(title))
    const [newest] = articles(lang)
    await page.getByRole("link", { name: title(newest), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(newest)}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(newest))
  })
}

test("a service's topic page lists only the articles related to it", async ({ page }) => {
  await page.goto("/insights/")
  await page
    .getByRole("navigation", { name: words("en").topics })
    .getByRole("link", { name: "Financial Advisory" })
    .click()
  await expect(page).toHaveURL(/\/insights\/topics\/financial-advisory\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights on Financial Advisory")
  const related = articles("en").filter((article) =>
    (article.frontmatter.services as string[]).includes("financial-advisory"),
  )
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(related.map(title))
})

test("an article shows its date, reading time, author and cover, and leads on to services, neighbours and the enquiry form @also-mobile", async ({
  page,
}) => {
  await page.goto(pathOf(gulf))
  const header = page.getByRole("main").locator("header").first()
  await expect(header.locator("time")).toHaveText("September 15, 2026")
  await expect(header.locator("time")).toHaveAttribute("datetime", "2026-09-15")
  await expect(header).toContainText("4 min read")
  await expect(header).toContainText("Rania Khoury")
  await expect(header).toContainText("Managing Partner")

  // The cover through the site's sharp pipeline: every format, responsive widths, its size set.
  const cover = page.getByRole("img", { name: String((gulf.frontmatter.cover as { alt: string }).alt) })
  await expect(cover).toHaveAttribute("width", /\d+/)
  await expect(cover).toHaveAttribute("height", /\d+/)
  const sources = cover.locator("xpath=..").locator("source")
  await expect(sources).toHaveCount(2)
  await expect(sources.first()).toHaveAttribute("type", "image/avif")
  await expect(sources.first()).toHaveAttribute("srcset", /\d+w,/)
  const figure = page.getByRole("img", { name: /^The five decisions as a path/ })
  await figure.scrollIntoViewIfNeeded()
  await expect
    .poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  await expect(page.getByRole("region", { name: words("en").relatedServices }).getByRole("link")).toHaveText([
    "Strategic Consulting",
    "Market Expansion",
  ])
  const more = page.getByRole("navigation", { name: words("en").articleNavigation })
  await expect(more.getByRole("link")).toHaveCount(2)
  await page.getByRole("link", { name: words("en").enquire }).click()
  await expect(page).toHaveURL(/\/contact\/$/)
})

test("a long article's contents lead to its sections, and each heading links to itself", async ({ page }) => {
  await page.goto(pathOf(gulf))
  // Once the site's scripts run: the jump to a section re-rendered the page (a new address), and
  // the article gave up its server HTML for a moment, which left the reader at the top.
  await expect
    .poll(() => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader))
    .toBe("object")
  const contents = page.getByRole("navigation", { name: words("en").contents })
  await contents
    .getByRole("link", { name: "4. Where will you pay tax, and can you show substance there?" })
    .click()
  await expect(page).toHaveURL(/#4-where-will-you-pay-tax-and-can-you-show-substance-there$/)
  const heading = page.getByRole("heading", { level: 2, name: /^4\. Where will you pay tax/ })
  await expect(heading).toBeInViewport()
  await page.waitForTimeout(1_000)
  await expect(heading).toBeInViewport()
  await expect(heading.getByRole("link")).toHaveAttribute(
    "href",
    "#4-where-will-you-pay-tax-and-can-you-show-substance-there",
  )
  // Below the fixed header, not under it.
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(72)
})

test("sharing is plain links: nothing is asked of another site until a reader follows one", async ({
  page,
  requests,
}) => {
  await page.goto(pathOf(gulf))
  await page.waitForLoadState("networkidle")
  const share = page.getByRole("region", { name: words("en").share })
  const url = encodeURIComponent(`${SITE_URL}${pathOf(gulf)}`)
  await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  )
  await expect(share.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${url}$`),
  )
  await expect(page.locator("iframe, script[src^='http']")).toHaveCount(0)
  // The fixture fails the test if anything left 127.0.0.1; the list is checked here too.
  expect(requests.filter((request) => !request.startsWith("http://127.0.0.1"))).toEqual([])
})

test("a translated article names its translation for search engines and in the language menu", async ({
  page,
}) => {
  await page.goto(pathOf(gulf))
  const head = page.locator("head")
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${SITE_URL}${pathOf(gulf)}`,
  )
  await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    "href",
    `${SITE_URL}${pathOf(gulfArabic)}`,
  )
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${SITE_URL}${pathOf(gulf)}`,
  )
  await chooseLanguage(page, "العربية")
  await expect(page).toHaveURL(new RegExp(`${pathOf(gulfArabic)}$`))
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(gulfArabic))
})

test("an article with no translation has no hreflang, and the language menu goes to each other language's list and says so @also-mobile", async ({
  page,
}) => {
  test.skip(!untranslated, EVERY_ARTICLE_TRANSLATED)
  await page.goto(pathOf(untranslated!))
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
  await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveCount(0)
  await chooseLanguage(page, `العربية (${words("en").otherLanguageList})`)
  await expect(page).toHaveURL(/\/ar\/insights\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site("ar").insights.title)
  // From an Arabic article that French lacks, the French link says so in Arabic.
  if (!arabicNotInFrench) return
  await page.goto(pathOf(arabicNotInFrench))
  await chooseLanguage(page, `Français (${words("ar").otherLanguageList})`)
  await expect(page).toHaveURL(/\/fr\/insights\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site("fr").insights.title)
})

test("a French article reads in French: its date, its reading time and its neighbours' languages", async ({
  page,
}) => {
  const [french] = articles("fr")
  await page.goto(pathOf(french))
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  const meta = page.getByRole("main").locator("time").first()
  await expect(meta).toHaveText(
    new Intl.DateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(String(french.frontmatter.date)),
    ),
  )
  await expect(page.getByText(/\d+ minutes? de lecture/)).toBeVisible()
  // Its English original has another slug: the menu goes there, not to /insights/<French slug>/.
  const [english] = articles("en").filter((article) => article.key === french.key)
  await chooseLanguage(page, "English")
  await expect(page).toHaveURL(new RegExp(`${pathOf(english)}$`))
})

test("each article describes itself to search engines and share previews: JSON-LD, Open Graph and its share card", async ({
  page,
  request,
}) => {
  await page.goto(pathOf(gulfArabic))
  const [block] = await page.locator('script[type="application/ld+json"]').allTextContents()
  const posting = JSON.parse(block)["@graph"].find(
    (node: { "@type": string }) => node["@type"] === "BlogPosting",
  )
  expect(posting).toMatchObject({
    headline: title(gulfArabic),
    inLanguage: "ar",
    datePublished: "2026-09-22",
    dateModified: "2026-09-22",
    author: { "@type": "Person", name: "رانيا خوري", jobTitle: "الشريكة المديرة" },
    url: `${SITE_URL}${pathOf(gulfArabic)}`,
  })
  const head = page.locator("head")
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    "2026-09-22",
  )
  const image = await head.locator('meta[property="og:image"]').getAttribute("content")
  expect(image).toBe(posting.image)
  expect(image).toMatch(new RegExp(`^${SITE_URL}/static/share-cards/[0-9a-f]{20}\\.png$`))
  const card = await request.get(new URL(image!).pathname)
  expect(card.status()).toBe(200)
  expect(card.headers()["content-type"]).toBe("image/png")
  const png = await card.body()
  // The PNG header: 1200 × 630, the size every network's preview expects.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

for (const lang of ["en", "ar"]) {
  test(`the ${lang} Insights pages link their RSS feed, which lists the language's articles`, async ({
    page,
    request,
  }) => {
    await page.goto(lang === "en" ? "/insights/" : "/ar/insights/")
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(feed).toHaveCount(1)
    const href = (await feed.getAttribute("href"))!
    expect(href).toBe(lang === "en" ? "/insights/rss.xml" : "/ar/insights/rss.xml")
    const xml = await (await request.get(href)).text()
    expect(xml).toContain(`<language><![CDATA[${lang}]]></language>`)
    // The channel's own link is this language's list, the page the feed stands for.
    expect(xml).toMatch(
      new RegExp(`<channel>[\\s\\S]*?<link>${SITE_URL}${lang === "en" ? "" : "/ar"}/insights/</link>`),
    )
    for (const article of articles(lang)) expect(xml).toContain(`<link>${SITE_URL}${pathOf(article)}</link>`)
    // Pages that are not the Insights do not point at it.
    await page.goto(lang === "en" ? "/about/" : "/ar/about/")
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveCount(0)
  })
}

test("the sitemap dates the Insights and gives alternates only where a translation exists", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  const entry = (route: string) =>
    new RegExp(`<url><loc>${SITE_URL}${route}</loc>((?:(?!</url>).)*)</url>`).exec(sitemap)?.[1]
  expect(entry(pathOf(gulf))).toContain(
    `<lastmod>${String(gulf.frontmatter.updated ?? gulf.frontmatter.date)}`,
  )
  expect(entry(pathOf(gulf))).toContain(`hreflang="ar" href="${SITE_URL}${pathOf(gulfArabic)}"`)
  if (!untranslated) return
  expect(entry(pathOf(untranslated))).toContain("<lastmod>")
  expect(entry(pathOf(untranslated))).not.toContain("hreflang")
})

for (const lang of ["en", "ar"]) {
  test(`the ${lang} home page shows the three newest articles, and /services/ links each service to its articles`, async ({
    page,
  }) => {
    const home = lang === "en" ? "/" : "/ar/"
    await page.goto(home)
    const section = page.getByRole("region", { name: site(lang).insights.title })
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(articles(lang).slice(0, 3).map(title))
    await expect(section.getByRole("link", { name: words(lang).all })).toHaveAttribute(
      "href",
      `${home}insights/`,
    )

    await page.goto(`${home}services/`)
    const services = content(lang, "services").services as { slug: string; title: string }[]
    for (const service of services) {
      const related = articles(lang).some((article) =>
        (article.frontmatter.services as string[]).includes(service.slug),
      )
      const link = page.getByRole("link", {
        name: words(lang).serviceArticles.replace("{service}", service.title),
      })
      await expect(link).toHaveCount(related ? 1 : 0)
      if (related) await expect(link).toHaveAttribute("href", `${home}insights/topics/${service.slug}/`)
    }
  })
}

for (const route of ["/insights/", "/insights/topics/market-expansion/", "/ar/insights/", "/fr/insights/"]) {
  test(`${route} has no accessibility violations @also-mobile`, async ({ page }) => {
    await page.goto(route)
    await expectNoAxeViolations(page)
  })
}

// One test per article: axe on a long article takes seconds on a loaded phone emulation.
for (const article of [gulf, gulfArabic, ...(untranslated ? [untranslated] : []), ...articles("fr")]) {
  test(`${pathOf(article)} has no accessibility violations @also-mobile`, async ({ page }) => {
    await page.goto(pathOf(article))
    await expectNoAxeViolations(page)
  })
}

test("an article opened from the list inside the site renders as it does when loaded", async ({ page }) => {
  await page.goto("/insights/")
  await expect
    .poll(() => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader))
    .toBe("object")
  await page.getByRole("link", { name: title(gulf), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${pathOf(gulf)}$`))
  await expect(page.getByRole("navigation", { name: words("en").contents }).getByRole("link")).toHaveCount(6)
  await expect(page.getByRole("img", { name: /^The five decisions as a path/ })).toHaveAttribute(
    "width",
    /\d+/,
  )
})
