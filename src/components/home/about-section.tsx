import { css } from "@emotion/react"
import { useLanguage } from "../../hooks/use-page"
import { useAbout } from "../../hooks/use-about"
import { useSite } from "../../hooks/use-site"
import { fillCounted } from "../../i18n/plural"
import { mq, theme } from "../../theme/theme"
import { below, Heading, type HeadingLevel } from "../ui/heading"
import { Picture } from "../ui/picture"
import { Badge, Section } from "../ui/section"
import { island } from "../ui/island"

const storyStyles = css`
  display: grid;
  gap: ${theme.space.xxl};
  align-items: center;
  margin-block-end: ${theme.space.section};
  ${mq.md} {
    grid-template-columns: 1.1fr 1fr;
  }
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h2};
`

const paragraphStyles = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lead};
`

const illustrationStyles = css`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
`

const subHeadingStyles = css`
  font-size: ${theme.fontSizes.subheading};
  text-align: center;
  margin-block-end: ${theme.space.xl};
`

// The values are read, never touched: never hydrated on the page a visitor opens. The counters
// hydrate as they come near, so they count up where the visitor can see them.
const ValuesList = island(() => import("./values-list").then((module) => module.ValuesList), {
  hydrate: "never",
})
const Achievements = island(() => import("./achievements").then((module) => module.Achievements), {
  hydrate: "visible",
  anchor: "achievements",
})

interface AboutSectionProps {
  /** 1 where the section is the whole page (/about), 2 on the home page. */
  headingLevel?: HeadingLevel
}

/** The firm's story, its values and its achievements in figures. */
export function AboutSection({ headingLevel = 2 }: AboutSectionProps) {
  const { about, age } = useSite()
  const { language } = useLanguage()
  const { values, achievements, illustration } = useAbout()
  const subLevel = below(headingLevel)

  return (
    <Section id="about" labelledBy="about-heading">
      <div css={storyStyles}>
        <div>
          <Badge>{about.badge}</Badge>
          <Heading css={titleStyles} id="about-heading" level={headingLevel}>
            {fillCounted(about.title, language.code, "years", age)}
          </Heading>
          {about.story.map((paragraph) => (
            <p css={paragraphStyles} key={paragraph.slice(0, 40)}>
              {paragraph}
            </p>
          ))}
        </div>
        {illustration && (
          <div css={illustrationStyles}>
            {/* Decorative: the story beside it says everything. */}
            <Picture image={illustration} alt="" />
          </div>
        )}
      </div>
      <Heading css={subHeadingStyles} level={subLevel}>
        {about.valuesTitle}
      </Heading>
      <ValuesList values={values} headingLevel={below(subLevel)} />
      <Heading css={subHeadingStyles} level={subLevel}>
        {about.achievementsTitle}
      </Heading>
      <Achievements achievements={achievements} />
    </Section>
  )
}
