import type { HeadFC } from "gatsby"
import { CompanyProfile } from "../components/ebook/company-profile"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"

export default function CompanyProfilePage() {
  return (
    <Layout>
      <CompanyProfile />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo page="companyProfile" pathname="/company-profile/" />
