import { css } from "@emotion/react"
import type { MouseEvent } from "react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Container } from "../ui/container"
import { Icon } from "../ui/icon"
import { arrowForwardIcon } from "../ui/icons/interface"
import { Badge } from "../ui/section"
import { island } from "../ui/island"
import { scrollToSection } from "./scroll-to-section"

const bandStyles = css`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onDark};
  background:
    radial-gradient(ellipse at 85% 15%, ${theme.colors.glowGold}, transparent 55%),
    radial-gradient(ellipse at 10% 90%, ${theme.colors.glowBlue}, transparent 60%),
    linear-gradient(160deg, ${theme.colors.navy} 0%, ${theme.colors.ink} 70%);
  padding-block: calc(${theme.layout.headerHeight} + ${theme.space.bannerStart}) ${theme.space.bannerEnd};
  & :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`

const columnsStyles = css`
  display: grid;
  gap: ${theme.space.xxl};
  ${mq.lg} {
    grid-template-columns: 1.5fr 1fr;
    align-items: center;
  }
`

const titleStyles = css`
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSizes.h1};
  max-width: 20ch;
`

const subtitleStyles = css`
  max-width: ${theme.sizes.textMeasure};
  font-size: ${theme.fontSizes.lead};
  color: ${theme.colors.onDarkMuted};
  margin-block-end: ${theme.space.xl};
`

const actionsStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  ${mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`

/** Two commitments to read: never hydrated on the page a visitor opens. */
const HeroClaims = island(() => import("./hero-claims").then((module) => module.HeroClaims), {
  hydrate: "never",
})

/** The home page's opening band, with the two calls to action. */
export function Hero() {
  const { hero } = useSite()
  const words = useWords().hero

  const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault()
  }

  return (
    <section css={bandStyles} aria-labelledby="hero-heading">
      <Container>
        <div css={columnsStyles}>
          <div>
            <Badge inverse>{hero.badge}</Badge>
            <h1 css={titleStyles} id="hero-heading">
              {hero.title}
            </h1>
            <p css={subtitleStyles}>{hero.subtitle}</p>
            <div css={actionsStyles}>
              <a href="#contact" onClick={jumpTo("contact")} css={buttonStyles("gold")}>
                {words.primaryAction}
                <Icon icon={arrowForwardIcon} size={20} />
              </a>
              <a href="#services" onClick={jumpTo("services")} css={buttonStyles("onDark")}>
                {words.secondaryAction}
              </a>
            </div>
          </div>
          <HeroClaims />
        </div>
      </Container>
    </section>
  )
}
