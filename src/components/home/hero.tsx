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
    max-width: 20ch;
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
  ${mq.lg} {
    grid-template-columns: 1.5fr 1fr;
    align-items: center;
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
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: ${theme.space.xl};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${theme.radii.md};
  background: rgba(255, 255, 255, 0.06);
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
  }
  svg {
    grid-row: span 2;
    padding: 6px;
    border-radius: 50%;
    background: ${theme.colors.gold};
    color: ${theme.colors.ink};
  }
  strong {
    font-size: 1.125rem;
  }
  span {
    color: ${theme.colors.onDarkMuted};
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
        <Columns>
          <div>
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
          </div>
          <Claims aria-label="Our commitments">
            {claims.map((claim) => (
              <li key={claim.title}>
                <Icon name="check" size={32} />
                <strong>{claim.title}</strong>
                <span>{claim.text}</span>
              </li>
            ))}
          </Claims>
        </Columns>
      </Container>
    </Band>
  )
}
