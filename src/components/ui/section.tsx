import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { capsLabel } from "./caps-label"
import { Container } from "./container"
import { Heading, type HeadingLevel } from "./heading"

const Band = styled.section<{ tone: "light" | "surface" }>`
  padding-block: ${theme.space.section};
  background: ${({ tone }) => (tone === "surface" ? theme.colors.surface : theme.colors.background)};
  &:focus {
    outline: none;
  }
`

export const Badge = styled.p<{ inverse?: boolean }>`
  ${capsLabel};
  display: inline-block;
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${({ inverse }) => (inverse ? theme.colors.onDarkBadge : theme.colors.goldLight)};
  color: ${({ inverse }) => (inverse ? theme.colors.onDark : theme.colors.goldText)};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`

const Header = styled.header`
  max-width: ${theme.sizes.headingMeasure};
  margin: 0 auto ${theme.space.xxl};
  text-align: center;
`

const Title = styled(Heading)`
  font-size: ${theme.fontSizes.h2};
`

const Intro = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lead};
`

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
    <Band
      id={id}
      aria-labelledby={labelledBy}
      tone={tone}
      className={className}
      tabIndex={id ? -1 : undefined}
    >
      <Container>{children}</Container>
    </Band>
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
    <Header>
      <Badge>{badge}</Badge>
      <Title id={id} level={level}>
        {title}
      </Title>
      {intro && <Intro>{intro}</Intro>}
    </Header>
  )
}
