import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useEffect, useRef, useState } from "react"
import { prefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useLanguage } from "../../hooks/page-content"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import { bookIcon, closeIcon, downloadIcon } from "../ui/icons/interface"
import { Section, SectionHeading } from "../ui/section"
import { EbookViewer } from "./ebook-viewer"
import { pageFromHash, replacePageHash } from "./page-hash"
import profilePdfs from "./profile-pdf-meta.json"
import { warmViewer } from "./viewer-resources"

/** "19 KB", "1.2 MB": the size a visitor weighs before downloading, in the page's words. */
export function formatFileSize(bytes: number, units: { kilobytes: string; megabytes: string }): string {
  if (bytes < 1024 * 1024) return fill(units.kilobytes, { size: Math.max(1, Math.round(bytes / 1024)) })
  return fill(units.megabytes, { size: (bytes / (1024 * 1024)).toFixed(1) })
}

/** The /company-profile page: the interactive profile and its PDF download. */
export function CompanyProfile() {
  const words = useWords().ebook
  const { language } = useLanguage()
  // The language's own profile (written by `npm run profile-pdf`).
  const profilePdf = profilePdfs[language.code as keyof typeof profilePdfs]
  const [open, setOpen] = useState(false)
  const [startPage, setStartPage] = useState(0)
  const openButtonRef = useRef<HTMLButtonElement>(null)
  const viewerRef = useRef<HTMLDivElement>(null)
  const moveFocus = useRef<"viewer" | "card" | null>(null)
  const pdfUrl = withPrefix(profilePdf.path)

  // `/company-profile#page=N` opens the book at page N.
  useEffect(() => {
    const page = pageFromHash(window.location.hash)
    if (page === null) return
    // The address is only known in the browser, after hydration: this cannot be initial state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStartPage(page)
    setOpen(true)
  }, [])

  useEffect(() => {
    if (moveFocus.current === "card") openButtonRef.current?.focus()
    if (moveFocus.current === "viewer") {
      // Bring the whole book into view under the fixed header, then put the keyboard on it.
      viewerRef.current?.scrollIntoView({
        block: "start",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      })
      viewerRef.current?.focus({ preventScroll: true })
    }
    moveFocus.current = null
  }, [open])

  function openBook() {
    // Start fetching now rather than a frame later, when the viewer's effect runs.
    warmViewer(pdfUrl)
    moveFocus.current = "viewer"
    setStartPage(0)
    setOpen(true)
  }

  function closeBook() {
    moveFocus.current = "card"
    if (pageFromHash(window.location.hash) !== null) replacePageHash(null)
    setOpen(false)
  }

  return (
    <Section labelledBy="ebook-heading">
      <SectionHeading
        id="ebook-heading"
        level={1}
        badge={words.badge}
        title={words.heading}
        intro={words.intro}
      />
      <p css={downloadRowStyles}>
        <a
          href={pdfUrl}
          download={profilePdf.path.slice(1)}
          css={[buttonStyles("secondary"), downloadStyles]}
        >
          <Icon icon={downloadIcon} size={20} strokeWidth={2} />
          {words.download}
          <span css={fileSizeStyles}>({formatFileSize(profilePdf.bytes, words)})</span>
        </a>
      </p>

      {open ? (
        <div ref={viewerRef} tabIndex={-1} role="region" aria-label={words.cardTitle} css={openStyles}>
          <button type="button" css={[buttonStyles("secondary"), closeStyles]} onClick={closeBook}>
            <Icon icon={closeIcon} size={18} strokeWidth={2} />
            {words.close}
          </button>
          <EbookViewer pdfUrl={pdfUrl} initialPage={startPage} words={words} />
        </div>
      ) : (
        <div css={cardStyles}>
          <Icon icon={bookIcon} size={56} strokeWidth={1.5} css={cardIconStyles} />
          <h2 css={cardTitleStyles}>{words.cardTitle}</h2>
          <p css={cardTextStyles}>{fill(words.cardText, { pages: profilePdf.pages })}</p>
          <button
            ref={openButtonRef}
            type="button"
            css={buttonStyles("primary")}
            onClick={openBook}
            // Warm up while the visitor is about to press (keyboard focus only: not the focus we restore on close).
            onPointerEnter={() => warmViewer(pdfUrl)}
            onFocus={(event) => event.currentTarget.matches(":focus-visible") && warmViewer(pdfUrl)}
          >
            {words.open}
          </button>
        </div>
      )}
    </Section>
  )
}

const downloadRowStyles = css`
  display: flex;
  justify-content: center;
  margin: calc(-1 * ${theme.space.xl}) 0 ${theme.space.xxl};
`

const downloadStyles = css`
  flex-wrap: wrap;
`

const fileSizeStyles = css`
  font-weight: 400;
  color: ${theme.colors.muted};
`

const cardStyles = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.gold};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  text-align: center;
  ${mq.sm} {
    padding: ${theme.space.xxl};
  }
`

const cardIconStyles = css`
  color: ${theme.colors.navy};
  margin-bottom: ${theme.space.md};
`

const cardTitleStyles = css`
  font-size: ${theme.fontSizes.h3};
  ${mq.sm} {
    font-size: 1.5rem;
  }
`

const cardTextStyles = css`
  color: ${theme.colors.muted};
  margin-bottom: ${theme.space.lg};
`

const openStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
`

const closeStyles = css`
  align-self: center;
`
