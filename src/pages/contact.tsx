import { css } from "@emotion/react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContactForm } from "../components/contact/contact-form"
import { ContactSection } from "../components/contact/contact-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import type { PageContext } from "../page-context"
import { theme } from "../theme/theme"

/** The contact page carries extra room above the section (spec: "extra top padding"). */
const extraTopPadding = css`
  padding-block-start: calc(${theme.space.section} + ${theme.space.xxl});
`

export default function ContactPage({ data, pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      {/* The form is why visitors come here: ready with the page. */}
      <ContactSection headingLevel={1} form={<ContactForm />} css={extraTopPadding} />
    </Layout>
  )
}

export const query = graphql`
  query ContactPage($lang: String!) {
    ...LayoutContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.ContactPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="contact" />
)
