import styled from "@emotion/styled"
import { StaticImage } from "gatsby-plugin-image"
import { useAbout } from "../../hooks/use-about"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { below, Heading, type HeadingLevel } from "../ui/heading"
import { Badge, Section } from "../ui/section"
import { Achievements } from "./achievements"
import { ValueCard } from "./value-card"

const Story = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
  align-items: center;
  margin-block-end: ${theme.space.section};
  ${mq.md} {
    grid-template-columns: 1.1fr 1fr;
  }
`

const Title = styled(Heading)`
  font-size: ${theme.fontSizes.h2};
`

const Paragraph = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lead};
`

const Illustration = styled.div`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
`

const SubHeading = styled(Heading)`
  font-size: ${theme.fontSizes.subheading};
  text-align: center;
  margin-block-end: ${theme.space.xl};
`

const Values = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0 0 ${theme.space.section};
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`

interface AboutSectionProps {
  /** 1 where the section is the whole page (/about), 2 on the home page. */
  headingLevel?: HeadingLevel
}

/** The firm's story, its values and its achievements in figures. */
export function AboutSection({ headingLevel = 2 }: AboutSectionProps) {
  const { about } = useSite()
  const { values, achievements } = useAbout()
  const subLevel = below(headingLevel)

  return (
    <Section id="about" labelledBy="about-heading">
      <Story>
        <div>
          <Badge>{about.badge}</Badge>
          <Title id="about-heading" level={headingLevel}>
            {about.title}
          </Title>
          {about.story.map((paragraph) => (
            <Paragraph key={paragraph.slice(0, 40)}>{paragraph}</Paragraph>
          ))}
        </div>
        <Illustration>
          <StaticImage
            src="../../images/about-illustration.png"
            alt=""
            width={560}
            aspectRatio={4 / 3}
            placeholder="blurred"
            formats={["auto", "webp", "avif"]}
          />
        </Illustration>
      </Story>
      <SubHeading level={subLevel}>{about.valuesTitle}</SubHeading>
      <Values>
        {values.map((value) => (
          <li key={value.title}>
            <ValueCard value={value} headingLevel={below(subLevel)} />
          </li>
        ))}
      </Values>
      <SubHeading level={subLevel}>{about.achievementsTitle}</SubHeading>
      <Achievements achievements={achievements} />
    </Section>
  )
}
