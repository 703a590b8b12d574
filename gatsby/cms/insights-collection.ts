/**
 * The Insights in the CMS: a folder collection, one entry per article, generated from the
 * frontmatter's schema like the rest of the configuration (cms-config.ts), with the same fields
 * (cms-fields.ts). Each language's article is content/<lang>/insights/<key>/index.md, edited side
 * by side; images uploaded in the editor go into the article's folder, beside it. Where the schema
 * says more than a type, the editor gets more than a text box: a date picker (`format: date`), a
 * list to choose from (`references`: the author, the services), an image upload (`media: image`),
 * a Markdown editor for the body.
 */
import path from "node:path"
import { type JsonSchema, readSchema, type SchemaReference } from "../content/schema"
import { ARTICLE_FILE, FRONTMATTER_KIND, INSIGHTS_FOLDER } from "../insights/article-files"
import { type CmsField, cmsFields } from "./cms-fields"

export interface CmsFolderCollection {
  name: string
  label: string
  label_singular: string
  description?: string
  folder: string
  path: string
  extension: "md"
  format: "yaml-frontmatter"
  slug: string
  identifier_field: string
  summary: string
  sortable_fields: string[]
  thumbnail: string
  media_folder: string
  public_folder: string
  i18n: { initial_locales: "all" }
  editor: { preview: boolean }
  fields: CmsField[]
}

/** A choice from a list of another content file, e.g. an author from content/<lang>/authors.json. */
function relation(field: CmsField, reference: SchemaReference): CmsField {
  const { name, label, required, hint, i18n } = field
  const label_field = `${reference.list}.*.${reference.label}`
  return {
    name,
    label,
    ...(required === false && { required }),
    ...(hint && { hint }),
    ...(i18n && { i18n }),
    widget: "relation",
    collection: "content",
    file: reference.file,
    value_field: `${reference.list}.*.${reference.value}`,
    display_fields: [label_field],
    search_fields: [label_field],
  }
}

/** The widget a field gets from what its schema says beyond its type; `parentI18n` from its object. */
function fieldFor(field: CmsField, node: JsonSchema, parentI18n: CmsField["i18n"] = true): CmsField {
  const i18n: CmsField["i18n"] = parentI18n === "duplicate" || node.i18n === "duplicate" ? "duplicate" : true
  const base = { ...field, i18n }
  if (node.format === "date") {
    const { pattern: _pattern, minlength: _min, maxlength: _max, ...rest } = base
    return { ...rest, widget: "datetime", type: "date", format: "YYYY-MM-DD" }
  }
  if (node.references) return relation(base, node.references)
  if (node.items?.references) {
    return { ...relation(base, node.items.references), multiple: true, min: field.min, max: field.max }
  }
  if (node.media === "image") {
    const { pattern: _pattern, ...rest } = base
    return { ...rest, widget: "image", choose_url: false }
  }
  if (node.type === "boolean") return { ...base, default: false }
  if (field.fields && node.properties) {
    const properties = node.properties
    return { ...base, fields: field.fields.map((child) => fieldFor(child, properties[child.name], i18n)) }
  }
  return base
}

/** The Insights collection of the CMS configuration. */
export function insightsCollection(contentDir: string): CmsFolderCollection {
  const schema = readSchema(contentDir, FRONTMATTER_KIND)
  const properties = schema.properties ?? {}
  const fields = cmsFields(schema, schema).map((field) => fieldFor(field, properties[field.name]))
  return {
    name: INSIGHTS_FOLDER,
    label: "Insights",
    label_singular: "Article",
    ...(schema.description && { description: schema.description }),
    folder: `${path.basename(contentDir)}/{{locale}}/${INSIGHTS_FOLDER}`,
    // One folder per article, named by its slug in the first language: the key its translations share.
    path: `{{slug}}/${ARTICLE_FILE.replace(/\.md$/, "")}`,
    slug: "{{fields.slug}}",
    extension: "md",
    format: "yaml-frontmatter",
    identifier_field: "title",
    summary: "{{fields.title}} · {{fields.date}}",
    sortable_fields: ["date", "title"],
    thumbnail: "cover.image",
    // Relative to the entry: uploads go into the article's own folder, beside index.md.
    media_folder: "",
    public_folder: "",
    // Every language is offered; an editor may switch one off for an article not translated yet.
    i18n: { initial_locales: "all" },
    editor: { preview: false },
    fields: [
      ...fields,
      {
        name: "body",
        label: "Body",
        widget: "markdown",
        i18n: true,
        hint: "Sections start with ## (the title is above). Every image needs a description in its alt text; links to the site's pages start with /.",
      },
    ],
  }
}
