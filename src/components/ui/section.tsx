import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { Container } from "./container"

const Band = styled.section<{ tone: "light" | "surface" }>`
  padding: ${theme.space.section} 0;
  background: ${({ tone }) => (tone === "surface" ? theme.colors.surface : theme.colors.background)};
  &:focus {
    outline: none;
  }
`

export const Badge = styled.p<{ inverse?: boolean }>`
  display: inline-block;
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${({ inverse }) => (inverse ? "rgba(255, 255, 255, 0.12)" : theme.colors.goldLight)};
  color: ${({ inverse }) => (inverse ? theme.colors.onDark : "#6b4a12")};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Heading = styled.header`
  max-width: 46rem;
  margin: 0 auto ${theme.space.xxl};
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes.h2};
  }
  p:last-child {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.lead};
  }
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
  /** The page's main heading (h1) rather than a section heading (h2). */
  level?: 1 | 2
}

export function SectionHeading({ id, badge, title, intro, level = 2 }: SectionHeadingProps) {
  const Title = level === 1 ? "h1" : "h2"
  return (
    <Heading>
      <Badge>{badge}</Badge>
      <Title id={id}>{title}</Title>
      {intro && <p>{intro}</p>}
    </Heading>
  )
}
