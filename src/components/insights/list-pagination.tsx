import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useInsights } from "../../hooks/use-insights"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import { chevronBackIcon, chevronForwardIcon } from "../ui/icons/viewer"
import { listPagePath } from "../../routes"

const navStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.xxl};
`

const pagesStyles = css`
  display: flex;
  gap: ${theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`

const pageStyles = css`
  display: inline-grid;
  place-items: center;
  min-width: ${theme.sizes.tapTarget};
  min-height: ${theme.sizes.tapTarget};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.navy};
  font-weight: 600;
  &[aria-current="page"] {
    background: ${theme.colors.navy};
    color: ${theme.colors.onDark};
    text-decoration: none;
  }
`

interface ListPaginationProps {
  /** The list's first page, in this language: /insights/, /ar/insights/topics/<service>/ … */
  listPath: string
  page: number
  pages: number
}

/** Links between the pages of a list: newer, each page by number, older. Nothing when there is one page. */
export function ListPagination({ listPath, page, pages }: ListPaginationProps) {
  const { words } = useInsights()
  if (pages < 2) return null
  const to = (number: number) => listPagePath(listPath, number)
  return (
    <nav css={navStyles} aria-label={words.pagination}>
      {page > 1 && (
        <Link css={buttonStyles("secondary")} to={to(page - 1)} rel="prev">
          <Icon icon={chevronBackIcon} size={18} />
          {words.newer}
        </Link>
      )}
      <ol css={pagesStyles}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              css={pageStyles}
              to={to(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={
                number === page ? fill(words.pageOf, { page, pages }) : fill(words.page, { page: number })
              }
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link css={buttonStyles("secondary")} to={to(page + 1)} rel="next">
          {words.older}
          <Icon icon={chevronForwardIcon} size={18} />
        </Link>
      )}
    </nav>
  )
}
