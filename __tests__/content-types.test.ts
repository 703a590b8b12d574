/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { contentTypeDefs } from "../gatsby/content/graphql-types"
import { contentKinds, readSchema } from "../gatsby/content/schema"

const GENERATED_FILE = path.resolve(__dirname, "../src/types/content.generated.ts")

const CONTENT = path.resolve(__dirname, "../content")

interface Schema {
  properties?: Record<string, Schema>
  items?: Schema
  $ref?: string
  definitions?: Record<string, Schema>
  propertyNames?: Schema
}

/**
 * Every field name of a schema, nested ones included ($refs followed). An object keyed by data
 * (`propertyNames`: the enquiry's error codes) is one field, carried whole as JSON.
 */
function fieldNames(schema: Schema, root: Schema = schema): string[] {
  if (schema.$ref) return fieldNames(root.definitions![schema.$ref.replace("#/definitions/", "")], root)
  if (schema.items) return fieldNames(schema.items, root)
  if (schema.propertyNames) return []
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== "$schema")
    .flatMap(([name, property]) => [name, ...fieldNames(property, root)])
}

describe("types derived from content/schemas/", () => {
  it("src/types/content.generated.ts is what `npm run gen:content-types` writes from the schemas today", () => {
    // A child process: the generator formats with Prettier 3, whose ESM loading Jest's runtime lacks.
    const script = path.resolve(__dirname, "../scripts/content-types.ts")
    const fresh = execFileSync(process.execPath, [require.resolve("tsx/cli"), script, "--stdout"], {
      encoding: "utf8",
    })
    expect(fs.readFileSync(GENERATED_FILE, "utf8")).toBe(fresh)
  })

  it.each(contentKinds(CONTENT))("the GraphQL types carry every field of %s.schema.json", (kind) => {
    const schema = readSchema(CONTENT, kind)
    const sdl = contentTypeDefs(CONTENT)
    for (const field of fieldNames(schema)) expect(sdl).toMatch(new RegExp(`^  ${field}: `, "m"))
  })

  it("hands the form's error messages over whole, keyed by the enquiry contract's codes", () => {
    expect(contentTypeDefs(CONTENT)).toMatch(/^type InterfaceJsonForm \{[^}]*^ {2}errors: JSON!$/m)
  })

  it("declares each content node with its language and without inference", () => {
    expect(contentTypeDefs(CONTENT)).toContain(
      'type ServicesJson implements Node @dontInfer {\n  lang: String! @proxy(from: "fields.lang")\n  services: [ServicesJsonServices!]!',
    )
  })
})
