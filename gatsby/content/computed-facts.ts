/**
 * Facts the build computes rather than content states, so that they never go stale: the firm's age
 * (`SiteJson.age`, years since founded → year) and the footer's year (`SiteJson.buildYear`), both
 * from the build clock (gatsby/build/build-clock.ts) in the firm's time zone (site.json's
 * `timeZone`). An achievement marked `"computed": "yearsSinceFounding"` gets the age as its value.
 */
import { buildYear, yearsSince } from "../build/build-clock"

/** The figure an achievement may ask the build for (content/schemas/achievements.schema.json). */
export const YEARS_SINCE_FOUNDING = "yearsSinceFounding"

interface SiteNode {
  founded: { year: number }
  timeZone: string
}

/** What a resolver's context offers here (Gatsby types it as `any`). */
interface ResolverContext {
  nodeModel: { findOne(args: { type: string }): Promise<unknown> }
}

interface AchievementSource {
  value?: number | null
  computed?: string | null
}

/** The firm's age at the build's date: 2008 and a build in 2026 give 18. */
export const firmAge = (site: SiteNode) => yearsSince(site.founded.year, site.timeZone)

/** The resolvers `createResolvers` adds: two fields of SiteJson, and the computed achievements' value. */
export const computedFactResolvers = {
  SiteJson: {
    age: { type: "Int!", resolve: (site: SiteNode) => firmAge(site) },
    buildYear: { type: "Int!", resolve: (site: SiteNode) => buildYear(site.timeZone) },
  },
  AchievementsJsonAchievements: {
    value: {
      type: "Int",
      async resolve(
        achievement: AchievementSource,
        _args: unknown,
        context: ResolverContext,
      ): Promise<number | null> {
        if (achievement.computed !== YEARS_SINCE_FOUNDING) return achievement.value ?? null
        // founded and timeZone are the same in every language (the parity check): any site file.
        const site = (await context.nodeModel.findOne({ type: "SiteJson" })) as SiteNode | null
        if (!site) throw new Error("computed achievement: no SiteJson node to read the founding year from")
        return firmAge(site)
      },
    },
  },
}
