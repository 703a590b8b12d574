/**
 * The CMS's fields for a JSON Schema: one field per property in the schema's order, its widget from
 * the property's type (a text area for a long or `multiline` string, a select for an enum, lists and
 * objects of fields), its rules (length, pattern, bounds, required) and `"i18n": "duplicate"` kept.
 * Both collections use it: the content files (cms-config.ts) and the Insights
 * (insights-collection.ts).
 */
import { fieldsOf, itemsOf, type JsonSchema, type SchemaField } from "../content/schema"

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
  /** relation: where the choices come from (Insights, insights-collection.ts). */
  collection?: string
  file?: string
  value_field?: string
  display_fields?: string[]
  search_fields?: string[]
  /** image: uploads only, no address typed in. */
  choose_url?: boolean
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
