/**
 * The CMS configuration (Sveltia CMS, Decap-compatible format), generated from content/schemas/ so
 * that a schema change cannot leave the editor out of step with the build's validation.
 *
 * Every content kind (`<kind>.schema.json`, languages.json aside) becomes one file of the "content"
 * collection, `content/{{locale}}/<kind>.json`, with one locale per entry of content/languages.json:
 * the editor shows the languages side by side. Fields marked `"i18n": "duplicate"` (slugs, icons,
 * years…) are edited once and copied to every language, as the build requires.
 */
import fs from "node:fs"
import path from "node:path"
import type { Languages } from "./content.generated"
import { type CmsFolderCollection, insightsCollection } from "./insights/cms-collection"
import { contentKinds } from "./validate-content"

/** The subset of JSON Schema (draft-07) the content schemas use, plus our annotations. */
export interface JsonSchema {
  $id?: string
  $ref?: string
  title?: string
  description?: string
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean"
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: (string | number)[]
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
  definitions?: Record<string, JsonSchema>
  /** Not language (slug, icon, year…): every language keeps the default language's value. */
  i18n?: "duplicate"
  /** A sentence or more: edited in a text area rather than a one-line box. */
  multiline?: boolean
}

export interface CmsField {
  name: string
  label: string
  widget:
    | "string"
    | "text"
    | "number"
    | "boolean"
    | "select"
    | "list"
    | "object"
    | "hidden"
    | "datetime"
    | "relation"
    | "image"
    | "markdown"
  required?: boolean
  hint?: string
  i18n?: boolean | "duplicate"
  default?: unknown
  pattern?: [string, string]
  minlength?: number
  maxlength?: number
  value_type?: "int" | "float"
  min?: number
  max?: number
  step?: number
  options?: (string | number)[]
  multiple?: boolean
  field?: CmsField
  fields?: CmsField[]
  summary?: string
  collapsed?: boolean
  /** datetime: the input's type and the stored format. */
  type?: "email" | "url" | "date"
  format?: string
  /** relation: where the choices come from (Insights, gatsby/insights/cms-collection.ts). */
  collection?: string
  file?: string
  value_field?: string
  display_fields?: string[]
  search_fields?: string[]
  /** image: uploads only, no address typed in. */
  choose_url?: boolean
}

export interface CmsFile {
  name: string
  label: string
  file: string
  i18n: true
  fields: CmsField[]
}

/** Where editors' commits go: the GitHub repository and branch, and the OAuth client's address. */
export interface CmsBackend {
  name: "github"
  repo: string
  branch: string
  /** The OAuth client (Sveltia's default is Netlify's, https://api.netlify.com). */
  base_url?: string
}

export interface CmsConfig {
  backend: CmsBackend
  app_title: string
  media_folder: string
  public_folder: string
  output: { omit_empty_optional_fields: boolean; json: { indent_style: "space"; indent_size: number } }
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string }
  collections: (
    | {
        name: string
        label: string
        i18n: true
        editor: { preview: boolean }
        files: CmsFile[]
      }
    | CmsFolderCollection
  )[]
}

export interface CmsConfigOptions {
  /** The repository's root: content/ and static/ live there. */
  root: string
  backend: CmsBackend
}

/** Strings allowed longer than this are edited in a text area even without `multiline`. */
export const LONG_TEXT_LENGTH = 120

/** "companyProfile" → "Company profile", "intervalMs" → "Interval ms". */
export function labelFor(name: string): string {
  const words = name
    .replace(/^\$/, "")
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Follows `#/definitions/x` references; the referring node's own keywords win. */
function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node
  const match = /^#\/definitions\/(.+)$/.exec(node.$ref)
  const target = match && root.definitions?.[match[1]]
  if (!target) throw new Error(`${root.$id ?? "schema"}: cannot resolve ${node.$ref}`)
  const { $ref: _ref, ...own } = node
  return { ...resolve(target, root), ...own }
}

function isLongText(node: JsonSchema): boolean {
  return node.multiline === true || (node.maxLength ?? 0) > LONG_TEXT_LENGTH
}

function textRules(node: JsonSchema): Partial<CmsField> {
  const rules: Partial<CmsField> = {}
  if (node.minLength !== undefined && node.minLength > 1) rules.minlength = node.minLength
  if (node.maxLength !== undefined) rules.maxlength = node.maxLength
  if (node.format === "email") rules.type = "email"
  if (node.format === "uri") rules.type = "url"
  if (node.pattern) rules.pattern = [node.pattern, node.description ?? `Must match ${node.pattern}`]
  return rules
}

/** The widget and its options for one schema node, without name, label or required. */
function widgetFor(node: JsonSchema, root: JsonSchema, where: string): Omit<CmsField, "name" | "label"> {
  if (node.enum) return { widget: "select", options: node.enum }
  switch (node.type) {
    case "string":
      return { widget: isLongText(node) ? "text" : "string", ...textRules(node) }
    case "integer":
    case "number":
      return {
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(node.type === "integer" && { step: 1 }),
        ...(node.minimum !== undefined && { min: node.minimum }),
        ...(node.maximum !== undefined && { max: node.maximum }),
      }
    case "boolean":
      return { widget: "boolean" }
    case "object":
      return { widget: "object", fields: fieldsOf(node, root, where) }
    case "array": {
      if (!node.items) throw new Error(`${where}: an array needs "items"`)
      const items = resolve(node.items, root)
      const limits = {
        ...(node.minItems !== undefined && { min: node.minItems }),
        ...(node.maxItems !== undefined && { max: node.maxItems }),
      }
      if (items.enum) return { widget: "select", multiple: true, options: items.enum, ...limits }
      if (items.type === "object") {
        const fields = fieldsOf(items, root, `${where}[]`)
        const titled = fields.find((field) => field.widget === "string" && field.required !== false)
        return {
          widget: "list",
          ...limits,
          collapsed: true,
          ...(titled && { summary: `{{fields.${titled.name}}}` }),
          fields,
        }
      }
      const item = fieldFor("item", items, true, root, `${where}[]`)
      // A plain list (one box per item) for one-line strings: Sveltia 0.221 garbles the min/max
      // message of a list with a `field` ("You must select at least {$min} options").
      const plain = item.widget === "string" && !item.pattern && item.maxlength === undefined
      return { widget: "list", ...limits, ...(!plain && { field: item }) }
    }
    default:
      throw new Error(`${where}: no editor widget for ${JSON.stringify(node)}`)
  }
}

function fieldFor(
  name: string,
  raw: JsonSchema,
  required: boolean,
  root: JsonSchema,
  where: string,
): CmsField {
  const node = resolve(raw, root)
  return {
    name,
    label: node.title ?? labelFor(name),
    ...widgetFor(node, root, where),
    ...(!required && { required: false }),
    ...(node.description && { hint: node.description }),
    ...(node.i18n === "duplicate" && { i18n: "duplicate" as const }),
  }
}

/** The fields of an object schema, in the schema's order (which is the order keys are saved in). */
export function fieldsOf(raw: JsonSchema, root: JsonSchema, where = root.$id ?? "schema"): CmsField[] {
  const node = resolve(raw, root)
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), root, `${where}.${name}`),
  )
}

/** The `$schema` key every content file keeps, so code editors still complete and check it. */
function schemaPointerField(kind: string): CmsField {
  return {
    name: "$schema",
    label: "Schema",
    widget: "hidden",
    default: `../schemas/${kind}.schema.json`,
    i18n: "duplicate",
  }
}

/** Every field is translated unless the schema marks it (or the object holding it) `duplicate`. */
function translatable(field: CmsField, parent: CmsField["i18n"] = true): CmsField {
  const i18n = parent === "duplicate" ? "duplicate" : (field.i18n ?? true)
  return {
    ...field,
    i18n,
    ...(field.fields && { fields: field.fields.map((child) => translatable(child, i18n)) }),
    ...(field.field && { field: translatable(field.field, i18n) }),
  }
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T
}

export function cmsConfig({ root, backend }: CmsConfigOptions): CmsConfig {
  const contentDir = path.join(root, "content")
  const locales = readJson<Languages>(path.join(contentDir, "languages.json")).languages.map(
    (language) => language.code,
  )
  const site = readJson<{ name: string }>(path.join(contentDir, locales[0], "site.json"))
  const files = contentKinds(contentDir).map((kind): CmsFile => {
    const schema = readJson<JsonSchema>(path.join(contentDir, "schemas", `${kind}.schema.json`))
    const fields = fieldsOf(schema, schema).map((field) =>
      field.name === "$schema" ? schemaPointerField(kind) : translatable(field),
    )
    return {
      name: kind,
      label: schema.title ?? labelFor(kind),
      file: `content/{{locale}}/${kind}.json`,
      i18n: true,
      fields,
    }
  })
  return {
    backend,
    app_title: `${site.name} · Content`,
    // The profile PDFs (and og-image.png) live in static/ and are served from the site's root.
    media_folder: "static",
    public_folder: "/",
    // Without it an empty optional field is saved as "" or null, which the schemas reject.
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    i18n: { structure: "multiple_folders", locales, default_locale: locales[0] },
    collections: [
      { name: "content", label: "Content", i18n: true, editor: { preview: false }, files },
      insightsCollection(contentDir),
    ],
  }
}
