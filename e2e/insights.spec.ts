/**
 * The Insights as a reader moves through them in chromium: from the list and a topic to an article,
 * the article's contents and anchors under the fixed header, its body figure loaded when reached,
 * the language menu to its translation (whose address may differ), and an article opened inside the
 * site rendering as it does when loaded. What each page carries (lists, dates, authors, covers,
 * feeds, hreflang, JSON-LD, share cards, the sitemap): __tests__/built/; each language's longest
 * article and a topic list are visited with axe in e2e/pages.spec.ts.
 */
import type { ArticleFile } from "../gatsby/insights/article-files"
import {
  articlePath,
  chooseLanguage,
  content,
  expect,
  expectGatsbyStarted,
  publishedArticles,
  test,
} from "./fixtures"

const title = (article: ArticleFile) => String(article.frontmatter.title)
const words = (lang: string) => content(lang, "interface").insights

const [gulf] = publishedArticles("en").filter((article) => article.key === "gulf-market-entry")
const translation = (article: ArticleFile, lang: string) =>
  publishedArticles(lang).find((other) => other.key === article.key)!

test("a reader goes from the list to an article, and from a topic to its articles", async ({ page }) => {
  const [newest] = publishedArticles("en")
  await page.goto("/insights/")
  await page.getByRole("link", { name: title(newest), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${articlePath(newest)}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(newest))

  await page.goto("/insights/")
  await page
    .getByRole("navigation", { name: words("en").topics })
    .getByRole("link", { name: "Financial Advisory" })
    .click()
  await expect(page).toHaveURL(/\/insights\/topics\/financial-advisory\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights on Financial Advisory")
})

test("a long article's contents lead to its sections under the header, each heading links to itself, and its figure loads when reached", async ({
  page,
}) => {
  await page.goto(articlePath(gulf))
  // Once the site's scripts run: the jump to a section re-rendered the page (a new address), and
  // the article gave up its server HTML for a moment, which left the reader at the top.
  await expectGatsbyStarted(page)
  const contents = page.getByRole("navigation", { name: words("en").contents })
  const link = contents.getByRole("link").nth(3)
  const name = (await link.textContent())!
  await link.click()
  const anchor = (await link.getAttribute("href"))!
  await expect(page).toHaveURL(new RegExp(`${anchor}$`))
  const heading = page.getByRole("heading", { level: 2, name })
  await expect(heading).toBeInViewport()
  await expect(heading.getByRole("link")).toHaveAttribute("href", anchor)
  // Below the fixed header, not under it.
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(72)

  const figure = page.getByRole("main").locator("article img").last()
  await figure.scrollIntoViewIfNeeded()
  await expect
    .poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
})

test("the language menu on an article leads to its translations, whose addresses are their own", async ({
  page,
}) => {
  const arabic = translation(gulf, "ar")
  await page.goto(articlePath(gulf))
  await chooseLanguage(page, "العربية")
  await expect(page).toHaveURL(new RegExp(`${articlePath(arabic)}$`))
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(arabic))

  // A French article whose English original has another slug: the menu goes there, not to
  // /insights/<French slug>/.
  const french = publishedArticles("fr").find(
    (article) => article.frontmatter.slug !== translation(article, "en").frontmatter.slug,
  )!
  await page.goto(articlePath(french))
  await chooseLanguage(page, "English")
  await expect(page).toHaveURL(new RegExp(`${articlePath(translation(french, "en"))}$`))
})

test("an article opened from the list inside the site renders as it does when loaded", async ({ page }) => {
  const contents = page.getByRole("navigation", { name: words("en").contents }).getByRole("link")
  await page.goto(articlePath(gulf))
  const sections = await contents.allTextContents()
  expect(sections.length).toBeGreaterThan(3)

  await page.goto("/insights/")
  await expectGatsbyStarted(page)
  await page.getByRole("link", { name: title(gulf), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${articlePath(gulf)}$`))
  await expect(contents).toHaveText(sections)
  await expect(page.getByRole("main").locator("article img").last()).toHaveAttribute("width", /\d+/)
})
