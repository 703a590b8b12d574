import { css } from "@emotion/react"
import { useInsights } from "../../hooks/use-insights"
import { theme } from "../../theme/theme"
import { Icon } from "../ui/icon"
import { socialIcons } from "../ui/icons/content"
import { mailIcon } from "../ui/icons/interface"
import { whatsappIcon, xIcon } from "../ui/icons/share"
import { visuallyHidden } from "../ui/visually-hidden"
import { articleSectionHeading } from "./article-section"
import { pillLinkStyles } from "./pill-link"

const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

const encode = encodeURIComponent

/**
 * Links that share the article: plain addresses of each network's own share page, so nothing is
 * loaded from a third party until the reader follows one (no script, no button, no counter).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { words } = useInsights()
  const { networks } = words
  const links = [
    {
      name: networks.linkedin,
      icon: socialIcons.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
    },
    { name: networks.whatsapp, icon: whatsappIcon, href: `https://wa.me/?text=${encode(`${title} ${url}`)}` },
    {
      name: networks.x,
      icon: xIcon,
      href: `https://x.com/intent/post?text=${encode(title)}&url=${encode(url)}`,
    },
  ]
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" css={articleSectionHeading}>
        {words.share}
      </h2>
      <ul css={listStyles}>
        {links.map((link) => (
          <li key={link.href}>
            <a css={pillLinkStyles} href={link.href} target="_blank" rel="noopener noreferrer">
              <Icon icon={link.icon} size={18} />
              {link.name}
              <span css={visuallyHidden}> {words.newTab}</span>
            </a>
          </li>
        ))}
        <li>
          <a css={pillLinkStyles} href={`mailto:?subject=${encode(title)}&body=${encode(url)}`}>
            <Icon icon={mailIcon} size={18} />
            {networks.email}
          </a>
        </li>
      </ul>
    </section>
  )
}
