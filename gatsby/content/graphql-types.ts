/**
 * Gatsby's GraphQL types for content/, derived from the JSON Schemas (the one description of each
 * content file): `content/en/services.json` becomes a `ServicesJson` node with a `lang` field, and
 * every nested object a named type. Declared, never inferred, so a missing field fails loudly.
 */
import {
  contentKinds,
  fieldsOf,
  itemsOf,
  type JsonSchema,
  nodeTypeName,
  pascalCase,
  readSchema,
} from "./schema"

/**
 * Every counted sentence has the same type, whatever file it is in, so that one fragment
 * (CountedSentenceForms) reads any of them: the forms a language does not use are null.
 */
const COUNTED_SENTENCE = "CountedSentence"
const COUNTED_SENTENCE_TYPE = `type ${COUNTED_SENTENCE} {
  zero: String
  one: String
  two: String
  few: String
  many: String
  other: String!
}`

/**
 * The SDL of one schema: a node type named `typeName` (with the `extraFields` given, e.g. `lang`),
 * and a named type for each object inside it: `<typeName><Field>`, or `<Prefix><Definition>` for a
 * `$ref`, where the prefix is `typeName` without its "Json".
 */
export function graphqlTypeDefs(typeName: string, root: JsonSchema, extraFields: string[] = []): string[] {
  const definitions: string[] = []
  const prefix = typeName.replace(/Json$/, "")

  /** A `$ref`'s objects are named for the definition, others for where they are. */
  const nameOf = (node: { definition?: string }, where: string) =>
    node.definition ? prefix + pascalCase(node.definition) : where

  function fieldType(schema: JsonSchema, name: string): string {
    if (schema.plural) return COUNTED_SENTENCE
    if (schema.enum) return "String"
    switch (schema.type) {
      case "integer":
        return "Int"
      case "number":
        return "Float"
      case "boolean":
        return "Boolean"
      case "array": {
        const items = itemsOf(schema, root)
        return `[${fieldType(items.schema, nameOf(items, name))}!]`
      }
      case "object": {
        // Keyed by data (e.g. error codes that code looks up): one JSON value, no field listed twice.
        if (schema.propertyNames) return "JSON"
        const definition = `type ${name} {\n${fieldLines(schema, name).join("\n")}\n}`
        if (!definitions.includes(definition)) definitions.push(definition)
        return name
      }
      default:
        return "String"
    }
  }

  function fieldLines(schema: JsonSchema, typeName: string): string[] {
    return fieldsOf(schema, root).map(
      (field) =>
        `  ${field.name}: ${fieldType(field.schema, nameOf(field, typeName + pascalCase(field.name)))}${field.required ? "!" : ""}`,
    )
  }

  const fields = [...extraFields, ...fieldLines(root, typeName)]
  return [`type ${typeName} implements Node @dontInfer {\n${fields.join("\n")}\n}`, ...definitions]
}

/** The SDL for every content kind, as `createSchemaCustomization` takes it. */
export function contentTypeDefs(contentDir: string): string {
  const kinds = contentKinds(contentDir).flatMap((kind) =>
    graphqlTypeDefs(nodeTypeName(kind), readSchema(contentDir, kind), [
      `  lang: String! @proxy(from: "fields.lang")`,
    ]),
  )
  return [COUNTED_SENTENCE_TYPE, ...kinds].join("\n\n")
}
