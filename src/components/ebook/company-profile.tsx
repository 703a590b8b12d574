import { Section, SectionHeading } from "../ui/section"

export const EBOOK_HEADING = "Company E-Book"
export const EBOOK_BADGE = "Interactive Resources"
export const EBOOK_INTRO =
  "Explore our company profile as an interactive book, turning its pages right here, or download the PDF to read offline and share with your team."

/** The /company-profile page: the interactive profile and its PDF download. */
export function CompanyProfile() {
  return (
    <Section labelledBy="ebook-heading">
      <SectionHeading
        id="ebook-heading"
        level={1}
        badge={EBOOK_BADGE}
        title={EBOOK_HEADING}
        intro={EBOOK_INTRO}
      />
    </Section>
  )
}
