import { css } from "@emotion/react"
import styled from "@emotion/styled"
import type { MouseEvent } from "react"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Container } from "../ui/container"
import { Icon } from "../ui/icon"
import { Badge } from "../ui/section"
import { scrollToSection } from "./scroll-to-section"

export const START_TRANSFORMATION_LABEL = "Start Your Transformation"
export const EXPLORE_SERVICES_LABEL = "Explore Services"

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onDark};
  background:
    radial-gradient(ellipse at 85% 15%, rgba(200, 150, 62, 0.28), transparent 55%),
    radial-gradient(ellipse at 10% 90%, rgba(26, 90, 140, 0.55), transparent 60%),
    linear-gradient(160deg, ${theme.colors.navy} 0%, ${theme.colors.ink} 70%);
  padding: calc(${theme.layout.headerHeight} + clamp(3rem, 2rem + 6vw, 7rem)) 0
    clamp(3.5rem, 2rem + 6vw, 7rem);
  h1 {
    color: ${theme.colors.onDark};
    font-size: ${theme.fontSizes.h1};
    max-width: 18ch;
  }
`

const Subtitle = styled.p`
  max-width: 40rem;
  font-size: ${theme.fontSizes.lead};
  color: ${theme.colors.onDarkMuted};
  margin-bottom: ${theme.space.xl};
`

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  ${mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`

const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.xl};
  list-style: none;
  margin: ${theme.space.xxl} 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    font-weight: 600;
  }
  svg {
    color: ${theme.colors.gold};
  }
`

const goldButton = css`
  background: ${theme.colors.gold};
  color: ${theme.colors.ink};
  &:hover:not(:disabled) {
    background: #d9a853;
  }
`

/** The home page's opening band, with the two calls to action. */
export function Hero() {
  const { hero, claims } = useSite()

  const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault()
  }

  return (
    <Band aria-labelledby="hero-heading">
      <Container>
        <Badge inverse>{hero.badge}</Badge>
        <h1 id="hero-heading">{hero.title}</h1>
        <Subtitle>{hero.subtitle}</Subtitle>
        <Actions>
          <a href="#contact" onClick={jumpTo("contact")} css={[buttonStyles("primary"), goldButton]}>
            {START_TRANSFORMATION_LABEL}
            <Icon name="arrowRight" size={20} />
          </a>
          <a href="#services" onClick={jumpTo("services")} css={buttonStyles("onDark")}>
            {EXPLORE_SERVICES_LABEL}
          </a>
        </Actions>
        <Claims aria-label="Our commitments">
          {claims.map((claim) => (
            <li key={claim.title}>
              <Icon name="check" size={20} />
              {claim.title}
            </li>
          ))}
        </Claims>
      </Container>
    </Band>
  )
}
