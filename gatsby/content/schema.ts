/**
 * How a content schema is read: the one walker over the JSON Schemas in content/schemas/ (draft-07,
 * the subset below, plus annotations of ours). The GraphQL types (graphql-types.ts), the content
 * check (validate-content.ts) and the CMS's fields (../cms/cms-fields.ts) are uses of it; so is
 * any new kind of content (an articles' frontmatter schema reads the same way).
 *
 *   const root = readSchema(contentDir, "services")
 *   for (const field of fieldsOf(root, root)) field.name, field.required, field.schema.type, field.definition
 *   graphqlTypeDefs(nodeTypeName("services"), root)   // ./graphql-types.ts
 *   cmsFields(root)                                   // ../cms/cms-fields.ts
 */
import fs from "node:fs"
import path from "node:path"
import { readContentJson } from "./read-content"

/** The subset of JSON Schema (draft-07) the content schemas use, plus our annotations. */
export interface JsonSchema {
  $id?: string
  $ref?: string
  title?: string
  description?: string
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean"
  properties?: Record<string, JsonSchema>
  /** Declared by an object whose keys are data (the enquiry's error codes): GraphQL gets it whole. */
  propertyNames?: JsonSchema
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
  /** A counted sentence: one form per plural category of its language (src/i18n/plural.ts). */
  plural?: boolean
  /** A list each language makes its own (the glossary's words to avoid): not compared across languages. */
  perLanguage?: boolean
  /** An article's value chosen from a list of the language's content, e.g. an author's id. */
  references?: SchemaReference
  /** An article's file beside it ("image"): the build checks it is there, the CMS uploads it. */
  media?: string
}

/** `"references"`: the value is one of `list[].value` in content/<lang>/<file>.json, shown by its `label`. */
export interface SchemaReference {
  file: string
  list: string
  value: string
  label: string
}

/** The key every content file keeps first, naming its schema for code editors: not content. */
export const SCHEMA_POINTER = "$schema"

/** One field of an object schema, its `$ref` followed. */
export interface SchemaField {
  name: string
  required: boolean
  schema: JsonSchema
  /** The definition the field refers to (`#/definitions/phrase` → "phrase"), if it does. */
  definition?: string
}

/** "services" → "Services", "profile-book" → "ProfileBook", "page_meta" → "PageMeta". */
export const pascalCase = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_, __, letter: string) => letter.toUpperCase())

/** The node type of a content kind: services → ServicesJson, as gatsby-transformer-json names it. */
export const nodeTypeName = (kind: string) => `${pascalCase(kind)}Json`

/** The content kinds: one schema each in content/schemas/, one file each per language. */
export function contentKinds(contentDir: string): string[] {
  return fs
    .readdirSync(path.join(contentDir, "schemas"))
    .filter((name) => name.endsWith(".schema.json") && name !== "languages.schema.json")
    .map((name) => name.replace(/\.schema\.json$/, ""))
    .sort()
}

/**
 * content/schemas/<kind>.schema.json, parsed, with the files it refers to in place (fragments); a
 * missing or broken file throws naming it.
 */
export function readSchema(contentDir: string, kind: string): JsonSchema {
  const file = path.join(contentDir, "schemas", `${kind}.schema.json`)
  const schema = readContentJson(contentDir, "schemas", `${kind}.schema.json`)
  return withFragments(schema, file, file) as JsonSchema
}

/**
 * Puts each file a schema refers to (content/schemas/generated/enquiry-errors.schema.json, written
 * from the enquiry contract) in the place of the reference, the referring node's own keywords
 * winning; the fragment's references back into the schema become `#/definitions/…`. Every reader
 * then walks one document: the GraphQL types, the content check, the CMS's fields and the
 * TypeScript types.
 */
function withFragments(node: unknown, file: string, rootFile: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withFragments(item, file, rootFile))
  if (typeof node !== "object" || node === null) return node
  const own = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withFragments(value, file, rootFile)]),
  )
  const ref = (node as JsonSchema).$ref
  if (!ref || ref.startsWith("#")) return own
  const [target, pointer = ""] = ref.split("#")
  const targetFile = path.resolve(path.dirname(file), target)
  if (targetFile === rootFile) return { ...own, $ref: `#${pointer}` }
  if (pointer) throw new Error(`${path.basename(file)}: a fragment is referred to whole, not ${ref}`)
  const fragment = withFragments(readContentJson(targetFile), targetFile, rootFile)
  const { $ref: _ref, ...rest } = own
  return { ...(fragment as object), ...rest }
}

const definitionOf = (node: JsonSchema) => /^#\/definitions\/(.+)$/.exec(node.$ref ?? "")?.[1]

/** Follows `#/definitions/x` references; the referring node's own keywords (a description) win. */
export function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node
  const name = definitionOf(node)
  const target = name === undefined ? undefined : root.definitions?.[name]
  if (!target) throw new Error(`${root.$id ?? "schema"}: cannot resolve ${node.$ref}`)
  const { $ref: _ref, ...own } = node
  return { ...resolve(target, root), ...own }
}

/** An object schema's fields in the schema's order (the order files are saved in), without `$schema`. */
export function fieldsOf(node: JsonSchema, root: JsonSchema): SchemaField[] {
  const object = resolve(node, root)
  const required = new Set(object.required ?? [])
  return Object.entries(object.properties ?? {})
    .filter(([name]) => name !== SCHEMA_POINTER)
    .map(([name, property]) => ({
      name,
      required: required.has(name),
      schema: resolve(property, root),
      ...(definitionOf(property) !== undefined && { definition: definitionOf(property) }),
    }))
}

/** Every field of an object schema and of the objects inside it, with its path: ["cover", "image"]. */
export function nestedFieldsOf(
  node: JsonSchema,
  root: JsonSchema,
  keys: string[] = [],
): (SchemaField & { keys: string[] })[] {
  return fieldsOf(node, root).flatMap((field) => {
    const at = [...keys, field.name]
    const inside = field.schema.type === "object" ? nestedFieldsOf(field.schema, root, at) : []
    return [{ ...field, keys: at }, ...inside]
  })
}

/** An array schema's items, their `$ref` followed (with the definition's name, if any). */
export function itemsOf(node: JsonSchema, root: JsonSchema): Omit<SchemaField, "name" | "required"> {
  const items = resolve(node, root).items ?? {}
  return {
    schema: resolve(items, root),
    ...(definitionOf(items) !== undefined && { definition: definitionOf(items) }),
  }
}

/** Whether a value is the same in every language (`"i18n": "duplicate"`) rather than translated. */
export const isSameInEveryLanguage = (node: JsonSchema) => node.i18n === "duplicate"
