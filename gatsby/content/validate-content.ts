/**
 * Checks content/ before Gatsby reads it: languages.json, then every content file of every language
 * against its JSON Schema (the same schema editors and the CMS use), then what a schema cannot say:
 * unique ids, and that every language has the same entries and fields as the default language, with
 * the same value wherever a field is not language (`"i18n": "duplicate"`: slugs, icons, years, …).
 * A problem throws one ContentError naming the file, the entry and the field.
 */
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import type { Glossary, Languages } from "../../src/types/content.generated"
import {
  type AvoidedWord,
  avoidedWords,
  GLOSSARY,
  glossaryProblem,
  pluralFormsProblem,
  typographyProblem,
} from "./language-rules"
import { ContentError, readContentJson } from "./read-content"
import {
  contentKinds,
  isSameInEveryLanguage,
  type JsonSchema,
  readSchema,
  resolve,
  SCHEMA_POINTER,
} from "./schema"

/** The build's callers catch it where they call validateContent. */
export { ContentError }

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

export type Language = Languages["languages"][number]

function at(data: Json, pointer: string[]): Json | undefined {
  let node: Json | undefined = data
  for (const key of pointer) {
    if (node === null || typeof node !== "object") return undefined
    node = (node as JsonObject)[key]
  }
  return node
}

/** ["services", "2", "features"] → `services[2] ("Process Optimization") → features`. */
function describePath(data: Json, keys: string[]): string {
  let text = ""
  keys.forEach((key, index) => {
    if (/^\d+$/.test(key)) {
      text += `[${key}]`
      const entry = at(data, keys.slice(0, index + 1))
      const name =
        entry && typeof entry === "object" && !Array.isArray(entry)
          ? (entry.title ?? entry.label ?? entry.name ?? entry.year ?? entry.code ?? entry.term)
          : undefined
      if (typeof name === "string" || typeof name === "number") text += ` ("${name}")`
    } else {
      text += text ? ` → ${key}` : key
    }
  })
  return text
}

const pointerKeys = (instancePath: string) => instancePath.split("/").slice(1)

export function describeSchemaError(data: Json, error: ErrorObject): string {
  const where = describePath(data, pointerKeys(error.instancePath))
  const prefix = where ? `${where} → ` : ""
  const params = error.params as Record<string, unknown>
  // Achievements: a figure is a number or a text; inside either branch only that makes sense.
  const keyword = /\/(then|else)\//.test(error.schemaPath) ? "valueOrText" : error.keyword
  switch (keyword) {
    case "required":
      return `${prefix}${String(params.missingProperty)}: is missing`
    case "additionalProperties":
      return `${prefix}${String(params.additionalProperty)}: is not a known field (check the spelling)`
    case "minItems":
    case "maxItems": {
      const count = (at(data, pointerKeys(error.instancePath)) as Json[]).length
      return `${where}: ${error.message} (has ${count})`
    }
    case "format":
      if (params.format === "time-zone") {
        return `${where}: "${String(at(data, pointerKeys(error.instancePath)))}" is not a time zone: write its IANA name, e.g. "Asia/Beirut"`
      }
      return `${where}: ${error.message}`
    case "enum":
      return `${where}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`
    case "valueOrText":
      return `${where}: needs one of a number "value", a "computed" figure (either with optional "suffix" and "counter") or a "text"`
    case "pattern": {
      // Texts with placeholders: the pattern only asks that each {placeholder} is kept.
      const holders = [...String(params.pattern).matchAll(/\\\{(\w+)\\\}/g)].map((match) => `{${match[1]}}`)
      const value = String(at(data, pointerKeys(error.instancePath)))
      const missing = holders.filter((holder) => !value.includes(holder))
      if (missing.length) return `${where}: must keep ${missing.join(" and ")} (it is replaced when shown)`
      return `${where}: ${error.message}`
    }
    default:
      return `${where}: ${error.message ?? "is not valid"}`
  }
}

/** Ids that must be unique across the entries of a list (JSON Schema cannot express it). */
const UNIQUE: Record<string, [list: string, key: string]> = {
  authors: ["authors", "id"],
  services: ["services", "slug"],
  timeline: ["milestones", "title"],
  values: ["values", "title"],
}

function checkUniqueness(kind: string, data: Json): string | undefined {
  const rule = UNIQUE[kind]
  if (!rule) return undefined
  const [list, key] = rule
  const seen = new Map<unknown, number>()
  for (const [index, entry] of ((at(data, [list]) as Json[]) ?? []).entries()) {
    const value = (entry as JsonObject)[key]
    const first = seen.get(value)
    if (first !== undefined) {
      return `${describePath(data, [list, String(index)])} → ${key}: "${String(value)}" is already used by ${list}[${first}]`
    }
    seen.set(value, index)
  }
  return undefined
}

/**
 * Compares one language's file with the default language's: the same fields and the same number of
 * entries everywhere, and equal values where the schema marks a field `"i18n": "duplicate"`.
 */
function checkParity(
  file: Json,
  referenceFile: string,
  reference: Json,
  root: JsonSchema,
): string | undefined {
  return compare(file, reference, root, [])

  function compare(data: Json, reference: Json, schema: JsonSchema, keys: string[]): string | undefined {
    const node = resolve(schema, root)
    const where = () => describePath(file, keys)
    if (isSameInEveryLanguage(node)) {
      if (JSON.stringify(data) === JSON.stringify(reference)) return undefined
      return `${where()}: ${JSON.stringify(data)} differs from ${JSON.stringify(reference)} in ${referenceFile} (this value is not language: it must be the same in every language)`
    }
    // Each language has its own plural forms (languageProblem checks them) and its own words to avoid.
    if (node.plural || node.perLanguage) return undefined
    if (Array.isArray(data) && Array.isArray(reference)) {
      if (data.length !== reference.length) {
        return `${where()}: has ${data.length} entries, ${referenceFile} has ${reference.length} (every language lists the same entries)`
      }
      for (const [index, item] of data.entries()) {
        const problem = compare(item, reference[index], node.items ?? {}, [...keys, String(index)])
        if (problem) return problem
      }
      return undefined
    }
    if (data && reference && typeof data === "object" && typeof reference === "object") {
      const fields = new Set([...Object.keys(data), ...Object.keys(reference)])
      for (const field of fields) {
        if (field === SCHEMA_POINTER) continue
        const ours = (data as JsonObject)[field]
        const theirs = (reference as JsonObject)[field]
        const prefix = keys.length ? `${where()} → ` : ""
        if (ours === undefined) return `${prefix}${field}: is missing here but present in ${referenceFile}`
        if (theirs === undefined)
          return `${prefix}${field}: is not in ${referenceFile} (every language has the same fields)`
        const problem = compare(ours, theirs, node.properties?.[field] ?? {}, [...keys, field])
        if (problem) return problem
      }
    }
    return undefined
  }
}

/**
 * Runs `check` on every value of a file with its schema node, depth first, and returns the first
 * problem it names, prefixed with where it is: `ebook → cardText: needs the "few" form …`.
 */
function firstProblemIn(
  data: Json,
  root: JsonSchema,
  check: (value: Json, node: JsonSchema, keys: string[]) => string | undefined,
): string | undefined {
  return visit(data, root, [])

  function visit(value: Json, schema: JsonSchema, keys: string[]): string | undefined {
    const node = resolve(schema, root)
    const problem = check(value, node, keys)
    if (problem) return `${describePath(data, keys)}: ${problem}`
    const children: [string, Json, JsonSchema][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item, node.items ?? {}])
      : value && typeof value === "object"
        ? Object.entries(value).map(([field, item]) => [field, item, node.properties?.[field] ?? {}])
        : []
    for (const [key, item, child] of children) {
      const found = visit(item, child, [...keys, key])
      if (found) return found
    }
    return undefined
  }
}

/**
 * What a language asks of its own files: every counted sentence's forms, its typography, and its
 * glossary's words (none of the words it says to avoid).
 */
function languageProblem(
  data: Json,
  lang: string,
  root: JsonSchema,
  glossary: readonly AvoidedWord[],
): string | undefined {
  return firstProblemIn(data, root, (value, node) => {
    if (node.plural) return pluralFormsProblem(value as Record<string, unknown>, lang)
    // Values that are not language (addresses, URLs, phone numbers) keep their own punctuation.
    if (typeof value !== "string" || isSameInEveryLanguage(node)) return undefined
    return typographyProblem(value, lang) ?? glossaryProblem(value, lang, glossary)
  })
}

export interface Content {
  languages: Language[]
  /** content[language][kind], e.g. content.ar.services. */
  files: Record<string, Record<string, unknown>>
}

/** Ajv as the content schemas need it: formats (email, uri, date) and our annotations as keywords. */
export function contentAjv(): Ajv {
  const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false })
  addFormats(ajv)
  // An IANA time zone name that this Node's Intl knows ("Asia/Beirut"): the build clock's calendar.
  ajv.addFormat("time-zone", (name: string) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: name })
      return true
    } catch {
      return false
    }
  })
  // `"i18n": "duplicate"` marks values that are not language; the parity check below reads it.
  ajv.addKeyword({ keyword: "i18n", schemaType: "string" })
  // `"multiline": true` marks sentences: the CMS edits them in a text area (gatsby/cms/cms-config.ts).
  ajv.addKeyword({ keyword: "multiline", schemaType: "boolean" })
  // `"plural": true` marks counted sentences: languageProblem below reads it.
  ajv.addKeyword({ keyword: "plural", schemaType: "boolean" })
  // `"perLanguage": true` marks a list each language makes its own: the parity check leaves it.
  ajv.addKeyword({ keyword: "perLanguage", schemaType: "boolean" })
  // An article's `"references"` names the list its value comes from, `"media"` a file beside it
  // (gatsby/insights/validate-insights.ts checks both; the CMS offers a picker and an upload).
  ajv.addKeyword({ keyword: "references", schemaType: "object" })
  ajv.addKeyword({ keyword: "media", schemaType: "string" })
  // `"placeholder"` marks a sample value a firm must replace: gatsby/launch/placeholders.ts reads it.
  ajv.addKeyword({ keyword: "placeholder", schemaType: "object" })
  return ajv
}

/**
 * Reads and validates content/: languages.json, then content/<language>/<kind>.json for every
 * language and every kind. Throws one ContentError naming the file, the entry and the field.
 */
export function validateContent(contentDir: string): Content {
  const ajv = contentAjv()
  const schemas: Record<string, JsonSchema> = {}
  const check = (kind: string, data: Json, relative: string) => {
    schemas[kind] ??= readSchema(contentDir, kind)
    const validate = ajv.getSchema(`${kind}.schema.json`) ?? ajv.compile(schemas[kind])
    const problem = validate(data)
      ? checkUniqueness(kind, data)
      : describeSchemaError(data, validate.errors![0])
    if (problem) throw new ContentError(`${relative}: ${problem}`)
  }

  const base = path.basename(contentDir)
  const languagesFile = `${base}/languages.json`
  const languageList = readContentJson(contentDir, "languages.json") as Json
  check("languages", languageList, languagesFile)
  const { languages } = languageList as unknown as Languages
  const codes = languages.map((language) => language.code)
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index)
  if (repeated) throw new ContentError(`${languagesFile}: languages → "${repeated}" is listed twice`)

  const files: Content["files"] = {}
  const [reference, ...others] = codes
  // The glossary first: every other file of the language is checked against its words to avoid.
  const kinds = contentKinds(contentDir).sort((a, b) => Number(b === GLOSSARY) - Number(a === GLOSSARY))
  for (const code of [reference, ...others]) {
    files[code] = {}
    for (const kind of kinds) {
      const relative = `${base}/${code}/${kind}.json`
      const data = readContentJson(contentDir, code, `${kind}.json`) as Json
      check(kind, data, relative)
      const glossary =
        kind === GLOSSARY ? [] : avoidedWords(files[code][GLOSSARY] as Glossary, `${base}/${code}`)
      const problem = languageProblem(data, code, schemas[kind], glossary)
      if (problem) throw new ContentError(`${relative}: ${problem}`)
      if (code !== reference) {
        const referenceFile = `${base}/${reference}/${kind}.json`
        const problem = checkParity(data, referenceFile, files[reference][kind] as Json, schemas[kind])
        if (problem) throw new ContentError(`${relative}: ${problem}`)
      }
      files[code][kind] = data
    }
  }
  return { languages, files }
}
