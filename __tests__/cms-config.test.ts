/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { type CmsBackend, cmsConfig, type CmsConfig } from "../gatsby/cms/cms-config"
import type { CmsField } from "../gatsby/cms/cms-fields"
import { type JsonSchema, readSchema as readKindSchema } from "../gatsby/content/schema"

const ROOT = path.resolve(__dirname, "..")
const SCHEMAS = path.join(ROOT, "content", "schemas")
const BACKEND: CmsBackend = { name: "github", repo: "example/site", branch: "main" }

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))
// The generated fragments in place, as every reader of the schemas sees them.
const readSchema = (file: string): JsonSchema =>
  readKindSchema(path.join(ROOT, "content"), file.replace(/\.schema\.json$/, ""))
/** Every schema editors write to: languages.json is the developers' (it adds a language to the build). */
const editable = fs
  .readdirSync(SCHEMAS)
  .filter((name) => name.endsWith(".schema.json") && name !== "languages.schema.json")
const languages: string[] = readJson(path.join(ROOT, "content", "languages.json")).languages.map(
  (language: { code: string }) => language.code,
)

/** Written independently of the generator, so a shared mistake cannot hide a missing field. */
function deref(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node
  const { $ref, ...own } = node
  return { ...deref(root.definitions![$ref.replace("#/definitions/", "")], root), ...own }
}

/** Every place an editor can type a value: "services[].features[]", "pages.home.title" … */
function schemaPaths(raw: JsonSchema, root: JsonSchema, prefix = ""): string[] {
  const node = deref(raw, root)
  if (node.type === "object") {
    return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
      const at = prefix ? `${prefix}.${name}` : name
      return [at, ...schemaPaths(child, root, at)]
    })
  }
  if (node.type === "array" && node.items) return schemaPaths(node.items, root, `${prefix}[]`)
  return []
}

function configPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name
    if (field.widget === "list") return [at, ...(field.fields ? configPaths(field.fields, `${at}[]`) : [])]
    return [at, ...(field.fields ? configPaths(field.fields, at) : [])]
  })
}

/** Pairs each schema node with the field generated for it. */
function* pairs(
  raw: JsonSchema,
  fields: CmsField[],
  root: JsonSchema,
  prefix = "",
): Generator<[string, JsonSchema, CmsField, boolean]> {
  const node = deref(raw, root)
  const required = new Set(node.required ?? [])
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const field = fields.find((candidate) => candidate.name === name)
    if (!field) continue // reported by the coverage test
    const at = prefix ? `${prefix}.${name}` : name
    const resolved = deref(child, root)
    yield [at, resolved, field, required.has(name)]
    if (resolved.type === "object") yield* pairs(resolved, field.fields ?? [], root, at)
    const items = resolved.items && deref(resolved.items, root)
    if (items?.type === "object") yield* pairs(items, field.fields ?? [], root, `${at}[]`)
  }
}

const filesOf = (config: CmsConfig) =>
  config.collections.flatMap((collection) => ("files" in collection ? collection.files : []))
const fileFor = (config: CmsConfig, schemaFile: string) =>
  filesOf(config).find((candidate) => `${candidate.name}.schema.json` === schemaFile)

/** Every field and sub-field, flattened. */
const allFields = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((field) => [
    field,
    ...allFields(field.fields ?? []),
    ...(field.field ? allFields([field.field]) : []),
  ])

describe("CMS configuration generated from content/schemas", () => {
  const config = cmsConfig({ root: ROOT, backend: BACKEND })

  it.each(editable)("lets editors reach every field of %s", (schemaFile) => {
    const schema = readSchema(schemaFile)
    const file = fileFor(config, schemaFile)
    expect(file).toBeDefined()
    expect(configPaths(file!.fields).sort()).toEqual(schemaPaths(schema, schema).sort())
  })

  it("offers every content file and nothing else: not the language list", () => {
    expect(filesOf(config).map((file) => `${file.name}.schema.json`)).toEqual([...editable].sort())
    expect(JSON.stringify(config)).not.toContain("languages.json")
  })

  it.each(editable)("enforces in the editor what %s can say", (schemaFile) => {
    const schema = readSchema(schemaFile)
    const file = fileFor(config, schemaFile)!
    for (const [at, node, field, required] of pairs(schema, file.fields, schema)) {
      const where = `${schemaFile} ${at}`
      expect([where, field.required !== false]).toEqual([where, required || field.widget === "hidden"])
      if (node.description) expect([where, field.hint]).toEqual([where, node.description])
      if (node.enum) expect([where, field.widget, field.options]).toEqual([where, "select", node.enum])
      if (node.type === "integer") {
        expect([where, field.widget, field.value_type]).toEqual([where, "number", "int"])
        expect([where, field.min, field.max]).toEqual([where, node.minimum, node.maximum])
      }
      if (node.type === "array") {
        expect([where, field.min, field.max]).toEqual([where, node.minItems, node.maxItems])
      }
      if (node.type === "string" && field.widget !== "hidden") {
        expect([where, field.pattern?.[0]]).toEqual([where, node.pattern])
        expect([where, field.maxlength]).toEqual([where, node.maxLength])
        if ((node.minLength ?? 0) > 1) expect([where, field.minlength]).toEqual([where, node.minLength])
        if (node.multiline) expect([where, field.widget]).toEqual([where, "text"])
      }
    }
  })

  it("edits long text in a text area and names in a one-line box", () => {
    const services = fileFor(config, "services.schema.json")!.fields.find((f) => f.name === "services")!
    const byName = Object.fromEntries(services.fields!.map((field) => [field.name, field]))
    expect(byName.description.widget).toBe("text")
    expect(byName.title.widget).toBe("string")
  })

  it("refuses a service with three features: the list needs exactly four", () => {
    const services = fileFor(config, "services.schema.json")!
    const features = services.fields
      .find((field) => field.name === "services")!
      .fields!.find((field) => field.name === "features")!
    expect(features).toMatchObject({ widget: "list", min: 4, max: 4 })
  })

  it("keeps each file's $schema pointer without showing it", () => {
    for (const file of filesOf(config)) {
      expect(file.fields[0]).toMatchObject({ name: "$schema", widget: "hidden" })
      for (const language of languages) {
        const dir = path.dirname(path.join(ROOT, file.file.replace("{{locale}}", language)))
        expect(fs.existsSync(path.resolve(dir, String(file.fields[0].default)))).toBe(true)
      }
    }
  })

  it("shows every language side by side, one file per language, and keeps non-language values equal", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: languages,
      default_locale: languages[0],
    })
    const services = fileFor(config, "services.schema.json")!
    expect(services).toMatchObject({ file: "content/{{locale}}/services.json", i18n: true })
    const entry = services.fields.find((field) => field.name === "services")!.fields!
    expect(entry.find((field) => field.name === "slug")!.i18n).toBe("duplicate")
    expect(entry.find((field) => field.name === "title")!.i18n).toBe(true)
    // A field inside a duplicated object is duplicated too (an achievement's counter).
    const achievement = fileFor(config, "achievements.schema.json")!.fields[1].fields!
    const counter = achievement.find((field) => field.name === "counter")!
    expect(allFields(counter.fields!).map((field) => field.i18n)).toEqual(["duplicate", "duplicate"])
  })

  it("saves keys in the order the content files already have, so a save changes only what was edited", () => {
    // The CMS writes an entry's keys in its fields' order: compare each file with that order.
    const order = (value: unknown, fields: CmsField[]): unknown => {
      if (Array.isArray(value)) return value.map((item) => order(item, fields))
      if (!value || typeof value !== "object") return value
      return Object.fromEntries(
        fields
          .filter((field) => field.name in value)
          .map((field) => {
            const child = (value as Record<string, unknown>)[field.name]
            return [field.name, order(child, field.fields ?? [])]
          }),
      )
    }
    for (const file of filesOf(config)) {
      for (const language of languages) {
        const text = fs.readFileSync(path.join(ROOT, file.file.replace("{{locale}}", language)), "utf8")
        const saved = `${JSON.stringify(order(JSON.parse(text), file.fields), null, 2)}\n`
        expect([file.name, language, saved]).toEqual([file.name, language, text])
      }
    }
  })

  it("is a configuration Sveltia CMS accepts", () => {
    // The package exports only its entry point: find its folder from there.
    const sveltia = path.resolve(path.dirname(require.resolve("@sveltia/cms")), "..")
    const schema = readJson(path.join(sveltia, "schema", "sveltia-cms.json"))
    const ajv = new Ajv({ strict: false, allErrors: true })
    addFormats(ajv)
    const validate = ajv.compile(schema)
    validate(config)
    expect(validate.errors ?? []).toEqual([])
  })
})
