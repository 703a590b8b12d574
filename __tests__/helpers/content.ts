import { useStaticQuery } from "gatsby"
import achievements from "../../content/achievements.json"
import services from "../../content/services.json"
import site from "../../content/site.json"
import timeline from "../../content/timeline.json"
import values from "../../content/values.json"

/** The GraphQL shape every content hook reads, filled from the real content files. */
export const content = {
  site: { siteMetadata: { siteUrl: "https://www.example.com" } },
  siteJson: site,
  servicesJson: services,
  valuesJson: values,
  achievementsJson: achievements,
  timelineJson: timeline,
}

/** Makes every `useStaticQuery` answer with the real content (optionally overridden). */
export function mockContent(overrides: Partial<typeof content> = {}) {
  jest.mocked(useStaticQuery).mockReturnValue({ ...content, ...overrides })
}
