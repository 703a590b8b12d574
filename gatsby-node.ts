import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeContentSecurityPolicies } from "./gatsby/content-security-policy"
import { writeRobotsTxt } from "./gatsby/robots-txt"
import { siteUrlNotice } from "./gatsby/site-url"
import { ContentError, validateContent } from "./gatsby/validate-content"

/** Every content file is checked against content/schemas/ before Gatsby reads it. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    validateContent(path.resolve("content"))
  } catch (error) {
    if (error instanceof ContentError) reporter.panic(`Content error in ${error.message}`)
    throw error
  }
}

/** Types are declared, never inferred, so a missing field fails loudly instead of vanishing. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteJson implements Node @dontInfer {
      name: String!
      shortName: String!
      tagline: String!
      description: String!
      pages: SitePages!
      founded: SiteFounded!
      areasServed: [String!]!
      hero: SiteHero!
      services: SiteSectionHeading!
      about: SiteAbout!
      timeline: SiteSectionHeading!
      contact: SiteContact!
      claims: [SiteClaim!]!
      social: [SiteSocialLink!]!
      legal: [SiteLink!]!
    }
    type SitePages {
      home: SitePageMeta!
      services: SitePageMeta!
      about: SitePageMeta!
      companyProfile: SitePageMeta!
      contact: SitePageMeta!
      notFound: SitePageMeta!
    }
    type SitePageMeta { title: String!, description: String! }
    type SiteFounded { year: Int!, country: String! }
    type SiteHero { badge: String!, title: String!, subtitle: String! }
    type SiteSectionHeading { badge: String!, title: String!, intro: String! }
    type SiteAbout {
      badge: String!
      title: String!
      story: [String!]!
      valuesTitle: String!
      achievementsTitle: String!
    }
    type SiteContact {
      badge: String!
      title: String!
      intro: String!
      email: String!
      phone: String!
      address: SiteAddress!
      officeHours: [SiteOfficeHours!]!
      emergencySupport: String!
    }
    type SiteAddress { street: String!, city: String!, country: String! }
    type SiteOfficeHours { days: String!, hours: String! }
    type SiteClaim { title: String!, text: String! }
    type SiteSocialLink { network: String!, label: String!, url: String! }
    type SiteLink { label: String!, url: String! }

    type ServicesJson implements Node @dontInfer { services: [Service!]! }
    type Service {
      title: String!
      slug: String!
      icon: String!
      description: String!
      features: [String!]!
    }

    type ValuesJson implements Node @dontInfer { values: [CompanyValue!]! }
    type CompanyValue { title: String!, icon: String!, description: String! }

    type AchievementsJson implements Node @dontInfer { achievements: [Achievement!]! }
    type Achievement {
      label: String!
      value: Int
      suffix: String
      text: String
      counter: AchievementCounter
    }
    type AchievementCounter { step: Int!, intervalMs: Int! }

    type TimelineJson implements Node @dontInfer { milestones: [Milestone!]! }
    type Milestone { year: Int!, title: String!, description: String! }
  `)
}

/** The site's address and the enquiry form's endpoint are fixed at build time: say when they fall back. */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const notice = siteUrlNotice()
  if (notice?.loud) reporter.warn(notice.message)
  else if (notice) reporter.info(notice.message)
  if (process.env.GATSBY_SUPABASE_URL?.trim()) return
  reporter.warn(
    "GATSBY_SUPABASE_URL is not set: the contact form will POST same-origin to " +
      "/functions/v1/send-contact-email. That works with `npm start` (local outbox) and on Netlify " +
      "(netlify/functions/send-contact-email.ts); on any other static host enquiries will fail. " +
      "Set GATSBY_SUPABASE_URL (and GATSBY_SUPABASE_ANON_KEY) to send them to the Supabase function.",
  )
}

/** After every build: robots.txt (it names the sitemap, so it follows siteUrl) and each page's CSP. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, basePath, reporter }) => {
  const publicDir = path.resolve("public")
  const { siteUrl } = store.getState().config.siteMetadata as { siteUrl: string }
  writeRobotsTxt(publicDir, siteUrl, basePath)
  const pages = writeContentSecurityPolicies(publicDir)
  reporter.info(`Content-Security-Policy: hashed the inline scripts of ${pages} pages`)
}

/**
 * `gatsby develop` wraps modules in eval() for source maps, and pdfjs-dist 5's ES module build
 * then fails to load ("Object.defineProperty called on non-object", mozilla/pdf.js#20478): the
 * E-Book would only work in production builds. Plain source maps avoid eval in development.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ devtool: "cheap-module-source-map" })
}
