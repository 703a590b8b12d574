import { css } from "@emotion/react"
import { useInsights } from "../../hooks/use-insights"
import { theme } from "../../theme/theme"
import { Container } from "../ui/container"
import type { ProcessedImage } from "../../types/processed-image"
import { Picture } from "../ui/picture"
import { type Author } from "./article-byline"
import { ArticleBody } from "./article-body"
import { ArticleHeader, type ArticleHeading } from "./article-header"
import { ArticlePager } from "./article-pager"
import { type ArticleTree, headingsOf } from "./article-tree"
import { articleTypography } from "../ui/article-typography"
import { EnquiryCall } from "./enquiry-call"
import { readingMinutes, TABLE_OF_CONTENTS_FROM } from "./reading-time"
import { RelatedServices } from "./related-services"
import { ShareLinks } from "./share-links"
import { TableOfContents } from "./table-of-contents"

const articleStyles = css`
  padding-block: ${theme.space.xxl} ${theme.space.section};
`

const columnStyles = css`
  max-width: ${theme.sizes.headingMeasure};
  margin-inline: auto;
`

const coverStyles = css`
  max-width: 60rem;
  margin: 0 auto ${theme.space.xl};
  img {
    border-radius: ${theme.radii.md};
  }
`

const afterStyles = css`
  display: grid;
  gap: ${theme.space.xxl};
  margin-block-start: ${theme.space.xxl};
  padding-block-start: ${theme.space.xl};
  border-block-start: ${theme.sizes.border} solid ${theme.colors.border};
`

export interface ArticleContent extends ArticleHeading {
  services: readonly string[]
  coverAlt: string
  cover?: ProcessedImage
  tree: ArticleTree
  /** The body's processed images, by the address its Markdown gives each. */
  images: readonly { src: string; image?: ProcessedImage }[]
}

interface ArticleViewProps {
  article: ArticleContent
  author: Author
  previous?: { title: string; path: string } | null
  next?: { title: string; path: string } | null
  /** The article's address, for the share links. */
  url: string
}

/** An article's page: header, cover, contents for a long one, body, then what leads on from it. */
export function ArticleView({ article, author, previous, next, url }: ArticleViewProps) {
  const { words } = useInsights()
  const sections = headingsOf(article.tree).filter((heading) => heading.level === 2)
  const long =
    readingMinutes(article.words, words.wordsPerMinute) >= TABLE_OF_CONTENTS_FROM.minutes &&
    sections.length >= TABLE_OF_CONTENTS_FROM.sections
  const images = new Map(article.images.flatMap(({ src, image }) => (image ? [[src, image] as const] : [])))
  return (
    <article css={articleStyles}>
      <Container>
        <div css={columnStyles}>
          <ArticleHeader {...article} author={author} />
        </div>
        {article.cover && (
          <div css={coverStyles}>
            <Picture image={article.cover} alt={article.coverAlt} loading="eager" />
          </div>
        )}
        <div css={columnStyles}>
          {long && <TableOfContents sections={sections} />}
          <div css={articleTypography}>
            <ArticleBody tree={article.tree} images={images} />
          </div>
          <div css={afterStyles}>
            <RelatedServices slugs={article.services} />
            <ShareLinks url={url} title={article.title} />
            <ArticlePager previous={previous} next={next} />
            <EnquiryCall />
          </div>
        </div>
      </Container>
    </article>
  )
}
