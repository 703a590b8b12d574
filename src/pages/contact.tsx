import { css } from "@emotion/react"
import type { HeadFC } from "gatsby"
import { ContactSection } from "../components/contact/contact-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { theme } from "../theme/theme"

/** The contact page carries extra room above the section (spec: "extra top padding"). */
const extraTopPadding = css`
  padding-top: calc(${theme.space.section} + ${theme.space.xxl});
`

export default function ContactPage() {
  return (
    <Layout>
      <ContactSection headingLevel={1} css={extraTopPadding} />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo page="contact" pathname="/contact/" />
