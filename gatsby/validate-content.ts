import fs from "node:fs"
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"

/** The content files the site is built from; each has a JSON Schema in content/schemas/. */
export const CONTENT_FILES = ["site", "services", "values", "achievements", "timeline"] as const
export type ContentFile = (typeof CONTENT_FILES)[number]

export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ContentError"
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** "Unexpected token } in JSON at position 52" → "line 4, column 3". */
function describeJsonSyntaxError(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)
  if (!position) return error.message
  const before = text.slice(0, Number(position[1]))
  const line = before.split("\n").length
  const column = before.length - before.lastIndexOf("\n")
  return `${error.message.replace(/ in JSON at position \d+.*$/, "")} (line ${line}, column ${column})`
}

function at(data: Json, pointer: string[]): Json | undefined {
  let node: Json | undefined = data
  for (const key of pointer) {
    if (node === null || typeof node !== "object") return undefined
    node = (node as Record<string, Json>)[key]
  }
  return node
}

/** "/services/2/features" → `services[2] ("Process Optimization") → features`. */
function describePath(data: Json, instancePath: string): string {
  const keys = instancePath.split("/").slice(1)
  let text = ""
  keys.forEach((key, index) => {
    if (/^\d+$/.test(key)) {
      text += `[${key}]`
      const entry = at(data, keys.slice(0, index + 1))
      const name =
        entry && typeof entry === "object" && !Array.isArray(entry)
          ? (entry.title ?? entry.label ?? entry.year)
          : undefined
      if (typeof name === "string" || typeof name === "number") text += ` ("${name}")`
    } else {
      text += text ? ` → ${key}` : key
    }
  })
  return text
}

function describeSchemaError(data: Json, error: ErrorObject): string {
  const where = describePath(data, error.instancePath)
  const params = error.params as Record<string, unknown>
  // Errors from inside a oneOf branch only make sense as "none of the shapes fits".
  const keyword = error.schemaPath.includes("/oneOf/") ? "oneOf" : error.keyword
  switch (keyword) {
    case "required":
      return `${where ? `${where} → ` : ""}${String(params.missingProperty)}: is missing`
    case "additionalProperties":
      return `${where ? `${where} → ` : ""}${String(params.additionalProperty)}: is not a known field (check the spelling)`
    case "minItems":
    case "maxItems": {
      const count = (at(data, error.instancePath.split("/").slice(1)) as Json[]).length
      return `${where}: ${error.message} (has ${count})`
    }
    case "enum":
      return `${where}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`
    case "oneOf":
      return `${where}: needs either a number "value" (with optional "suffix" and "counter") or a "text", not both`
    default:
      return `${where}: ${error.message ?? "is not valid"}`
  }
}

/** Rules JSON Schema cannot express: ids that must be unique across entries. */
function checkUniqueness(file: ContentFile, data: Json): string | undefined {
  const unique: Partial<Record<ContentFile, [list: string, key: string]>> = {
    services: ["services", "slug"],
    timeline: ["milestones", "title"],
    values: ["values", "title"],
  }
  const rule = unique[file]
  if (!rule) return undefined
  const [list, key] = rule
  const seen = new Map<unknown, number>()
  const entries = (at(data, [list]) as Json[]) ?? []
  for (const [index, entry] of entries.entries()) {
    const value = (entry as Record<string, Json>)[key]
    const first = seen.get(value)
    if (first !== undefined) {
      return `${describePath(data, `/${list}/${index}`)} → ${key}: "${String(value)}" is already used by ${list}[${first}]`
    }
    seen.set(value, index)
  }
  return undefined
}

function createValidator(schemaDir: string) {
  const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false })
  addFormats(ajv)
  return (file: ContentFile, data: Json) => {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, `${file}.schema.json`), "utf8"))
    const validate = ajv.getSchema(schema.$id) ?? ajv.compile(schema)
    if (!validate(data)) return describeSchemaError(data, validate.errors![0])
    return checkUniqueness(file, data)
  }
}

/**
 * Reads and validates every content file against its JSON Schema (the same schema editors get
 * completion from). Throws one ContentError naming the file, the entry and the field.
 */
export function validateContent(contentDir: string): Record<ContentFile, unknown> {
  const validate = createValidator(path.join(contentDir, "schemas"))
  const result = {} as Record<ContentFile, unknown>
  for (const file of CONTENT_FILES) {
    const relative = path.join(path.basename(contentDir), `${file}.json`)
    const fullPath = path.join(contentDir, `${file}.json`)
    if (!fs.existsSync(fullPath)) throw new ContentError(`${relative}: the file is missing`)
    const text = fs.readFileSync(fullPath, "utf8")
    let data: Json
    try {
      data = JSON.parse(text)
    } catch (error) {
      throw new ContentError(
        `${relative}: is not valid JSON: ${describeJsonSyntaxError(text, error as Error)}`,
      )
    }
    const problem = validate(file, data)
    if (problem) throw new ContentError(`${relative}: ${problem}`)
    result[file] = data
  }
  return result
}
