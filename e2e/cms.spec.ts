/**
 * The CMS at /admin/ (Sveltia CMS, gatsby/cms/cms-admin.ts) in its local mode, as `npm run cms` serves
 * it, on a temporary copy of the repository: an editor changes a service in English and in Arabic
 * through the CMS's own forms, the JSON files on disk change and stay valid under the build's own
 * checks. A service with three features is refused; a profile PDF can be
 * replaced. An article is written in English and Arabic (French switched off), with a cover
 * uploaded through the image picker: the Markdown files pass the build's own checks, and the build's
 * page plan lists it first in both languages. Then the site's own build: /admin/ is noindex and
 * starts under its own policy. (Outside the sitemap: __tests__/built/site-files.test.ts; no page of
 * the site loads any of it: e2e/pages.spec.ts.)
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, type Locator, type Page, test } from "@playwright/test"
import { PDFDocument } from "pdf-lib"
import { readContent } from "../gatsby/content/read-content"
import { validateContent } from "../gatsby/content/validate-content"
import { validateInsights } from "../gatsby/insights/validate-insights"
import { startCmsServer } from "../scripts/cms"
import { isPrintedFromContent } from "../scripts/make-profile-pdf"
import { ROOT } from "../scripts/site-build"
import { articlePath, insightPagePaths, publishedArticles } from "../scripts/site-routes"
import { pickLocalRepository } from "./local-repository"

const PORT = Number(process.env.E2E_PORT ?? 9323)
const CMS_PORT = PORT + 5

/** What the CMS asks of third parties and the admin's CSP refuses: no option turns these off. */
const BLOCKED_BY_DESIGN = [
  "https://unpkg.com/@sveltia/cms/package.json", // update check
  "https://www.githubstatus.com/api/v2/status.json", // GitHub status badge
]

/** The repository as git sees it (committed or not, ignored files aside), with node_modules linked. */
function repositoryCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
  for (const file of files.split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue // deleted, not yet committed
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file))
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir")
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "pipe" })
  git("init", "--quiet")
  git("add", "--all")
  git("-c", "user.name=e2e", "-c", "user.email=e2e@example.com", "commit", "--quiet", "--message", "copy")
  return copy
}

/** A language's services.json in the repository's copy, as the CMS saved it. */
const savedServices = (root: string, lang: string) =>
  readContent(lang, "services", path.join(root, "content"))

/** Lines changed per file since the copy was made, as `git diff --numstat` counts them. */
function changedLines(copy: string): Record<string, [added: number, removed: number]> {
  const numstat = execFileSync("git", ["diff", "--numstat"], { cwd: copy, encoding: "utf8" })
  return Object.fromEntries(
    numstat
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [added, removed, file] = line.split("\t")
        return [file, [Number(added), Number(removed)]]
      }),
  )
}

/** Collects what the page asked for outside 127.0.0.1, and the console's errors. */
function watch(page: Page) {
  const outside: string[] = []
  const errors: string[] = []
  page.on("request", (request) => {
    if (!/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(request.url())) outside.push(request.url())
  })
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return { outside, errors }
}

/** Sveltia wraps interpolated names in Unicode isolates: "Edit ⁨English⁩ Content". */
const pane = (page: Page, language: string) =>
  page.getByRole("group", { name: `Edit \u2068${language}\u2069 Content` })

/** The same in Sveltia's Arabic interface (its Arabic locale file; language names from Intl). */
const arabicPane = (page: Page) => page.getByRole("group", { name: "تحرير محتوى \u2068العربية\u2069" })

async function openServices(page: Page, url: string, copy: string) {
  await pickLocalRepository(page, copy)
  await page.goto(url)
  await page.getByRole("button", { name: "Work with Local Repository" }).click()
  await page.getByText("Services", { exact: true }).click()
  await expect(pane(page, "English")).toBeVisible()
}

/** The first service in a language's pane, expanded (expanding it in one pane may expand it in both). */
async function firstService(page: Page, language: string): Promise<Locator> {
  const services = pane(page, language).getByRole("group", { name: "“\u2068Services\u2069” Field" })
  const title = services.getByRole("textbox", { name: "Title", exact: true }).first()
  const shown = await title.waitFor({ timeout: 1_000 }).then(
    () => true,
    () => false,
  )
  if (!shown) await services.getByRole("button", { name: "Expand", exact: true }).first().click()
  await expect(title).toBeVisible()
  return services
}

test.describe("the CMS in local mode on a copy of the repository @cms", () => {
  // Each test loads the whole CMS (2 MB of script) and works through its panes: 20-30 s on a
  // quiet 2-core machine, so the site's 30 s would fail them whenever the machine is busy.
  test.describe.configure({ mode: "serial", timeout: 60_000 })

  let copy: string
  let cms: Awaited<ReturnType<typeof startCmsServer>>
  const title = `Strategy Consulting ${Date.now().toString(36)}`
  const arabicTitle = "الاستشارات الاستراتيجية والتخطيط"
  /** The Arabic title last saved. */
  let arabicShown = arabicTitle
  /** The article written through the CMS: dated today, so the newest, first in every list. */
  const article = {
    English: {
      slug: "kuala-lumpur-first-year",
      title: "Opening in Kuala Lumpur: what the first year costs",
      summary:
        "A Malaysian company can be registered in weeks; its first year takes longer to budget. The costs our clients underestimate, and how to plan for them.",
      alt: "Gold lines running towards a low horizon across deep blue bands.",
      body: `A company in Malaysia can be registered in a few weeks. Its first year costs more than most budgets allow, and rarely where the founders expect.

## The licence is the small part

Incorporation fees and the company secretary are a small share of the first year's costs. Rent, staff and the months before the first invoice is paid are the large share.

## Plan twelve months of cash

Budget the year from the first salary, not from the first sale, and keep three months of costs in reserve.
`,
    },
    Arabic: {
      title: "الافتتاح في كوالالمبور: كم تكلّف السنة الأولى",
      summary:
        "تسجيل شركة في ماليزيا يستغرق أسابيع، أما إعداد موازنة سنتها الأولى فيستغرق أكثر. التكاليف التي يقلّل عملاؤنا من تقديرها، وكيف يخطّطون لها.",
      alt: "خطوط ذهبية تمتد نحو أفق منخفض فوق أشرطة زرقاء داكنة.",
      body: `يمكن تسجيل شركة في ماليزيا خلال أسابيع قليلة، لكن سنتها الأولى تكلّف أكثر مما تتّسع له معظم الموازنات، وغالباً في غير ما يتوقّعه المؤسّسون.

## الترخيص هو الجزء الصغير

رسوم التأسيس وأمين سرّ الشركة حصة صغيرة من تكاليف السنة الأولى، أما الإيجار والموظفون والأشهر التي تسبق تحصيل أول فاتورة فهي الحصة الكبرى.

## خطّط لسيولة اثني عشر شهراً

ضع موازنة السنة انطلاقاً من أول راتب لا من أول عملية بيع، واحتفظ باحتياطي يغطي تكاليف ثلاثة أشهر.
`,
    },
  }

  test.beforeAll(async () => {
    copy = repositoryCopy()
    cms = await startCmsServer({ root: copy, port: CMS_PORT })
  })

  test.afterAll(async () => {
    await cms?.stop()
    if (copy) fs.rmSync(copy, { recursive: true, force: true })
  })

  test("an editor changes a service's title in English and in Arabic; the JSON on disk follows, valid", async ({
    page,
  }) => {
    const seen = watch(page)
    await openServices(page, cms.url, copy)
    const english = await firstService(page, "English")
    await english.getByRole("textbox", { name: "Title", exact: true }).fill(title)
    const arabic = await firstService(page, "Arabic")
    // The Arabic pane reads right to left; the slug, not language, stays the English one, read-only.
    await expect(pane(page, "Arabic").getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute(
      "dir",
      "rtl",
    )
    await arabic.getByRole("textbox", { name: "Title", exact: true }).fill(arabicTitle)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    // Saved: the CMS closes the editor and lists the files again.
    await expect(page.getByRole("row", { name: "Services" })).toBeVisible()

    await expect.poll(() => savedServices(copy, "en").services[0].title).toBe(title)
    expect(savedServices(copy, "ar").services[0].title).toBe(arabicTitle)
    // Only the two titles changed, and the files are as Prettier formats them (JSON.stringify).
    expect(changedLines(copy)).toEqual({
      "content/en/services.json": [1, 1],
      "content/ar/services.json": [1, 1],
    })
    for (const file of ["content/en/services.json", "content/ar/services.json"]) {
      const text = fs.readFileSync(path.join(copy, file), "utf8")
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`)
    }
    // The build's own validation: every schema, and the languages agree where they must.
    expect(() => validateContent(path.join(copy, "content"))).not.toThrow()

    expect(seen.outside.filter((url) => !BLOCKED_BY_DESIGN.includes(url))).toEqual([])
  })

  test("every language of languages.json can be edited: a pane switches to French, and the glossary is a file", async ({
    page,
  }) => {
    await openServices(page, cms.url, copy)
    // Two panes side by side (Sveltia's editor), each with a switch to the languages it is not showing.
    await expect(pane(page, "Arabic")).toBeVisible()
    const switches = page.getByText("French", { exact: true })
    await expect(switches).toHaveCount(2)
    await switches.last().click()
    await expect(pane(page, "French")).toBeVisible()
    await expect(pane(page, "English")).toBeVisible()
    const french = await firstService(page, "French")
    await expect(french.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
      savedServices(copy, "fr").services[0].title,
    )
    await page.goBack()
    await expect(page.getByRole("row", { name: "Glossary" })).toBeVisible()
  })

  test("a service with three features is refused, and the message names the field", async ({ page }) => {
    const before = fs.readFileSync(path.join(copy, "content/en/services.json"), "utf8")
    await openServices(page, cms.url, copy)
    const english = await firstService(page, "English")
    const features = english.getByRole("group", { name: "“\u2068Features\u2069” Field" })
    await features.getByRole("button", { name: "Remove" }).last().click()
    await expect(features.getByRole("textbox")).toHaveCount(3)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    // The message sits in the field named Features; the save is refused until it is corrected.
    await expect(features.getByRole("alert")).toHaveText(/You must add at least 4 items/)
    await expect(
      page.getByRole("alert").filter({ hasText: "Please correct it to save the entry" }),
    ).toBeVisible()
    expect(fs.readFileSync(path.join(copy, "content/en/services.json"), "utf8")).toBe(before)
  })

  test("in its Arabic interface (the browser's language), an editor changes an Arabic value; the interface reads right to left", async ({
    browser,
  }) => {
    // Sveltia 0.221.1 takes its interface language from navigator.languages, loads
    // /admin/locales/ar.json and sets <html lang="ar" dir="rtl">.
    const context = await browser.newContext({ locale: "ar" })
    const page = await context.newPage()
    const seen = watch(page)
    await pickLocalRepository(page, copy)
    const translations = page.waitForResponse((response) => response.url().endsWith("/admin/locales/ar.json"))
    await page.goto(cms.url)
    expect((await translations).status()).toBe(200)
    await page.getByRole("button", { name: "العمل مع مستودع محلي" }).click()
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
    await expect(page.locator("html")).toHaveAttribute("lang", "ar")
    await page.getByText("Services", { exact: true }).click()

    const services = arabicPane(page).getByRole("group", { name: "حقل “\u2068Services\u2069”" })
    const field = services.getByRole("textbox", { name: "Title", exact: true }).first()
    if (!(await field.isVisible()))
      await services.getByRole("button", { name: "توسيع", exact: true }).first().click()
    await expect(field).toHaveAttribute("dir", "rtl")
    arabicShown = "التخطيط الاستراتيجي والاستشارات"
    await field.fill(arabicShown)

    // Right to left as a person sees it: the Save button (top right in English) sits on the left.
    const save = page.getByRole("button", { name: "حفظ", exact: true })
    const box = (await save.boundingBox())!
    expect(box.x + box.width).toBeLessThan(page.viewportSize()!.width / 2)
    await save.click()
    await expect.poll(() => savedServices(copy, "ar").services[0].title).toBe(arabicShown)
    expect(() => validateContent(path.join(copy, "content"))).not.toThrow()
    expect(seen.outside.filter((url) => !BLOCKED_BY_DESIGN.includes(url))).toEqual([])
    await context.close()
  })

  test("an editor replaces the English profile PDF from the Assets page; the file in static/ is theirs", async ({
    page,
  }) => {
    const handMade = await PDFDocument.create()
    handMade.addPage([595, 842])
    const upload = path.join(copy, "..", `${path.basename(copy)}-profile.pdf`)
    fs.writeFileSync(upload, await handMade.save())
    await pickLocalRepository(page, copy)
    await page.goto(cms.url)
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    await page.getByRole("radio", { name: "Assets" }).click()
    await page.getByRole("gridcell", { name: "company-profile.pdf", exact: true }).click()
    await page.getByRole("button", { name: "Show Edit Options" }).click()
    await page.getByRole("menuitem", { name: "Replace Asset" }).click()
    await page.locator('input[type="file"]').last().setInputFiles(upload)
    await page.getByRole("button", { name: "Replace", exact: true }).click()

    const file = path.join(copy, "static", "company-profile.pdf")
    await expect.poll(() => fs.readFileSync(file).equals(fs.readFileSync(upload))).toBe(true)
    // scripts/make-profile-pdf.ts will keep it: it is not the sample printed from content/.
    expect(isPrintedFromContent(fs.readFileSync(file))).toBe(false)
    fs.rmSync(upload)
  })

  test("an editor writes an article in English and Arabic, French left for later; the files on disk are valid", async ({
    page,
  }) => {
    test.setTimeout(90_000) // two panes of fields, two image pickers
    const seen = watch(page)
    const upload = path.join(copy, "..", `${path.basename(copy)}-cover.jpg`)
    fs.copyFileSync(path.join(ROOT, "content/en/insights/gulf-market-entry/cover.jpg"), upload)
    await pickLocalRepository(page, copy)
    await page.goto(cms.url)
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    await page.getByText("Insights", { exact: true }).click()
    await page.getByRole("button", { name: "Create New Entry" }).click()

    // Every language is offered; the French pane is switched off until a translator has the text.
    await pane(page, "Arabic").getByRole("radio", { name: "French" }).click()
    await pane(page, "French")
      .getByRole("button", { name: "Show \u2068French\u2069 Content Options" })
      .click()
    await page.getByRole("menuitem", { name: "Disable \u2068French\u2069" }).click()
    await pane(page, "French").getByRole("radio", { name: "Arabic" }).click()

    for (const [language, text] of Object.entries(article)) {
      const field = (name: string) =>
        pane(page, language).getByRole("group", { name: `“\u2068${name}\u2069” Field` })
      await field("Title").getByRole("textbox").fill(text.title)
      await field("Slug").getByRole("textbox").fill(article.English.slug)
      await field("Date").getByRole("button", { name: "Today" }).click()
      await field("Summary").getByRole("textbox").fill(text.summary)
      if (language === "English") {
        // Author and services are chosen once: the translation keeps them (the schema's "duplicate").
        await field("Author").getByRole("radio", { name: "Rania Khoury" }).check()
        await field("Services").getByRole("combobox").click()
        await page.getByRole("option", { name: "Market Expansion" }).click()
      }
      // The cover: uploaded once into the article's assets, chosen again for the translation.
      await field("Cover").scrollIntoViewIfNeeded()
      await field("Image").getByRole("button", { name: "Browse" }).click()
      const picker = page.getByRole("dialog", { name: "Select Image" })
      // The article's own folder, and no stock photo libraries (third parties, no licence on record).
      await expect(picker.getByRole("option", { name: "Entry Assets" })).toBeVisible()
      await expect(picker.getByText("Stock Photos")).toHaveCount(0)
      if (language === "English") {
        const chooser = page.waitForEvent("filechooser")
        await picker.getByRole("button", { name: "Upload" }).click()
        await (await chooser).setFiles(upload)
      } else {
        await picker.getByRole("option", { name: path.basename(upload) }).click()
      }
      await picker.getByRole("button", { name: "Insert" }).click()
      await field("Alt text").getByRole("textbox").fill(text.alt)
      // The CMS draws a field when it comes near the view: the body is below the glossary's exceptions.
      await field("Draft").scrollIntoViewIfNeeded()
      await field("Body").getByRole("button", { name: "Edit in Markdown" }).click()
      await field("Body").getByRole("textbox").fill(text.body)
    }
    await page.getByRole("button", { name: "Save", exact: true }).click()

    const today = await page.evaluate(() => new Date().toLocaleDateString("sv"))
    const folder = (lang: string) => path.join(copy, "content", lang, "insights", article.English.slug)
    await expect.poll(() => fs.existsSync(path.join(folder("ar"), "index.md"))).toBe(true)
    expect(fs.existsSync(folder("fr"))).toBe(false)
    // The build's own check of every article (frontmatter schema, authors, services, images, links).
    const articles = validateInsights({
      contentDir: path.join(copy, "content"),
      content: validateContent(path.join(copy, "content")),
      includeDrafts: false,
    })
    for (const [lang, language] of [
      ["en", "English"],
      ["ar", "Arabic"],
    ] as const) {
      const saved = articles.find(
        (file) => file.relative === `content/${lang}/insights/${article.English.slug}/index.md`,
      )
      expect(saved?.frontmatter).toMatchObject({
        title: article[language].title,
        slug: article.English.slug,
        date: today,
        author: "rania-khoury",
        services: ["market-expansion"],
        cover: { image: path.basename(upload), alt: article[language].alt },
      })
      expect(saved?.frontmatter.draft).not.toBe(true)
      // The cover is beside the article, the bytes the editor chose.
      expect(
        fs.readFileSync(path.join(folder(lang), path.basename(upload))).equals(fs.readFileSync(upload)),
      ).toBe(true)
    }
    // The body is the Markdown typed, its sections as written.
    expect(fs.readFileSync(path.join(folder("en"), "index.md"), "utf8")).toContain(
      article.English.body.trim(),
    )
    expect(seen.outside.filter((url) => !BLOCKED_BY_DESIGN.includes(url))).toEqual([])
    fs.rmSync(upload)
  })

  test("the pages a build makes of the copy: the new article first on the English and Arabic lists, not on the French", () => {
    // What a build adds to the checks above is its page plan (gatsby/insights/insight-pages.ts, the
    // code gatsby-node.ts calls); a third Gatsby build of the copy took minutes and caught nothing
    // more (docs/testing.md). The services' new titles reach /services/ through the same GraphQL
    // query as the rest of services.json, which every page visit in e2e/pages.spec.ts reads.
    const pages = insightPagePaths(copy)
    for (const lang of ["en", "ar"]) {
      const [newest] = publishedArticles(lang, copy)
      expect(newest.key).toBe(article.English.slug)
      expect(pages).toContain(articlePath(newest))
    }
    expect(publishedArticles("fr", copy).some((entry) => entry.key === article.English.slug)).toBe(false)
    expect(pages.filter((page) => page.includes(article.English.slug))).toHaveLength(2)
  })
})

test.describe("/admin/ in the site's build", () => {
  test("is served with its own policy and noindex, and the CMS starts under it", async ({ page }) => {
    const seen = watch(page)
    const response = await page.goto("/admin/")
    const headers = response!.headers()
    expect(headers["x-robots-tag"]).toBe("noindex")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    // Its policy is in its <meta>, as every page's (the header carries frame-ancestors alone).
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'")
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /connect-src 'self' data: blob: https:\/\/api\.github\.com/,
    )
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/)
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
    await expect(page.getByRole("button", { name: /Sign In with .*GitHub/ })).toBeVisible()
    expect(seen.outside.filter((url) => !BLOCKED_BY_DESIGN.includes(url))).toEqual([])
    const unexpected = seen.errors.filter((text) => !BLOCKED_BY_DESIGN.some((url) => text.includes(url)))
    expect(unexpected).toEqual([])
  })

  test("an editor whose browser speaks Arabic gets the CMS in Arabic, from the site", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar" })
    const page = await context.newPage()
    const seen = watch(page)
    const translations = page.waitForResponse((response) => response.url().endsWith("/admin/locales/ar.json"))
    await page.goto("/admin/")
    expect((await translations).status()).toBe(200)
    await expect(page.getByRole("button", { name: "العمل مع مستودع محلي" })).toBeVisible()
    expect(seen.outside.filter((url) => !BLOCKED_BY_DESIGN.includes(url))).toEqual([])
    await context.close()
  })
})
