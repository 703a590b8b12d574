/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { ENQUIRY_ERROR_CODES, FIELD_LIMITS, RESULT_PAGES } from "../functions/send-contact-email/contract"
import { EnquiryProblem, validateEnquiry } from "../functions/send-contact-email/validate"
import { CONTENT_DIR, languageCodes } from "../gatsby/content/read-content"
import { readSchema } from "../gatsby/content/schema"
import { ENQUIRY_ERRORS_SCHEMA, enquiryErrorsSchemaSource } from "../scripts/enquiry-errors-schema"
import { fillCounted } from "../src/i18n/plural"
import { contentFile } from "./helpers/content"

const LANGUAGES = languageCodes()

/** What the function answers in English when one field is over its limit. */
function functionText(field: keyof typeof FIELD_LIMITS): string {
  const body = { name: "Lina", email: "lina@example.org", company: "", message: "Hello", website: "" }
  const over =
    field === "email" ? `${"l".repeat(FIELD_LIMITS.email)}@example.org` : "x".repeat(FIELD_LIMITS[field] + 1)
  try {
    validateEnquiry({ ...body, [field]: over })
  } catch (problem) {
    return (problem as EnquiryProblem).message
  }
  throw new Error(`${field} of ${over.length} characters was accepted`)
}

describe("the enquiry contract owns the error codes and limits", () => {
  it("content/schemas/generated/enquiry-errors.schema.json is what `npm run gen:content-types` writes from the contract today", () => {
    expect(fs.readFileSync(ENQUIRY_ERRORS_SCHEMA, "utf8")).toBe(enquiryErrorsSchemaSource())
  })

  it("the interface schema, as the build and the CMS read it, asks each language for a message per code, no other", () => {
    const errors = readSchema(CONTENT_DIR, "interface").properties!.form.properties!.errors
    expect(errors).toMatchObject({ required: ENQUIRY_ERROR_CODES, additionalProperties: false })
    expect(Object.keys(errors.properties!)).toEqual(ENQUIRY_ERROR_CODES)
  })

  it.each(LANGUAGES)("content/%s: every too-long message shows the limit through {max}", (lang) => {
    const errors = contentFile(lang, "interface").form.errors
    for (const field of Object.keys(FIELD_LIMITS) as (keyof typeof FIELD_LIMITS)[]) {
      // A counted sentence: the form the limit takes in the language (src/i18n/plural.ts).
      const forms = errors[`${field}_too_long`]
      expect(forms.other).toContain("{max}")
      for (const form of Object.values(forms)) expect(form).not.toMatch(/\d/)
    }
  })

  it.each(Object.keys(FIELD_LIMITS) as (keyof typeof FIELD_LIMITS)[])(
    "the English %s_too_long message, filled from FIELD_LIMITS, is the function's own English text",
    (field) => {
      const forms = contentFile("en", "interface").form.errors[`${field}_too_long`]
      expect(fillCounted(forms, "en", "max", FIELD_LIMITS[field])).toBe(functionText(field))
    },
  )

  it("each page a form post is answered with (303) is a page of the site", () => {
    for (const page of Object.values(RESULT_PAGES)) {
      const file = path.resolve(__dirname, "..", "src", "pages", "contact", `${page.replace(/\/$/, "")}.tsx`)
      expect([page, fs.existsSync(file)]).toEqual([page, true])
    }
  })
})
