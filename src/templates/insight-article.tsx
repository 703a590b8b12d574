import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { ArticleTree } from "../components/insights/article-tree"
import { articleStructuredData } from "../components/insights/article-structured-data"
import type { ArticlePageContext } from "../page-context"
import { Layout } from "../components/layout/layout"
import { absoluteUrl, Seo } from "../components/layout/seo"
import { island } from "../components/ui/island"
import type { ProcessedImage } from "../types/processed-image"

// Nothing in an article reacts to the reader: its server HTML is all they need.
const ArticleView = island(
  () => import("../components/insights/insight-views").then((module) => module.ArticleView),
  { hydrate: "never" },
)

type Data = Queries.InsightArticleQuery

const processed = (file: { childImageSharp: { gatsbyImageData: unknown } | null } | null | undefined) =>
  file?.childImageSharp?.gatsbyImageData as ProcessedImage | undefined

/** The article's author in the page's language (content/<lang>/authors.json), with a photo if there is one. */
function authorOf(data: Data) {
  const insight = data.insight!
  const author = data.authors!.authors.find((candidate) => candidate.id === insight.author)!
  const photo = data.authorPhotos.nodes.find((file) => file.base === author.photo)
  return { name: author.name, role: author.role, photo: processed(photo) }
}

export default function InsightArticlePage({ data, pageContext }: PageProps<Data, ArticlePageContext>) {
  const insight = data.insight!
  const article = {
    ...insight,
    coverAlt: insight.cover.alt,
    cover: processed(insight.coverImage),
    tree: (insight.parent as { htmlAst: ArticleTree }).htmlAst,
    images: insight.images.map(({ src, file }) => ({ src, image: processed(file) })),
  }
  return (
    <Layout data={data} pageContext={pageContext}>
      <ArticleView
        article={article}
        author={authorOf(data)}
        previous={data.previous}
        next={data.next}
        url={absoluteUrl(data, insight.path)}
      />
    </Layout>
  )
}

export const query = graphql`
  query InsightArticle($lang: String!, $id: String!, $previousId: String = "", $nextId: String = "") {
    ...LayoutContent
    ...InsightsContent
    insight(id: { eq: $id }) {
      title
      summary
      date
      updated
      words
      draft
      scheduled
      path
      author
      services
      cover {
        alt
      }
      coverImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
        }
      }
      images {
        src
        file {
          childImageSharp {
            gatsbyImageData(width: 720, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      parent {
        ... on MarkdownRemark {
          htmlAst
        }
      }
    }
    previous: insight(id: { eq: $previousId }) {
      title
      path
    }
    next: insight(id: { eq: $nextId }) {
      title
      path
    }
    authors: authorsJson(lang: { eq: $lang }) {
      authors {
        id
        name
        role
        photo
      }
    }
    authorPhotos: allFile(
      filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "authors" } }
    ) {
      nodes {
        base
        childImageSharp {
          gatsbyImageData(width: 56, height: 56, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`

export const Head = ({ data, pageContext }: HeadProps<Data, ArticlePageContext>) => {
  const insight = data.insight!
  const author = authorOf(data)
  const modified = insight.updated ?? insight.date
  const absolute = (path: string) => absoluteUrl(data, path)
  const cover = processed(insight.coverImage)?.images.sources?.[0]
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      page="insights"
      meta={{ title: insight.title, description: insight.summary }}
      article={{
        image: pageContext.shareCard ?? "/og-image.png",
        imageAlt: insight.title,
        structuredData: articleStructuredData(data, insight, author, pageContext, absolute),
      }}
    >
      <meta property="article:published_time" content={insight.date} />
      <meta property="article:modified_time" content={modified} />
      {cover && (
        // The cover is the article's largest paint: asked for from the head, before the styles and
        // an Arabic page's in-page face (gatsby-ssr.tsx puts it first), the same file its <source> picks.
        <link
          rel="preload"
          as="image"
          type={cover.type}
          imageSrcSet={cover.srcSet}
          imageSizes={cover.sizes ?? undefined}
        />
      )}
    </Seo>
  )
}
