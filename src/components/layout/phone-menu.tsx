import { css } from "@emotion/react"
import { forwardRef, type ReactNode } from "react"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { Icon } from "../ui/icon"
import { closeIcon, menuIcon } from "../ui/icons/interface"
import { visuallyHidden } from "../ui/visually-hidden"

/** The phone menu while it is open: the header turns opaque around it. */
export const MENU_OPEN = "details[data-phone-menu][open]"

/** Where the browser can show a closed <details>' content (::details-content), from headerRow up it always does. */
const fromHeaderRow = (rules: string) => `
  ${mq.headerRow} {
    @supports selector(::details-content) {
      ${rules}
    }
  }
`

// While it is open on a narrow screen its panel covers the page, whose controls are then not drawn:
// the keyboard cannot go under the panel, with or without scripts.
const menuStyles = css`
  ${fromHeaderRow("&::details-content { content-visibility: visible; }")}
  ${mq.belowHeaderRow} {
    flex: none;
    body:has(&[open]) :is(main, footer) :is(a[href], button, input, select, textarea, summary, [tabindex]) {
      visibility: hidden;
    }
  }
`

const summaryStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  & svg {
    max-width: none;
  }
  ${fromHeaderRow("display: none;")}
`

// The button's icon and name follow the open state in CSS, so they are right before and without scripts.
const whenClosed = css`
  display: inline-flex;
  details[open] > summary > & {
    display: none;
  }
`
const whenOpen = css`
  display: inline-flex;
  details:not([open]) > summary > & {
    display: none;
  }
`

/**
 * The navigation behind a menu button on phones, always shown from lg up: a <details>, so the
 * button opens it with a tap or Enter before and without scripts, and a tap made before hydration
 * is kept (React leaves the open attribute as the visitor set it). Browsers without
 * ::details-content show the button on wide screens too.
 */
export const PhoneMenu = forwardRef<HTMLDetailsElement, { children: ReactNode }>(function PhoneMenu(
  { children },
  ref,
) {
  const { navigation } = useWords()
  return (
    // The visitor may have opened it before hydration: that open attribute is theirs, not a mismatch.
    <details ref={ref} css={menuStyles} data-phone-menu="" suppressHydrationWarning>
      <summary css={summaryStyles}>
        <span css={whenClosed}>
          <Icon icon={menuIcon} size={28} />
          <span css={visuallyHidden}>{navigation.openMenu}</span>
        </span>
        <span css={whenOpen}>
          <Icon icon={closeIcon} size={28} />
          <span css={visuallyHidden}>{navigation.closeMenu}</span>
        </span>
      </summary>
      {children}
    </details>
  )
})
