import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeContentSecurityPolicies } from "./gatsby/content-security-policy"
import { DEFAULT_CACHE_DIR, prepareProfileBooks, profileBookSources } from "./gatsby/profile-books"
import { writeRobotsTxt } from "./gatsby/robots-txt"
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

    type ProfileBook implements Node @dontInfer {
      lang: String!
      dir: String!
      pdf: String!
      bytes: Int!
      pageCount: Int!
      pages: [ProfileBookPage!]!
    }
    type ProfileBookPage {
      number: Int!
      width: Int!
      height: Int!
      text: String!
      images: [ProfileBookImage!]!
    }
    type ProfileBookImage { src: String!, width: Int! }
  `)
}

/**
 * The company profile's pages, drawn from each profile PDF in static/ at build time (cached by the
 * PDF's hash), reach the viewer as ProfileBook nodes: no pdf.js in the browser. PROFILE_PDF_DIR
 * points at another folder of PDFs (the benchmark's heavy profile); those PDFs are served too.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const pdfDir = path.resolve(process.env.PROFILE_PDF_DIR ?? "static")
  const publicDir = path.resolve("public")
  const sources = profileBookSources()
  const activity = reporter.activityTimer("profile books: pages drawn from the PDFs")
  activity.start()
  const books = await prepareProfileBooks({
    sources,
    pdfDir,
    publicDir,
    cacheDir: path.resolve(process.env.PROFILE_BOOKS_CACHE_DIR ?? DEFAULT_CACHE_DIR),
    log: (message) => activity.setStatus(message),
  })
  activity.end()
  if (pdfDir !== path.resolve("static")) {
    for (const source of sources)
      fs.copyFileSync(path.join(pdfDir, source.file), path.join(publicDir, source.file))
  }
  for (const book of books) {
    actions.createNode({
      ...book,
      id: createNodeId(`ProfileBook-${book.lang}`),
      internal: { type: "ProfileBook", contentDigest: createContentDigest(book) },
    })
  }
}

/** The enquiry form's endpoint is fixed at build time; say loudly when it falls back to same-origin. */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
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
