import { graphql, useStaticQuery } from "gatsby"

/** Values, achievements and timeline milestones (content/values.json, achievements.json, timeline.json). */
export function useAbout() {
  const data = useStaticQuery<Queries.AboutContentQuery>(graphql`
    query AboutContent {
      valuesJson {
        values {
          title
          icon
          description
        }
      }
      achievementsJson {
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
      timelineJson {
        milestones {
          year
          title
          description
        }
      }
    }
  `)
  return {
    values: data.valuesJson!.values,
    achievements: data.achievementsJson!.achievements,
    milestones: data.timelineJson!.milestones,
  }
}

export type AchievementContent = ReturnType<typeof useAbout>["achievements"][number]
export type MilestoneContent = ReturnType<typeof useAbout>["milestones"][number]
