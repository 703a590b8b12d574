import type { HTMLAttributes } from "react"

export type HeadingLevel = 1 | 2 | 3 | 4

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** h1 where a section is the whole page, lower where it is part of a longer one. */
  level: HeadingLevel
}

/** A heading whose level the page decides: the same section is an h1 on its own page, an h2 on /. */
export function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${level}` as const
  return <Tag {...props} />
}

/** One level below, for the headings inside a section. */
export const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 4) as HeadingLevel
