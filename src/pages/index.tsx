import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContactSection } from "../components/contact/contact-section"
import { Hero } from "../components/home/hero"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { island } from "../components/ui/island"
import { RenderWhenNear } from "../components/ui/render-when-near"
import type { PageContext } from "../page-context"

// Nothing in them reacts to the visitor: their server HTML is all a visitor needs.
const ServicesSection = island(
  () => import("../components/home/services-section").then((m) => m.ServicesSection),
  {
    hydrate: "never",
  },
)
// Further down the page, the story with its counters hydrates as the visitor gets near it.
const AboutSection = island(() => import("../components/home/about-section").then((m) => m.AboutSection), {
  hydrate: "visible",
  anchor: "about",
})
const LatestInsights = island(
  () => import("../components/insights/insight-views").then((m) => m.LatestInsights),
  { hydrate: "never" },
)
const TimelineSection = island(
  () => import("../components/home/timeline-section").then((m) => m.TimelineSection),
  {
    hydrate: "never",
  },
)

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext} darkHero>
      <Hero />
      <RenderWhenNear>
        <ServicesSection />
      </RenderWhenNear>
      <RenderWhenNear>
        <AboutSection />
      </RenderWhenNear>
      <RenderWhenNear>
        <TimelineSection />
      </RenderWhenNear>
      <RenderWhenNear>
        <LatestInsights insights={data.latestInsights.nodes} />
      </RenderWhenNear>
      <ContactSection />
    </Layout>
  )
}

export const query = graphql`
  query HomePage($lang: String!) {
    ...LayoutContent
    ...AboutContent
    ...InsightsContent
    latestInsights: allInsight(
      filter: { lang: { eq: $lang } }
      sort: [{ date: DESC }, { key: ASC }]
      limit: 3
    ) {
      nodes {
        ...InsightCard
      }
    }
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="home" />
)
