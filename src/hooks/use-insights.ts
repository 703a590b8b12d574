import { graphql } from "gatsby"
import type { ProcessedImage } from "../types/processed-image"
import { usePage } from "./use-page"

/**
 * The Insights' words (content/<lang>/site.json → insights, interface.json → insights) and the
 * services that have articles in this language, for pages whose query spreads `...InsightsContent`.
 */
export function useInsights() {
  const { data } = usePage()
  if (!data.insightsText || !data.insightWords || !data.insightTopics) {
    throw new Error("useInsights(): this page's query does not include ...InsightsContent")
  }
  return {
    text: data.insightsText.insights,
    words: data.insightWords.insights,
    /** Slugs of the services with at least one article in this language. */
    topics: data.insightTopics.distinct,
  }
}

/** An article as a list shows it. */
export type InsightCardContent = Queries.InsightCardFragment

/** The processed cover of a card (or undefined while an image is missing in `npm run develop`). */
export const cardImage = (insight: InsightCardContent) =>
  insight.coverImage?.childImageSharp?.gatsbyImageData as ProcessedImage | undefined

/** @public Gatsby collects the fragments from here; queries spread them by name. */
export const insightsContentFragment = graphql`
  fragment InsightsContent on Query {
    insightsText: siteJson(lang: { eq: $lang }) {
      insights {
        badge
        title
        intro
        topicTitle
        topicIntro
        empty
        enquiryTitle
        enquiryText
      }
    }
    insightWords: interfaceJson(lang: { eq: $lang }) {
      insights {
        readingTime {
          ...CountedSentenceForms
        }
        wordsPerMinute
        published
        updated
        draft
        scheduled
        contents
        relatedServices
        share
        networks {
          linkedin
          whatsapp
          x
          email
        }
        newTab
        articleNavigation
        previous
        next
        enquire
        topics
        allTopics
        pagination
        pageOf
        page
        newer
        older
        all
        serviceArticles
        otherLanguageList
        feed
      }
    }
    insightTopics: allInsight(filter: { lang: { eq: $lang } }) {
      distinct(field: { services: SELECT })
    }
  }

  fragment InsightCard on Insight {
    id
    title
    summary
    date
    path
    words
    draft
    scheduled
    coverImage {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`
