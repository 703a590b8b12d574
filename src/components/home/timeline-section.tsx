import styled from "@emotion/styled"
import { type MilestoneContent, useAbout } from "../../hooks/use-about"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { Section, SectionHeading } from "../ui/section"

const List = styled.ol`
  position: relative;
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 56rem;
  &::before {
    content: "";
    position: absolute;
    top: 0;
    bottom: 0;
    left: 1.25rem;
    width: 2px;
    background: ${theme.colors.border};
    ${mq.md} {
      left: 50%;
    }
  }
`

const Item = styled.li`
  position: relative;
  padding: 0 0 ${theme.space.xl} 3.5rem;
  &::before {
    content: "";
    position: absolute;
    left: calc(1.25rem - 7px);
    top: 0.4rem;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${theme.colors.gold};
    box-shadow: 0 0 0 4px ${theme.colors.surface};
  }
  ${mq.md} {
    width: 50%;
    padding: 0 ${theme.space.xxl} ${theme.space.xl} 0;
    text-align: right;
    &::before {
      left: auto;
      right: -8px;
    }
    &:nth-of-type(even) {
      margin-left: 50%;
      padding: 0 0 ${theme.space.xl} ${theme.space.xxl};
      text-align: left;
      &::before {
        left: -8px;
        right: auto;
      }
    }
  }
  h3 {
    font-size: ${theme.fontSizes.h3};
    margin-bottom: ${theme.space.xs};
  }
  p {
    color: ${theme.colors.muted};
    margin: 0;
  }
`

const Year = styled.p`
  font-family: ${theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${theme.colors.navy} !important;
  margin-bottom: ${theme.space.xs} !important;
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
      <List>
        {inYearOrder(milestones).map((milestone) => (
          <Item key={`${milestone.year}-${milestone.title}`}>
            <Year>{milestone.year}</Year>
            <h3>{milestone.title}</h3>
            <p>{milestone.description}</p>
          </Item>
        ))}
      </List>
    </Section>
  )
}
