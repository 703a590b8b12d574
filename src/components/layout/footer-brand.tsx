import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"
import { Icon } from "../ui/icon"
import { socialIcons } from "../ui/icons/content"

const nameStyles = css`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xxl};
  color: ${theme.colors.onDark};
  margin-block-end: ${theme.space.sm};
`

const socialsStyles = css`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
`

const socialLinkStyles = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.compactTapTarget};
  height: ${theme.sizes.compactTapTarget};
  border-radius: 50%;
  border: ${theme.sizes.border} solid ${theme.colors.onDarkOutline};
  color: ${theme.colors.onDark};
  &:hover {
    background: ${theme.colors.onDarkHover};
  }
`

/** The firm's name, tagline and social profiles. */
export function FooterBrand() {
  const site = useSite()
  const { footer } = useWords()
  return (
    <div>
      <p css={nameStyles}>{site.name}</p>
      <p>{site.tagline}</p>
      <ul css={socialsStyles} aria-label={footer.social}>
        {site.social.map((profile) => (
          <li key={profile.network}>
            <a css={socialLinkStyles} href={profile.url} aria-label={profile.label}>
              {socialIcons[profile.network] && <Icon icon={socialIcons[profile.network]} size={20} />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
