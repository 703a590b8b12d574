import { graphql } from "gatsby"
import { usePageContent } from "./page-content"

/** The six services (content/<lang>/services.json). */
export function useServices() {
  return usePageContent().data.services!.services
}

export type ServiceContent = ReturnType<typeof useServices>[number]

/** @public Gatsby collects the fragment from here; queries spread it by name. */
export const servicesContentFragment = graphql`
  fragment ServicesContent on ServicesJson {
    services {
      title
      slug
      icon
      description
      features
    }
  }
`
