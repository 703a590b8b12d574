import type { HeadFC } from "gatsby"
import { AboutSection } from "../components/home/about-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"

export default function AboutPage() {
  return (
    <Layout>
      <AboutSection headingLevel={1} />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo page="about" pathname="/about/" />
