import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"
import { Icon } from "../ui/icon"
import { checkIcon } from "../ui/icons/interface"

const listStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: ${theme.space.xl};
  border: ${theme.sizes.border} solid ${theme.colors.onDarkLine};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.onDarkFill};
`

const claimStyles = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
`

const checkStyles = css`
  grid-row: span 2;
  padding: 6px;
  border-radius: 50%;
  background: ${theme.colors.gold};
  color: ${theme.colors.ink};
`

const titleStyles = css`
  font-size: ${theme.fontSizes.lg};
`

const textStyles = css`
  color: ${theme.colors.onDarkMuted};
`

/** The firm's two commitments (24-hour response, free consultation), beside the hero's headline. */
export function HeroClaims() {
  const { claims } = useSite()
  const { hero } = useWords()
  return (
    <ul css={listStyles} aria-label={hero.claimsLabel}>
      {claims.map((claim) => (
        <li css={claimStyles} key={claim.title}>
          <Icon css={checkStyles} icon={checkIcon} size={32} />
          <strong css={titleStyles}>{claim.title}</strong>
          <span css={textStyles}>{claim.text}</span>
        </li>
      ))}
    </ul>
  )
}
