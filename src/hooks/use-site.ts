import { graphql } from "gatsby"
import { usePage } from "./use-page"

/** The firm's name, story, section headings and contact details (content/<lang>/site.json). */
export function useSite() {
  const { data } = usePage()
  return { ...data.site!, siteUrl: data.meta!.siteMetadata!.siteUrl! }
}

/** @public Gatsby collects the fragment from here; queries spread it by name. */
export const siteContentFragment = graphql`
  fragment SiteContent on SiteJson {
    name
    shortName
    tagline
    description
    pages {
      home {
        ...PageMeta
      }
      search {
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
      insights {
        ...PageMeta
      }
      notFound {
        ...PageMeta
      }
      enquirySent {
        ...PageMeta
      }
      enquiryNotSent {
        ...PageMeta
      }
      privacy {
        ...PageMeta
      }
      terms {
        ...PageMeta
      }
      cookies {
        ...PageMeta
      }
    }
    founded {
      year
      country
    }
    age
    buildYear
    areasServed
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
      title {
        ...CountedSentenceForms
      }
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
      timeZone
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
      page
    }
    privacy {
      controller
      email
      registration
    }
    terms {
      governingLaw
      courts
      prevailingLanguage
    }
  }

  fragment PageMeta on SitePageMeta {
    title
    description
  }
`
