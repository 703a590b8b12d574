import { graphql, useStaticQuery } from "gatsby"

/** The six services (content/services.json). */
export function useServices() {
  const data = useStaticQuery<Queries.ServicesContentQuery>(graphql`
    query ServicesContent {
      servicesJson {
        services {
          title
          slug
          icon
          description
          features
        }
      }
    }
  `)
  return data.servicesJson!.services
}

export type ServiceContent = ReturnType<typeof useServices>[number]
