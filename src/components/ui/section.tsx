import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { capsLabel } from "./caps-label"
import { Container } from "./container"
import { Heading, type HeadingLevel } from "./heading"

const bandStyles = css`
  padding-block: ${theme.space.section};
  background: ${theme.colors.background};
  &:focus {
    outline: none;
  }
`

const surfaceStyles = css`
  background: ${theme.colors.surface};
`

const badgeStyles = css`
  ${capsLabel};
  display: inline-block;
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.goldLight};
  color: ${theme.colors.goldText};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`

const inverseBadgeStyles = css`
  background: ${theme.colors.onDarkBadge};
  color: ${theme.colors.onDark};
`

const headerStyles = css`
  max-width: ${theme.sizes.headingMeasure};
  margin: 0 auto ${theme.space.xxl};
  text-align: center;
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h2};
`

const introStyles = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lead};
`

/** A short label above a heading; `inverse` on dark bands. */
export function Badge({ inverse = false, children }: { inverse?: boolean; children: ReactNode }) {
  return <p css={[badgeStyles, inverse && inverseBadgeStyles]}>{children}</p>
}

interface SectionProps {
  id?: string
  /** The id of the heading that names this region for screen readers. */
  labelledBy: string
  tone?: "light" | "surface"
  className?: string
  children: ReactNode
}

/** A full-width band of the page: a named region with centred content. */
export function Section({ id, labelledBy, tone = "light", className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      css={[bandStyles, tone === "surface" && surfaceStyles]}
      className={className}
      tabIndex={id ? -1 : undefined}
    >
      <Container>{children}</Container>
    </section>
  )
}

interface SectionHeadingProps {
  id: string
  badge: string
  title: string
  intro?: string
  /** The page's main heading (1) or a section heading (2). */
  level?: HeadingLevel
}

export function SectionHeading({ id, badge, title, intro, level = 2 }: SectionHeadingProps) {
  return (
    <header css={headerStyles}>
      <Badge>{badge}</Badge>
      <Heading id={id} level={level} css={titleStyles}>
        {title}
      </Heading>
      {intro && <p css={introStyles}>{intro}</p>}
    </header>
  )
}
