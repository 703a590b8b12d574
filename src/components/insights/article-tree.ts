/**
 * An article's body as gatsby-transformer-remark gives it (`htmlAst`, a hast tree), and what is read
 * from it: the headings (h2–h4) with the ids that the body and the table of contents share.
 */
export interface TreeNode {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: TreeNode[]
  value?: string
}

export type ArticleTree = TreeNode

/** The text of a node and everything in it. */
export function textOf(node: TreeNode): string {
  if (node.type === "text") return node.value ?? ""
  return (node.children ?? []).map(textOf).join("")
}

/**
 * "1. Which market is your first customer in?" → "1-which-market-is-your-first-customer-in": letters
 * and digits of any script, words joined by hyphens; a repeated heading gets -2, -3 …
 */
function idsFor(texts: string[]): string[] {
  const seen = new Map<string, number>()
  return texts.map((text) => {
    const base =
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
        .trim()
        .replace(/[\s-]+/g, "-") || "section"
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

const HEADINGS = ["h2", "h3", "h4"]

/** The body's headings, in order, each with its level (2–4), text and id. */
export function headingsOf(tree: ArticleTree): { node: TreeNode; level: number; text: string; id: string }[] {
  const nodes = (tree.children ?? []).filter(
    (node) => node.type === "element" && HEADINGS.includes(node.tagName!),
  )
  const texts = nodes.map(textOf)
  const ids = idsFor(texts)
  return nodes.map((node, index) => ({
    node,
    level: Number(node.tagName!.slice(1)),
    text: texts[index],
    id: ids[index],
  }))
}
