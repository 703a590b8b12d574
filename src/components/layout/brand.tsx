import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/page-content"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: inherit;
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.brandPhone};
  font-weight: 700;
  white-space: nowrap;
  ${mq.sm} {
    font-size: ${theme.fontSizes.brand};
  }
`

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.brandMark};
  height: ${theme.sizes.brandMark};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.gold};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.brandMark};
`

/** The firm's mark and name, linking to the home page in the page's language. */
export function Brand({ onClick }: { onClick?: () => void }) {
  const { name } = useSite()
  const { localize } = useLanguage()
  return (
    <Home to={localize("/")} onClick={onClick}>
      <Mark aria-hidden="true">{name.charAt(0)}</Mark>
      {name}
    </Home>
  )
}
