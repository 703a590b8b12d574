import { css } from "@emotion/react"
import { Link } from "gatsby"
import type { SearchResult } from "../../hooks/use-search"
import { excerpt } from "../../search/excerpt"
import { theme } from "../../theme/theme"

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
`

const kindStyles = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`

const titleStyles = css`
  margin: 0 0 ${theme.space.xs};
  font-size: 1.25rem;
`

const excerptStyles = css`
  margin: 0;
  overflow-wrap: anywhere;
  mark {
    background: ${theme.colors.goldLight};
    color: inherit;
    font-weight: 600;
  }
`

interface SearchResultsProps {
  query: string
  results: readonly SearchResult[]
  lang: string
  kinds: Record<string, string>
}

/** Each page found: its kind, its title as a link, and its words around the match, marked. */
export function SearchResults({ query, results, lang, kinds }: SearchResultsProps) {
  return (
    <ol css={listStyles}>
      {results.map((result) => (
        <li key={result.url}>
          <p css={kindStyles}>{kinds[result.kind] ?? ""}</p>
          <h2 css={titleStyles}>
            <Link to={result.url}>{result.title}</Link>
          </h2>
          <p css={excerptStyles}>
            {excerpt(result.text, query, lang).map((part, index) =>
              part.mark ? <mark key={index}>{part.text}</mark> : part.text,
            )}
          </p>
        </li>
      ))}
    </ol>
  )
}
