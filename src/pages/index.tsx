import type { HeadFC } from "gatsby"
import { ContactSection } from "../components/contact/contact-section"
import { AboutSection } from "../components/home/about-section"
import { Hero } from "../components/home/hero"
import { ServicesSection } from "../components/home/services-section"
import { TimelineSection } from "../components/home/timeline-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"

export default function HomePage() {
  return (
    <Layout darkHero>
      <Hero />
      <ServicesSection />
      <AboutSection />
      <TimelineSection />
      <ContactSection />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo page="home" pathname="/" />
