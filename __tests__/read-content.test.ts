/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ContentError, languageCodes, readContent } from "../gatsby/content/read-content"
import { readSchema } from "../gatsby/content/schema"

/** A content folder of one language holding only what the test writes. */
function contentFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const failure = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error("expected the read to fail")
}

describe("reading content/ outside the page queries", () => {
  it("gives a content file of a language, typed by its schema", () => {
    const site = readContent("ar", "site")
    expect(site.contact.email).toMatch(/@/)
    // @ts-expect-error site.json has no such field: a misspelt key fails the typecheck.
    expect(site.contactEmail).toBeUndefined()
    // @ts-expect-error there is no content/<lang>/pricing.json.
    expect(() => readContent("en", "pricing")).toThrow(ContentError)
  })

  it("lists the languages' codes, the default first", () => {
    expect(languageCodes()).toEqual(["en", "ar", "fr"])
  })

  it("names the missing file", () => {
    const dir = contentFolder({ "en/site.json": "{}" })
    expect(failure(() => readContent("fr", "site", dir))).toBe(
      `${path.basename(dir)}/fr/site.json: the file is missing`,
    )
  })

  it("names the file that is not JSON, with the line and column", () => {
    const dir = contentFolder({ "en/site.json": '{\n  "name": "Cedarline",\n}\n' })
    expect(failure(() => readContent("en", "site", dir))).toMatch(
      new RegExp(`^${path.basename(dir)}/en/site\\.json: is not valid JSON: .* \\(line 3, column 1\\)$`),
    )
  })

  it("names a schema that is missing or broken the same way", () => {
    const dir = contentFolder({ "schemas/site.schema.json": "{ title: Site }" })
    expect(failure(() => readSchema(dir, "site"))).toMatch(
      new RegExp(`^${path.basename(dir)}/schemas/site\\.schema\\.json: is not valid JSON: `),
    )
    expect(failure(() => readSchema(dir, "values"))).toBe(
      `${path.basename(dir)}/schemas/values.schema.json: the file is missing`,
    )
  })
})
