import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"

const homeStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: inherit;
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
  white-space: nowrap;
  ${mq.sm} {
    font-size: ${theme.fontSizes.xl};
  }
`

const markStyles = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.iconSm};
  height: ${theme.sizes.iconSm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.gold};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.lg};
`

/** The firm's mark and name, linking to the home page in the page's language. */
export function Brand({ onClick }: { onClick?: () => void }) {
  const { name } = useSite()
  const { localize } = useLanguage()
  return (
    <Link css={homeStyles} to={localize("/")} onClick={onClick}>
      <span css={markStyles} aria-hidden="true">
        {name.charAt(0)}
      </span>
      {name}
    </Link>
  )
}
