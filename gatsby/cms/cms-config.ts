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
import type { Languages } from "../../src/types/content.generated"
import {
  contentKinds,
  fieldsOf,
  itemsOf,
  type JsonSchema,
  readSchema,
  SCHEMA_POINTER,
  type SchemaField,
} from "../content/schema"
import { type CmsFolderCollection, insightsCollection } from "../insights/cms-collection"

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
  media_libraries: { stock_assets: false }
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

/** The widget and its options for one schema node (its `$ref` followed), without name, label or required. */
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
      return { widget: "object", fields: cmsFields(node, root, where) }
    case "array": {
      if (!node.items) throw new Error(`${where}: an array needs "items"`)
      const items = itemsOf(node, root).schema
      const limits = {
        ...(node.minItems !== undefined && { min: node.minItems }),
        ...(node.maxItems !== undefined && { max: node.maxItems }),
      }
      if (items.enum) return { widget: "select", multiple: true, options: items.enum, ...limits }
      if (items.type === "object") {
        const fields = cmsFields(items, root, `${where}[]`)
        const titled = fields.find((field) => field.widget === "string" && field.required !== false)
        return {
          widget: "list",
          ...limits,
          collapsed: true,
          ...(titled && { summary: `{{fields.${titled.name}}}` }),
          fields,
        }
      }
      const item = fieldFor({ name: "item", required: true, schema: items }, root, `${where}[]`)
      // A plain list (one box per item) for one-line strings: Sveltia 0.221 garbles the min/max
      // message of a list with a `field` ("You must select at least {$min} options").
      const plain = item.widget === "string" && !item.pattern && item.maxlength === undefined
      return { widget: "list", ...limits, ...(!plain && { field: item }) }
    }
    default:
      throw new Error(`${where}: no editor widget for ${JSON.stringify(node)}`)
  }
}

function fieldFor({ name, required, schema: node }: SchemaField, root: JsonSchema, where: string): CmsField {
  return {
    name,
    label: node.title ?? labelFor(name),
    ...widgetFor(node, root, where),
    ...(!required && { required: false }),
    ...(node.description && { hint: node.description }),
    ...(node.i18n === "duplicate" && { i18n: "duplicate" as const }),
  }
}

/**
 * The editor's fields for an object schema, in the schema's order (the order keys are saved in),
 * `$schema` aside; for a file (or a folder collection's entries) pass the root schema twice.
 */
export function cmsFields(node: JsonSchema, root: JsonSchema, where = root.$id ?? "schema"): CmsField[] {
  return fieldsOf(node, root).map((field) => fieldFor(field, root, `${where}.${field.name}`))
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
    const schema = readSchema(contentDir, kind)
    const pointer = schema.properties?.[SCHEMA_POINTER] ? [schemaPointerField(kind)] : []
    return {
      name: kind,
      label: schema.title ?? labelFor(kind),
      file: `content/{{locale}}/${kind}.json`,
      i18n: true,
      fields: [...pointer, ...cmsFields(schema, schema).map((field) => translatable(field))],
    }
  })
  return {
    backend,
    app_title: `${site.name} · Content`,
    // The profile PDFs (and og-image.png) live in static/ and are served from the site's root.
    media_folder: "static",
    public_folder: "/",
    // Sveltia offers stock photos (Pexels, Unsplash…) in its image picker by default: pictures the
    // firm has no licence on record for, from origins the admin's policy refuses anyway.
    media_libraries: { stock_assets: false },
    // Without it an empty optional field is saved as "" or null, which the schemas reject.
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    i18n: { structure: "multiple_folders", locales, default_locale: locales[0] },
    collections: [
      { name: "content", label: "Content", i18n: true, editor: { preview: false }, files },
      insightsCollection(contentDir),
    ],
  }
}
