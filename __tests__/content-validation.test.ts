/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { CONTENT_DIR as CONTENT, readContentJson } from "../gatsby/content/read-content"
import { ContentError, validateContent } from "../gatsby/content/validate-content"
import { onPreBootstrap } from "../gatsby-node"
import { contentFile } from "./helpers/content"

/** A copy of the real content folder with one file changed, as an editor's commit would. */
function contentWith(file: string, edit: (data: any) => any | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(CONTENT, dir, { recursive: true })
  const original = readContentJson(CONTENT, ...file.split("/"))
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
    expect(errorFor(dir)).toContain(
      'achievements[2] ("Regional Coverage"): needs one of a number "value", a "computed" figure',
    )
  })

  it("rejects a figure with both a value and a computed one, and a time zone Intl does not know", () => {
    const both = contentWith("en/achievements.json", (data) => {
      data.achievements[3].value = 16
      return data
    })
    expect(errorFor(both)).toContain(
      'achievements[3] ("Years of Experience"): needs one of a number "value", a "computed" figure',
    )
    const zone = contentWith("en/site.json", (data) => {
      data.timeZone = "Beirut time"
      return data
    })
    expect(errorFor(zone)).toBe(
      `${path.basename(zone)}/en/site.json: timeZone: "Beirut time" is not a time zone: write its IANA name, e.g. "Asia/Beirut"`,
    )
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

  it("names the plural form a language needs and a counted sentence lacks", () => {
    const dir = contentWith("ar/interface.json", (data) => {
      delete data.ebook.cardText.few
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/interface.json: ebook → cardText: needs the "few" form (Arabic uses zero, one, two, few, many, other; "few" is for 3, 4, 5 …)`,
    )
  })

  it("refuses a plural form the language never uses, which no visitor would ever read", () => {
    const dir = contentWith("en/interface.json", (data) => {
      data.form.errors.rate_limited.two = "Please wait {minutes} minutes."
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/en/interface.json: form → errors → rate_limited: has a "two" form, which is not one of them (English uses one, other)`,
    )
  })

  it("keeps the count in a counted sentence's other form", () => {
    const dir = contentWith("ar/interface.json", (data) => {
      data.insights.readingTime.other = "مدة القراءة: دقائق"
      return data
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/interface.json: insights → readingTime → other: must keep {minutes} (it is replaced when shown)`,
    )
  })

  it("fails when a language in languages.json has no folder", () => {
    const dir = contentWith("languages.json", (data) => {
      data.languages.push({ code: "de", name: "Deutsch", dir: "ltr", locale: "de_DE" })
      return data
    })
    expect(errorFor(dir)).toMatch(/\/de\/[a-z]+\.json: the file is missing$/)
  })
})

describe("French typography", () => {
  const NNBSP = "\u202f"
  const frenchWith = (edit: (site: any) => void) =>
    errorFor(
      contentWith("fr/site.json", (data) => {
        edit(data)
        return data
      }),
    )

  it("accepts the French content, which sets a narrow no-break space before ; : ! ?", () => {
    const site = contentFile("fr", "site")
    expect(site.pages.contact.description).toContain(`${NNBSP}:`)
  })

  it.each([
    ["a plain space", " :", 'demande : nous" has a plain space'],
    ["no space", ":", 'demande: nous" has no space'],
    ["a no-break space", "\u00a0:", 'demande\\u00a0: nous" has a no-break space'],
  ])("names the file and field of %s before a colon", (_, colon, found) => {
    const message = frenchWith(
      (site) => (site.pages.contact.description = site.pages.contact.description.replace(`${NNBSP}:`, colon)),
    )
    expect(message).toMatch(/\/fr\/site\.json: pages → contact → description: /)
    expect(message).toContain(found)
    expect(message).toContain('before ":": French sets a narrow no-break space (U+202F) there')
  })

  it.each(["Qui sommes-nous ?", "Qui sommes-nous?", "Bienvenue !", "Trois pôles ; six services"])(
    "catches %j before ? ! ; too",
    (title) => {
      expect(frenchWith((site) => (site.pages.about.title = title))).toContain("pages → about → title:")
    },
  )

  it("leaves a question mark followed by an exclamation mark, and URLs, alone", () => {
    expect(() =>
      validateContent(
        contentWith("fr/site.json", (data) => {
          data.pages.about.title = `Vraiment${NNBSP}?!`
          data.about.story[0] += " Voir https://www.example.com/fr/."
          return data
        }),
      ),
    ).not.toThrow()
  })

  it("asks for no-break spaces inside guillemets and none of the straight quotes", () => {
    expect(frenchWith((site) => (site.hero.badge = "Nos « conseillers » depuis 2008"))).toContain(
      "hero → badge: ",
    )
    expect(frenchWith((site) => (site.hero.badge = 'Nos "conseillers" depuis 2008'))).toContain(
      "has a straight quote: French quotes with « »",
    )
  })

  it("groups thousands with a narrow no-break space", () => {
    expect(frenchWith((site) => (site.claims[0].text = "Plus de 1 200 clients servis."))).toContain(
      'claims[0] ("Réponse sous 24\u00a0heures") → text: "Plus de 1 200" groups thousands with a plain space',
    )
  })

  it("leaves English and Arabic punctuation as those languages set it", () => {
    expect(() =>
      validateContent(
        contentWith("en/site.json", (data) => {
          data.pages.contact.description = "Send us an enquiry: we reply within 24 hours, and it is free!"
          return data
        }),
      ),
    ).not.toThrow()
  })
})

describe("French: a figure and its unit", () => {
  const NBSP = "\u00a0"
  const frenchWith = (file: string, edit: (data: any) => void) =>
    errorFor(
      contentWith(`fr/${file}.json`, (data) => {
        edit(data)
        return data
      }),
    )

  it("names the field, the figure and the unit, and writes the fix", () => {
    const dir = contentWith("fr/site.json", (site) => {
      site.pages.enquirySent.description = site.pages.enquirySent.description.replace(
        `24${NBSP}heures`,
        "24 heures",
      )
      return site
    })
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/fr/site.json: pages → enquirySent → description: "répondons sous 24 heures." has a plain space between "24" and "heures": French joins a figure and its unit with a no-break space (U+00A0): "24\\u00a0heures"`,
    )
  })

  it.each([
    ["a placeholder", (words: any) => (words.ebook.kilobytes = "{size} Ko"), '"{size}" and "Ko"'],
    [
      "no space",
      (words: any) => (words.ebook.megabytes = "{size}Mo"),
      'has no space between "{size}" and "Mo"',
    ],
    [
      "a plural form with « de »",
      (words: any) => (words.insights.readingTime.many = "{minutes} de minutes de lecture"),
      '"{minutes}" and "de minutes"',
    ],
    [
      "a percentage",
      (words: any) => (words.ebook.intro = "Feuilletez 100 % de notre plaquette."),
      '"100" and "%"',
    ],
  ])("catches %s", (_, edit, found) => {
    expect(frenchWith("interface", edit)).toContain(found)
  })

  it("accepts a narrow no-break space, and leaves figures that are not followed by a unit alone", () => {
    expect(() =>
      validateContent(
        contentWith("fr/site.json", (site) => {
          site.claims[0].text =
            "Chaque demande reçoit une réponse sous 24\u202fh, et 9 clients sur 10 reviennent."
          site.about.story[0] = "Depuis 2008 à Beyrouth, au format A4 pages comprises."
          return site
        }),
      ),
    ).not.toThrow()
  })
})

describe("Arabic punctuation", () => {
  const arabicWith = (edit: (site: any) => void) =>
    contentWith("ar/site.json", (data) => {
      edit(data)
      return data
    })

  it("asks for the Arabic comma and question mark, naming the field", () => {
    const dir = arabicWith((site) => (site.hero.subtitle = site.hero.subtitle.replace("وقبرص،", "وقبرص,")))
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/site.json: hero → subtitle: "وروسيا ومصر وقبرص, نساعد" has a Latin comma "," in Arabic text: write "،" (U+060C)`,
    )
    expect(errorFor(arabicWith((site) => (site.pages.about.title = "من نحن?")))).toContain(
      'pages → about → title: "من نحن?" has a Latin question mark "?" in Arabic text: write "؟" (U+061F)',
    )
  })

  it("leaves Latin runs, URLs and grouped figures with their own marks", () => {
    expect(() =>
      validateContent(
        arabicWith((site) => {
          site.about.story[0] += " نعمل على أنظمة SAP, Oracle وغيرها، وقد خدمنا أكثر من 1,000 عميل."
          site.about.story[1] += " انظر https://www.example.com/?lang=ar للمزيد."
        }),
      ),
    ).not.toThrow()
  })
})

describe("the glossary", () => {
  const withSite = (lang: string, edit: (site: any) => void) =>
    contentWith(`${lang}/site.json`, (data) => {
      edit(data)
      return data
    })

  it("fails on a word a language's glossary says to avoid, naming the field and the word to use", () => {
    const dir = withSite("ar", (site) => (site.tagline = site.tagline.replace("وخارجها", "وما بعدها")))
    expect(errorFor(dir)).toBe(
      `${path.basename(dir)}/ar/site.json: tagline: "وما بعدها" is not the glossary's word: use "وخارجها" (${path.basename(dir)}/ar/glossary.json, and-beyond)`,
    )
  })

  it("finds the word behind an Arabic proclitic and whatever its case, but only as a whole word", () => {
    expect(
      errorFor(withSite("ar", (site) => (site.contact.officeHours[0].days = "والإثنين – الجمعة"))),
    ).toContain('"الإثنين" is not the glossary\'s word')
    expect(errorFor(withSite("en", (site) => (site.hero.badge = "Read our eBook since 2008")))).toContain(
      '"ebook" is not the glossary\'s word: use "E-Book; in controls, Interactive Book"',
    )
    // "Facebook" contains "ebook": the real content, which has it, passes.
    expect(contentFile("en", "site").social.map((profile: any) => profile.label)).toContain("Facebook")
    expect(() => validateContent(CONTENT)).not.toThrow()
  })

  it("matches a phrase to avoid across any spaces, and leaves the same word in another phrase alone", () => {
    const dir = withSite(
      "ar",
      (site) => (site.insights.intro = "نتابع المستجدات\u00a0 التنظيمية في المنطقة."),
    )
    expect(errorFor(dir)).toContain(
      'insights → intro: "المستجدات التنظيمية" is not the glossary\'s word: use "التشريعي والرقابي"',
    )
    expect(() =>
      validateContent(
        withSite("ar", (site) => (site.insights.intro = "نراجع الهيكل التنظيمي والثقافة التنظيمية.")),
      ),
    ).not.toThrow()
  })

  it("lets each language list its own words to avoid, but ties its terms to the same ids", () => {
    const glossaries = ["en", "ar", "fr"].map((lang) => contentFile(lang, "glossary").terms)
    expect(
      new Set(glossaries.map((terms) => terms.map((term: any) => term.avoid.length).join())),
    ).toHaveProperty("size", 3)
    const dir = contentWith("fr/glossary.json", (data) => {
      data.terms[0].id = "cabinet"
      return data
    })
    expect(errorFor(dir)).toContain(
      'fr/glossary.json: terms[0] ("le cabinet\u202f; nous") → id: "cabinet" differs from "firm"',
    )
  })
})

describe("the English content", () => {
  // The spec quotes these exactly (the specification's screens, states and error catalogue): editors may change everything else.
  const words = contentFile("en", "interface")
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
    expect(key.split(".").reduce<any>((node, part) => node[part], words)).toBe(text)
  })
})
