import { graphql, useStaticQuery } from "gatsby"

/** The firm's name, story, section headings and contact details (content/site.json). */
export function useSite() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        shortName
        tagline
        description
        pages {
          home {
            ...PageMeta
          }
          services {
            ...PageMeta
          }
          about {
            ...PageMeta
          }
          companyProfile {
            ...PageMeta
          }
          contact {
            ...PageMeta
          }
          notFound {
            ...PageMeta
          }
        }
        founded {
          year
          country
        }
        hero {
          badge
          title
          subtitle
        }
        services {
          badge
          title
          intro
        }
        about {
          badge
          title
          story
          valuesTitle
          achievementsTitle
        }
        timeline {
          badge
          title
          intro
        }
        contact {
          badge
          title
          intro
          email
          phone
          address {
            street
            city
            country
          }
          officeHours {
            days
            hours
          }
          emergencySupport
        }
        claims {
          title
          text
        }
        social {
          network
          label
          url
        }
        legal {
          label
          url
        }
      }
    }
  `)
  return { ...data.siteJson!, siteUrl: data.site!.siteMetadata!.siteUrl! }
}

export type SiteContent = ReturnType<typeof useSite>

export const pageMetaFragment = graphql`
  fragment PageMeta on SitePageMeta {
    title
    description
  }
`
