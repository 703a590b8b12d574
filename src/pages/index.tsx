import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContactSection } from "../components/contact/contact-section"
import { AboutSection } from "../components/home/about-section"
import { Hero } from "../components/home/hero"
import { ServicesSection } from "../components/home/services-section"
import { TimelineSection } from "../components/home/timeline-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import type { PageContext } from "../i18n/languages"

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext} darkHero>
      <Hero />
      <ServicesSection />
      <AboutSection />
      <TimelineSection />
      <ContactSection />
    </Layout>
  )
}

export const query = graphql`
  query HomePage($lang: String!) {
    ...LayoutContent
    ...AboutContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="home" />
)
