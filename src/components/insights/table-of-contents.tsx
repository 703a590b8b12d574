import { css } from "@emotion/react"
import { useInsights } from "../../hooks/use-insights"
import { theme } from "../../theme/theme"

const boxStyles = css`
  margin-block: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-inline-start: ${theme.sizes.accent} solid ${theme.colors.gold};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.sm};
`

const headingStyles = css`
  margin: 0 0 ${theme.space.sm};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.body};
  font-weight: 700;
`

/** The headings carry their own numbers where the article numbers its sections. */
const listStyles = css`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${theme.colors.navy};
  }
`

/** A long article's sections, each a link to its heading. */
export function TableOfContents({ sections }: { sections: readonly { id: string; text: string }[] }) {
  const { words } = useInsights()
  return (
    <nav css={boxStyles} aria-labelledby="contents-heading">
      <h2 id="contents-heading" css={headingStyles}>
        {words.contents}
      </h2>
      <ol css={listStyles}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
