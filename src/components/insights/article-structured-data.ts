import type { PageData } from "../../hooks/use-page"
import type { Author } from "./article-byline"
import type { ArticlePageContext } from "../../page-context"

interface ArticleFacts {
  title: string
  summary: string
  date: string
  updated?: string | null
  words: number
  path: string
  services: readonly string[]
}

/**
 * schema.org's description of an article (a BlogPosting in the page's @graph, beside the firm and
 * the page): headline, dates, language, author, the firm as publisher, its share card as image.
 * `absolute` makes a path a full URL (the head's absoluteUrl).
 */
export function articleStructuredData(
  data: PageData,
  article: ArticleFacts,
  author: Author,
  { lang, shareCard }: ArticlePageContext,
  absolute: (path: string) => string,
) {
  const url = absolute(article.path)
  const organization = { "@id": `${absolute("/")}#organization` }
  const services = data.services!.services.filter((service) => article.services.includes(service.slug))
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@id": url },
    url,
    headline: article.title,
    description: article.summary,
    inLanguage: lang,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    wordCount: article.words,
    ...(shareCard && { image: absolute(shareCard) }),
    author: { "@type": "Person", name: author.name, jobTitle: author.role, worksFor: organization },
    publisher: organization,
    about: services.map((service) => ({ "@type": "Service", name: service.title })),
  }
}
