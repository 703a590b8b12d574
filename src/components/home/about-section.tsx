import styled from "@emotion/styled"
import { StaticImage } from "gatsby-plugin-image"
import { useAbout } from "../../hooks/use-about"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { Badge, Section } from "../ui/section"
import { Achievements } from "./achievements"
import { ValueCard } from "./value-card"

const Story = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
  align-items: center;
  margin-bottom: ${theme.space.section};
  ${mq.md} {
    grid-template-columns: 1.1fr 1fr;
  }
  h1,
  h2 {
    font-size: ${theme.fontSizes.h2};
  }
  p {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.lead};
  }
`

const Illustration = styled.div`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
`

const SubHeading = styled.h3`
  font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
  text-align: center;
  margin-bottom: ${theme.space.xl};
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
  headingLevel?: 1 | 2
}

/** The firm's story, its values and its achievements in figures. */
export function AboutSection({ headingLevel = 2 }: AboutSectionProps) {
  const { about } = useSite()
  const { values, achievements } = useAbout()
  const Title = headingLevel === 1 ? "h1" : "h2"
  const Sub = headingLevel === 1 ? "h2" : "h3"

  return (
    <Section id="about" labelledBy="about-heading">
      <Story>
        <div>
          <Badge>{about.badge}</Badge>
          <Title id="about-heading">{about.title}</Title>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
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
      <SubHeading as={Sub}>{about.valuesTitle}</SubHeading>
      <Values>
        {values.map((value) => (
          <li key={value.title}>
            <ValueCard value={value} headingLevel={headingLevel === 1 ? 3 : 4} />
          </li>
        ))}
      </Values>
      <SubHeading as={Sub}>{about.achievementsTitle}</SubHeading>
      <Achievements achievements={achievements} />
    </Section>
  )
}
