import type { HeadFC } from "gatsby"
import { ServicesSection } from "../components/home/services-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"

export default function ServicesPage() {
  return (
    <Layout>
      <ServicesSection headingLevel={1} />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo page="services" pathname="/services/" />
