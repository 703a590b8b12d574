/**
 * Gatsby's GraphQL types for content/, derived from the JSON Schemas (the one description of each
 * content file): `content/en/services.json` becomes a `ServicesJson` node with a `lang` field, and
 * every nested object a named type. Declared, never inferred, so a missing field fails loudly.
 */
import fs from "node:fs"
import path from "node:path"
import { contentKinds } from "./validate-content"

interface Schema {
  $ref?: string
  type?: string
  enum?: unknown[]
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
  definitions?: Record<string, Schema>
}

const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_, __, letter: string) => letter.toUpperCase())

/** The node type of a content kind: services → ServicesJson (as gatsby-transformer-json names it). */
export const nodeTypeName = (kind: string) => `${pascal(kind)}Json`

function typeDefsFor(kind: string, root: Schema): string[] {
  const definitions: string[] = []
  const rootName = nodeTypeName(kind)

  function fieldType(schema: Schema, name: string): string {
    if (schema.$ref) {
      const definition = schema.$ref.replace("#/definitions/", "")
      return fieldType(root.definitions![definition], `${pascal(kind)}${pascal(definition)}`)
    }
    if (schema.enum) return "String"
    switch (schema.type) {
      case "integer":
        return "Int"
      case "number":
        return "Float"
      case "boolean":
        return "Boolean"
      case "array":
        return `[${fieldType(schema.items ?? {}, name)}!]`
      case "object":
        return objectType(schema, name)
      default:
        return "String"
    }
  }

  function fieldsOf(schema: Schema, typeName: string): string[] {
    return Object.entries(schema.properties ?? {})
      .filter(([field]) => field !== "$schema")
      .map(([field, property]) => {
        const required = schema.required?.includes(field) ? "!" : ""
        return `  ${field}: ${fieldType(property, `${typeName}${pascal(field)}`)}${required}`
      })
  }

  function objectType(schema: Schema, typeName: string): string {
    const definition = `type ${typeName} {\n${fieldsOf(schema, typeName).join("\n")}\n}`
    if (!definitions.includes(definition)) definitions.push(definition)
    return typeName
  }

  const fields = [`  lang: String! @proxy(from: "fields.lang")`, ...fieldsOf(root, rootName)]
  return [`type ${rootName} implements Node @dontInfer {\n${fields.join("\n")}\n}`, ...definitions]
}

/** The SDL for every content kind, as `createSchemaCustomization` takes it. */
export function contentTypeDefs(contentDir: string): string {
  return contentKinds(contentDir)
    .flatMap((kind) => {
      const file = path.join(contentDir, "schemas", `${kind}.schema.json`)
      return typeDefsFor(kind, JSON.parse(fs.readFileSync(file, "utf8")) as Schema)
    })
    .join("\n\n")
}
