/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ContentError, validateContent } from "../gatsby/content/validate-content"
import { onPreBootstrap } from "../gatsby-node"

const CONTENT = path.resolve(__dirname, "../content")

/** A copy of the real content folder with one file changed, as an editor's commit would. */
function contentWith(file: string, edit: (data: any) => any | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(CONTENT, dir, { recursive: true })
  const original = JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"))
  const changed = edit(original)
  fs.writeFileSync(
    path.join(dir, file),
    typeof changed === "string" ? changed : JSON.stringify(changed, null, 2),
  )
  return dir
}

function errorFor(dir: string): string {
  try {
    validateContent(dir)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error("expected the content to be rejected")
}

describe("content validation", () => {
  it("accepts the content files in the repository", () => {
    expect(() => validateContent(CONTENT)).not.toThrow()
  })

  it("names the file, the entry and the field when a field is missing", () => {
    const dir = contentWith("en/services.json", (data) => {
      delete data.services[1].description
      return data
    })
    const message = errorFor(dir)
    expect(message).toContain("services.json")
    expect(message).toContain('services[1] ("Organizational Development")')
    expect(message).toContain("description: is missing")
  })

  it("rejects a service with three features", () => {
    const dir = contentWith("en/services.json", (data) => {
      data.services[2].features.pop()
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/en/services.json: services[2] ("Process Optimization") → features: must NOT have fewer than 4 items (has 3)`,
    )
  })

  it("rejects a year that is not a number", () => {
    const dir = contentWith("en/timeline.json", (data) => {
      data.milestones[3].year = "2021"
      return data
    })
    const message = errorFor(dir)
    expect(message).toContain("timeline.json")
    expect(message).toContain(
      'milestones[3] ("Consulting and development company established") → year: must be integer',
    )
  })

  it("rejects a duplicate service slug, naming both entries", () => {
    const dir = contentWith("en/services.json", (data) => {
      data.services[4].slug = data.services[0].slug
      return data
    })
    const message = errorFor(dir)
    expect(message).toContain(
      'services[4] ("Market Expansion") → slug: "strategic-consulting" is already used by services[0]',
    )
  })

  it("reports malformed JSON with its line and column", () => {
    const dir = contentWith(
      "en/values.json",
      () => '{\n  "values": [\n    { "title": "Excellence", }\n  ]\n}\n',
    )
    const message = errorFor(dir)
    expect(message).toMatch(/values\.json: is not valid JSON: .* \(line 3, column \d+\)/)
  })

  it("rejects an unknown field, which is usually a misspelling", () => {
    const dir = contentWith("en/values.json", (data) => {
      data.values[0].summary = "A misspelt or invented field"
      return data
    })
    expect(errorFor(dir)).toContain(
      'values[0] ("Excellence") → summary: is not a known field (check the spelling)',
    )
  })

  it("rejects an achievement that has both a number and a text", () => {
    const dir = contentWith("en/achievements.json", (data) => {
      data.achievements[2].value = 3
      return data
    })
    expect(errorFor(dir)).toContain('achievements[2] ("Regional Coverage"): needs either a number "value"')
  })

  it("fails the Gatsby build with one message through the reporter", () => {
    const dir = contentWith("en/services.json", (data) => {
      data.services[0].features = data.services[0].features.slice(0, 3)
      return data
    })
    const cwd = process.cwd()
    const panic = jest.fn((message: string) => {
      throw new Error(message)
    })
    try {
      const site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
      fs.renameSync(dir, path.join(site, "content"))
      process.chdir(site)
      expect(() => (onPreBootstrap as any)({ reporter: { panic } })).toThrow()
    } finally {
      process.chdir(cwd)
    }
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic.mock.calls[0][0]).toBe(
      'Content error in content/en/services.json: services[0] ("Strategic Consulting") → features: must NOT have fewer than 4 items (has 3)',
    )
  })

  it("applies the same schemas to every language, naming the language's file", () => {
    const dir = contentWith("ar/services.json", (data) => {
      data.services[2].features.pop()
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/services.json: services[2] ("تحسين العمليات") → features: must NOT have fewer than 4 items (has 3)`,
    )
  })

  it("fails when a field is in one language and missing in the other", () => {
    const dir = contentWith("ar/achievements.json", (data) => {
      delete data.achievements[1].counter
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/achievements.json: achievements[1] ("المشاريع المنجزة") → counter: is missing here but present in ${path.basename(dir)}/en/achievements.json`,
    )
  })

  it("fails when the languages list different numbers of entries", () => {
    const dir = contentWith("ar/timeline.json", (data) => {
      data.milestones.pop()
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/timeline.json: milestones: has 6 entries, ${path.basename(dir)}/en/timeline.json has 7 (every language lists the same entries)`,
    )
  })

  it("fails when the languages disagree on a value that is not language (slug, year, e-mail)", () => {
    const slug = contentWith("ar/services.json", (data) => {
      data.services[0].slug = "istisharat"
      return data
    })
    expect(errorFor(slug)).toContain(
      'ar/services.json: services[0] ("الاستشارات الاستراتيجية") → slug: "istisharat" differs from "strategic-consulting"',
    )
    const email = contentWith("ar/site.json", (data) => {
      data.contact.email = "info@example.com"
      return data
    })
    expect(errorFor(email)).toContain("ar/site.json: contact → email:")
    expect(errorFor(email)).toContain("it must be the same in every language")
  })

  it("names a placeholder a translation dropped", () => {
    const dir = contentWith("ar/interface.json", (data) => {
      data.ebook.pageIndicator = "الصفحة {page}"
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/interface.json: ebook → pageIndicator: must keep {pages} (it is replaced when shown)`,
    )
  })

  it("fails when a language in languages.json has no folder", () => {
    const dir = contentWith("languages.json", (data) => {
      data.languages.push({ code: "fr", name: "Français", dir: "ltr", locale: "fr_FR" })
      return data
    })
    expect(errorFor(dir)).toMatch(/\/fr\/[a-z]+\.json: the file is missing$/)
  })
})

describe("the English content", () => {
  // The spec quotes these exactly (the specification's screens, states and error catalogue): editors may change everything else.
  const words = JSON.parse(fs.readFileSync(path.join(CONTENT, "en", "interface.json"), "utf8"))
  it.each([
    ["hero.primaryAction", "Start Your Transformation"],
    ["hero.secondaryAction", "Explore Services"],
    ["navigation.getStarted", "Get Started"],
    ["form.name", "Full Name"],
    ["form.email", "Email Address"],
    ["form.company", "Company Name"],
    ["form.message", "Message"],
    ["form.sending", "Sending..."],
    ["form.sent", "Message Sent Successfully!"],
    ["form.failure", "Failed to send message. {detail} Please try again or contact us directly at {email}"],
    ["form.fallbackDetail", "Failed to send message"],
    ["ebook.heading", "Company E-Book"],
    ["ebook.badge", "Interactive Resources"],
    ["ebook.cardTitle", "Interactive Company Profile"],
    ["ebook.open", "Open Interactive Book"],
    ["ebook.close", "Close Interactive Book"],
    ["ebook.loading", "Loading company profile..."],
    ["ebook.fullscreen", "Fullscreen"],
    ["ebook.exitFullscreen", "Exit Fullscreen"],
    ["ebook.previous", "Previous"],
    ["ebook.next", "Next"],
    ["ebook.pageIndicator", "Page {page} of {pages}"],
    ["ebook.pageAlt", "Page {page}"],
  ])("keeps %s exactly as the spec quotes it", (key, text) => {
    expect(key.split(".").reduce((node, part) => node[part], words)).toBe(text)
  })
})
