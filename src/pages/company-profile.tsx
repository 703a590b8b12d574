import { graphql, type HeadFC, type PageProps } from "gatsby"
import { CompanyProfile } from "../components/ebook/company-profile"
import type { EbookWords } from "../components/ebook/ebook-words"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"

/** The E-Book's words in English, until they move to content/<lang>/interface.json. */
const EBOOK_WORDS: EbookWords = {
  badge: "Interactive Resources",
  heading: "Company E-Book",
  intro:
    "Explore our company profile as an interactive book, turning its pages right here, or download the PDF to read offline and share with your team.",
  cardTitle: "Interactive Company Profile",
  cardText:
    "All {pages} pages of our profile (our story, values, services, milestones and how to reach us) in a book you can leaf through.",
  open: "Open Interactive Book",
  close: "Close Interactive Book",
  download: "Download PDF",
  loading: "Loading company profile...",
  previous: "Previous",
  next: "Next",
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit Fullscreen",
  fullscreenLabel: "Company profile (fullscreen)",
  bookLabel: "Company profile pages. Use the left and right arrow keys to turn pages.",
  pageIndicator: "Page {page} of {pages}",
  spreadIndicator: "Pages {first}–{last} of {pages}",
  pageAlt: "Page {page}",
  loadFailed: "Sorry, the interactive book could not be loaded, but you can {link} instead.",
  loadFailedLink: "download the company profile as a PDF",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  kilobytes: "{size} KB",
  megabytes: "{size} MB",
}

export default function CompanyProfilePage({ data }: PageProps<Queries.CompanyProfilePageQuery>) {
  if (!data.profileBook)
    throw new Error("No ProfileBook node for this page's language: see gatsby/profile-books.ts")
  return (
    <Layout>
      <CompanyProfile book={data.profileBook} words={EBOOK_WORDS} />
    </Layout>
  )
}

// `lang` comes from the page context once pages are created per language; English until then.
export const query = graphql`
  query CompanyProfilePage($lang: String = "en") {
    profileBook(lang: { eq: $lang }) {
      ...ProfileBookData
    }
  }
`

export const Head: HeadFC = () => <Seo page="companyProfile" pathname="/company-profile/" />
