import { graphql } from "gatsby"
import { usePage } from "./use-page"

/** The six services (content/<lang>/services.json). */
export function useServices() {
  return usePage().data.services!.services
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
