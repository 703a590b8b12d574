import { css } from "@emotion/react"
import { type MilestoneContent, useAbout } from "../../hooks/use-about"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { Section, SectionHeading } from "../ui/section"

/** Where the line runs on phones, measured from the start edge (left in English, right in Arabic). */
const LINE_OFFSET = "1.25rem"
const DOT_SIZE = "16px"

const listStyles = css`
  position: relative;
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: ${theme.sizes.wideMeasure};
  &::before {
    content: "";
    position: absolute;
    inset-block: 0;
    inset-inline-start: ${LINE_OFFSET};
    width: ${theme.sizes.rule};
    background: ${theme.colors.border};
    ${mq.md} {
      inset-inline-start: 50%;
    }
  }
`

/** Phones: every milestone after the line. Wider: alternating sides, the dot on the line. */
const itemStyles = css`
  position: relative;
  padding: 0 0 ${theme.space.xl};
  padding-inline-start: 3.5rem;
  &::before {
    content: "";
    position: absolute;
    inset-inline-start: calc(${LINE_OFFSET} - 7px);
    inset-block-start: 0.4rem;
    width: ${DOT_SIZE};
    height: ${DOT_SIZE};
    border-radius: 50%;
    background: ${theme.colors.gold};
    box-shadow: 0 0 0 4px ${theme.colors.surface};
  }
  ${mq.md} {
    width: 50%;
    padding-inline: 0 ${theme.space.xxl};
    text-align: end;
    &::before {
      inset-inline-start: auto;
      inset-inline-end: -8px;
    }
    &:nth-of-type(even) {
      margin-inline-start: 50%;
      padding-inline: ${theme.space.xxl} 0;
      text-align: start;
      &::before {
        inset-inline-start: -8px;
        inset-inline-end: auto;
      }
    }
  }
`

const yearStyles = css`
  display: block;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.display};
  font-weight: 700;
  line-height: 1.2;
  color: ${theme.colors.navy};
  margin-block-end: ${theme.space.xs};
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h3};
  margin-block-end: ${theme.space.xs};
`

const descriptionStyles = css`
  color: ${theme.colors.muted};
  margin: 0;
`

/** Milestones oldest first, whatever order the content file lists them in. */
export function inYearOrder(milestones: readonly MilestoneContent[]): MilestoneContent[] {
  return [...milestones].sort((a, b) => a.year - b.year)
}

export function TimelineSection() {
  const { timeline: heading } = useSite()
  const { milestones } = useAbout()
  return (
    <Section id="timeline" labelledBy="timeline-heading" tone="surface">
      <SectionHeading id="timeline-heading" {...heading} />
      <ol css={listStyles}>
        {inYearOrder(milestones).map((milestone) => (
          <li css={itemStyles} key={`${milestone.year}-${milestone.title}`}>
            {/* The year inside the heading: a visitor moving by headings hears when, then what. */}
            <h3 css={titleStyles}>
              <span css={yearStyles}>{milestone.year}</span> {milestone.title}
            </h3>
            <p css={descriptionStyles}>{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
