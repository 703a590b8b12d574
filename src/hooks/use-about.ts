import { graphql } from "gatsby"
import type { ProcessedImage } from "../types/processed-image"
import { usePage } from "./use-page"

/** Values, achievements and timeline milestones, for pages whose query spreads `...AboutContent`. */
export function useAbout() {
  const { data } = usePage()
  if (!data.values || !data.achievements || !data.timeline) {
    throw new Error("useAbout(): this page's query does not include ...AboutContent")
  }
  return {
    values: data.values.values,
    achievements: data.achievements.achievements,
    milestones: data.timeline.milestones,
    illustration: data.illustration?.childImageSharp?.gatsbyImageData as ProcessedImage | undefined,
  }
}

export type ValueContent = ReturnType<typeof useAbout>["values"][number]
export type AchievementContent = ReturnType<typeof useAbout>["achievements"][number]
export type MilestoneContent = ReturnType<typeof useAbout>["milestones"][number]

/** @public Gatsby collects the fragment from here; queries spread it by name. */
export const aboutContentFragment = graphql`
  fragment AboutContent on Query {
    values: valuesJson(lang: { eq: $lang }) {
      values {
        title
        icon
        description
      }
    }
    achievements: achievementsJson(lang: { eq: $lang }) {
      achievements {
        label
        value
        suffix
        text
        counter {
          step
          intervalMs
        }
      }
    }
    timeline: timelineJson(lang: { eq: $lang }) {
      milestones {
        year
        title
        description
      }
    }
    illustration: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "about-illustration.png" }) {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.3333, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`
