import styled from "@emotion/styled"
import type { MouseEvent } from "react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Container } from "../ui/container"
import { Icon } from "../ui/icon"
import { Badge } from "../ui/section"
import { HeroClaims } from "./hero-claims"
import { scrollToSection } from "./scroll-to-section"

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onDark};
  background:
    radial-gradient(ellipse at 85% 15%, ${theme.colors.heroGlowGold}, transparent 55%),
    radial-gradient(ellipse at 10% 90%, ${theme.colors.heroGlowBlue}, transparent 60%),
    linear-gradient(160deg, ${theme.colors.navy} 0%, ${theme.colors.ink} 70%);
  padding-block: calc(${theme.layout.headerHeight} + ${theme.space.heroTop}) ${theme.space.heroBottom};
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
  ${mq.lg} {
    grid-template-columns: 1.5fr 1fr;
    align-items: center;
  }
`

const Title = styled.h1`
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSizes.h1};
  max-width: 20ch;
`

const Subtitle = styled.p`
  max-width: ${theme.sizes.textMeasure};
  font-size: ${theme.fontSizes.lead};
  color: ${theme.colors.onDarkMuted};
  margin-block-end: ${theme.space.xl};
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

/** The home page's opening band, with the two calls to action. */
export function Hero() {
  const { hero } = useSite()
  const words = useWords().hero

  const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault()
  }

  return (
    <Band aria-labelledby="hero-heading">
      <Container>
        <Columns>
          <div>
            <Badge inverse>{hero.badge}</Badge>
            <Title id="hero-heading">{hero.title}</Title>
            <Subtitle>{hero.subtitle}</Subtitle>
            <Actions>
              <a href="#contact" onClick={jumpTo("contact")} css={buttonStyles("gold")}>
                {words.primaryAction}
                <Icon name="arrowForward" size={20} />
              </a>
              <a href="#services" onClick={jumpTo("services")} css={buttonStyles("onDark")}>
                {words.secondaryAction}
              </a>
            </Actions>
          </div>
          <HeroClaims />
        </Columns>
      </Container>
    </Band>
  )
}
