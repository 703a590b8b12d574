import styled from "@emotion/styled"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"
import { Icon, isIconName } from "../ui/icon"

const Name = styled.p`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.footerBrand};
  color: ${theme.colors.onDark};
  margin-block-end: ${theme.space.sm};
`

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
`

const SocialLink = styled.a`
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
      <Name>{site.name}</Name>
      <p>{site.tagline}</p>
      <Socials aria-label={footer.social}>
        {site.social.map((profile) => (
          <li key={profile.network}>
            <SocialLink href={profile.url} aria-label={profile.label}>
              {isIconName(profile.network) && <Icon name={profile.network} size={20} />}
            </SocialLink>
          </li>
        ))}
      </Socials>
    </div>
  )
}
