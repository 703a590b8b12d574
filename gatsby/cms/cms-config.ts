/**
 * The CMS configuration (Sveltia CMS, Decap-compatible format), generated from content/schemas/ so
 * that a schema change cannot leave the editor out of step with the build's validation.
 *
 * Every content kind (`<kind>.schema.json`, languages.json aside) becomes one file of the "content"
 * collection, `content/{{locale}}/<kind>.json`, with one locale per entry of content/languages.json:
 * the editor shows the languages side by side. Fields marked `"i18n": "duplicate"` (slugs, icons,
 * years…) are edited once and copied to every language, as the build requires. The articles are a
 * folder collection of their own (insights-collection.ts); both take their fields from
 * cms-fields.ts.
 */
import path from "node:path"
import { languageCodes, readContent } from "../content/read-content"
import { contentKinds, readSchema, SCHEMA_POINTER } from "../content/schema"
import { type CmsField, cmsFields, labelFor } from "./cms-fields"
import { type CmsFolderCollection, insightsCollection } from "./insights-collection"

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

export function cmsConfig({ root, backend }: CmsConfigOptions): CmsConfig {
  const contentDir = path.join(root, "content")
  const locales = languageCodes(contentDir)
  const site = readContent(locales[0], "site", contentDir)
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
