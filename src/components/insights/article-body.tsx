import { createElement, type ReactNode } from "react"
import type { ProcessedImage } from "../../types/processed-image"
import { Picture } from "../ui/picture"
import { type ArticleTree, type TreeNode, headingsOf, textOf } from "./article-tree"

/** hast's property names as React's: classes joined, data-* and aria-* spelled out, alignment as style. */
function propsOf(properties: TreeNode["properties"] = {}): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(properties)) {
    if (name === "className") props.className = Array.isArray(value) ? value.join(" ") : value
    else if (name === "align")
      props.style = { textAlign: value === "left" ? "start" : value === "right" ? "end" : value }
    else if (/^(data|aria)[A-Z]/.test(name))
      props[name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)] = value
    else props[name] = value
  }
  return props
}

/** Where HTML has no text between elements (a newline there is Markdown's, not the reader's). */
const BLOCK_PARENTS = new Set(["table", "thead", "tbody", "tfoot", "tr", "ul", "ol", "blockquote"])

interface ArticleBodyProps {
  tree: ArticleTree
  /** The processed body images by the address the Markdown gives them. */
  images: ReadonlyMap<string, ProcessedImage>
}

/**
 * An article's body, rendered at build time from the syntax tree gatsby-transformer-remark made
 * of its Markdown: images through the site's sharp pipeline as <picture> (every format and width,
 * width and height set), each heading with an id and a link to itself (the table of contents uses
 * the same ids), tables scrollable on narrow screens.
 */
export function ArticleBody({ tree, images }: ArticleBodyProps) {
  const ids = new Map(headingsOf(tree).map((heading) => [heading.node, heading.id]))

  function render(node: TreeNode, key: number, parent?: string): ReactNode {
    if (node.type === "text")
      return parent && BLOCK_PARENTS.has(parent) && !node.value?.trim() ? null : node.value
    if (node.type !== "element" || !node.tagName) return null
    const children = node.children?.map((child, index) => render(child, index, node.tagName))
    const props = { key, ...propsOf(node.properties) }
    const id = ids.get(node)
    if (id) {
      return createElement(node.tagName, { ...props, id }, <a href={`#${id}`}>{textOf(node)}</a>)
    }
    if (node.tagName === "img") {
      const source = String(node.properties?.src ?? "")
      const image = images.get(source) ?? images.get(decodeURI(source))
      const alt = String(node.properties?.alt ?? "")
      return image ? <Picture key={key} image={image} alt={alt} /> : createElement("img", props)
    }
    if (node.tagName === "table")
      return (
        <div key={key} className="table-scroll">
          {createElement("table", props, children)}
        </div>
      )
    return createElement(node.tagName, props, children?.length ? children : undefined)
  }

  return <>{tree.children?.map((child, index) => render(child, index))}</>
}
