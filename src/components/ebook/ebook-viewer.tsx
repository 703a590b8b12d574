import { css, keyframes } from "@emotion/react"
import { forwardRef, useCallback, useEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import type { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { FilledText } from "../ui/filled-text"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import {
  chevronBackIcon,
  chevronForwardIcon,
  enterFullscreenIcon,
  exitFullscreenIcon,
} from "../ui/icons/interface"
import { BOOK_LIMITS, BOOK_SIZE } from "./book-size"
import type { FlipBookHandle } from "./flip-book"
import { replacePageHash } from "./page-hash"
import { takeViewerResources } from "./viewer-resources"
import type { FlipBookComponent } from "./viewer-resources"

/** The unrendered page closest to the one in view (ties go forward): what the reader needs next. */
export function nextPageToRender(rendered: readonly boolean[], current: number): number | undefined {
  for (let distance = 0; distance < rendered.length; distance++) {
    for (const candidate of [current + distance, current - distance]) {
      if (candidate >= 0 && candidate < rendered.length && !rendered[candidate]) return candidate
    }
  }
  return undefined
}

type ViewerState =
  | { status: "loading" }
  | { status: "ready"; pageCount: number; FlipBook: FlipBookComponent }
  | { status: "failed" }

export type EbookWords = ReturnType<typeof useWords>["ebook"]

interface EbookViewerProps {
  words: EbookWords
  /** The PDF's URL, already prefixed. */
  pdfUrl: string
  /** 0-based page to open at (a deep link); clamped to the document. */
  initialPage?: number
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

/** The interactive profile: loads the PDF page by page and shows it as a page-turning book. */
export function EbookViewer({ pdfUrl, initialPage = 0, words }: EbookViewerProps) {
  const [state, setState] = useState<ViewerState>({ status: "loading" })
  const [images, setImages] = useState<(string | undefined)[]>([])
  const [page, setPage] = useState(initialPage)
  const [fullscreen, setFullscreen] = useState(false)
  // While the book is in the overlay, its place on the page keeps its height, so nothing scrolls.
  const [inlineHeight, setInlineHeight] = useState<number>()
  const pageRef = useRef(initialPage)
  const bookRef = useRef<FlipBookHandle>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()

  // Open the document, then draw pages one at a time, nearest to the reader first; the book appears
  // as soon as the page in view is ready. Everything is released when the viewer closes.
  useEffect(() => {
    let cancelled = false
    const urls: string[] = []
    const resources = takeViewerResources(pdfUrl)

    async function load() {
      const [FlipBook, pdf] = await Promise.all([resources.flipBook, resources.pdf])
      if (cancelled) return
      const pageCount = pdf.pageCount
      const start = Math.min(Math.max(pageRef.current, 0), pageCount - 1)
      pageRef.current = start
      setPage(start)
      const rendered = Array.from({ length: pageCount }, () => false)
      let index: number | undefined = start
      while (index !== undefined) {
        const pageIndex = index
        const blob = await (pageIndex === 0 && resources.firstPage
          ? resources.firstPage
          : pdf.renderPage(pageIndex + 1))
        if (cancelled) return
        const url = URL.createObjectURL(blob)
        urls.push(url)
        rendered[pageIndex] = true
        setImages((previous) => {
          const next = previous.length ? [...previous] : Array.from({ length: pageCount }, () => undefined)
          next[pageIndex] = url
          return next
        })
        setState((previous) =>
          previous.status === "loading" ? { status: "ready", pageCount, FlipBook } : previous,
        )
        index = nextPageToRender(rendered, pageRef.current)
      }
      // Every page is an image now: pdf.js, its worker and its caches are no longer needed.
      await pdf.destroy()
    }

    load().catch((error: unknown) => {
      if (cancelled) return
      console.error("Error loading PDF:", error)
      setState({ status: "failed" })
    })
    return () => {
      cancelled = true
      resources.pdf.then((pdf) => pdf.destroy()).catch(() => undefined)
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [pdfUrl])

  const handleFlip = useCallback((index: number) => {
    pageRef.current = index
    setPage(index)
    replacePageHash(index)
  }, [])

  const pageCount = state.status === "ready" ? state.pageCount : 0
  const atFirst = page <= 0
  const atLast = page >= pageCount - 1

  // A button that becomes disabled under the keyboard would drop focus to the page body.
  useEffect(() => {
    const active = document.activeElement
    if ((atFirst && active === previousRef.current) || (atLast && active === nextRef.current)) {
      ;(atFirst ? nextRef : previousRef).current?.focus()
    }
  }, [atFirst, atLast])

  // Arrow keys turn pages while focus is anywhere in the viewer.
  useEffect(() => {
    const panel = panelRef.current
    if (!panel || state.status !== "ready") return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === "ArrowRight") bookRef.current?.next()
      else if (event.key === "ArrowLeft") bookRef.current?.previous()
      else return
      event.preventDefault()
    }
    panel.addEventListener("keydown", onKeyDown)
    return () => panel.removeEventListener("keydown", onKeyDown)
  }, [state.status, fullscreen])

  // Fullscreen is a modal overlay: Escape leaves, Tab stays inside, the page behind does not scroll.
  const wasFullscreen = useRef(false)
  useEffect(() => {
    if (wasFullscreen.current !== fullscreen) toggleRef.current?.focus()
    wasFullscreen.current = fullscreen
    if (!fullscreen) return
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        setFullscreen(false)
      } else if (event.key === "Tab" && panelRef.current) {
        const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        const inside = panelRef.current.contains(document.activeElement)
        if (!inside || (event.shiftKey && document.activeElement === first)) {
          event.preventDefault()
          ;(event.shiftKey ? last : first)?.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first?.focus()
        }
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [fullscreen])

  if (state.status === "loading") {
    return (
      <div role="status" css={statusStyles}>
        <span css={spinnerStyles} aria-hidden="true" />
        {words.loading}
      </div>
    )
  }

  if (state.status === "failed") {
    return (
      <p role="alert" css={statusStyles}>
        <FilledText
          template={words.loadFailed}
          values={{ link: <a href={pdfUrl}>{words.loadFailedLink}</a> }}
        />
      </p>
    )
  }

  const { FlipBook } = state
  const size = fullscreen ? BOOK_SIZE.fullscreen : BOOK_SIZE.normal
  const panel = (
    <div
      ref={panelRef}
      css={fullscreen ? overlayStyles : panelStyles}
      role={fullscreen ? "dialog" : undefined}
      aria-modal={fullscreen ? true : undefined}
      aria-label={fullscreen ? words.fullscreenLabel : undefined}
    >
      <div
        ref={stageRef}
        css={[stageStyles, fullscreen && fullscreenStageStyles]}
        // Focusable so that a reader can put the keyboard on the book itself and turn pages with arrows.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={words.bookLabel}
      >
        <FlipBook
          // The book reads its size once: a different size is a new book, opened at the same page.
          key={fullscreen ? "fullscreen" : "normal"}
          ref={bookRef}
          pageCount={pageCount}
          startPage={page}
          width={size.width}
          height={size.height}
          flippingTime={reducedMotion ? 150 : 700}
          images={images}
          pageAlt={words.pageAlt}
          onFlip={handleFlip}
        />
      </div>
      <div css={toolbarStyles}>
        <button
          ref={previousRef}
          type="button"
          css={[buttonStyles(fullscreen ? "onDark" : "secondary"), navButtonStyles]}
          disabled={atFirst}
          onClick={() => bookRef.current?.previous()}
        >
          <Icon icon={chevronBackIcon} size={18} strokeWidth={2} />
          <span css={navLabelStyles}>{words.previous}</span>
        </button>
        <p css={indicatorStyles} aria-live="polite" aria-atomic="true">
          {fill(words.pageIndicator, { page: page + 1, pages: pageCount })}
        </p>
        <button
          ref={nextRef}
          type="button"
          css={[buttonStyles(fullscreen ? "onDark" : "secondary"), navButtonStyles]}
          disabled={atLast}
          onClick={() => bookRef.current?.next()}
        >
          <span css={navLabelStyles}>{words.next}</span>
          <Icon icon={chevronForwardIcon} size={18} strokeWidth={2} />
        </button>
        <FullscreenToggle
          ref={toggleRef}
          labels={words}
          fullscreen={fullscreen}
          onToggle={() => {
            if (!fullscreen) setInlineHeight(panelRef.current?.offsetHeight)
            setFullscreen(!fullscreen)
          }}
        />
      </div>
    </div>
  )
  if (!fullscreen) return panel
  return (
    <>
      <div css={{ height: inlineHeight, alignSelf: "stretch" }} />
      {createPortal(panel, document.body)}
    </>
  )
}

interface FullscreenToggleProps {
  fullscreen: boolean
  labels: { fullscreen: string; exitFullscreen: string }
  onToggle(): void
}

const FullscreenToggle = forwardRef<HTMLButtonElement, FullscreenToggleProps>(function FullscreenToggle(
  { fullscreen, labels, onToggle },
  ref,
) {
  const label = fullscreen ? labels.exitFullscreen : labels.fullscreen
  return (
    <button
      ref={ref}
      type="button"
      title={label}
      aria-label={label}
      css={[buttonStyles(fullscreen ? "onDark" : "secondary"), iconButtonStyles]}
      onClick={onToggle}
    >
      <Icon icon={fullscreen ? exitFullscreenIcon : enterFullscreenIcon} size={20} strokeWidth={2} />
    </button>
  )
})

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const statusStyles = css`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  min-height: 320px;
  margin: 0;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-align: center;
`

const spinnerStyles = css`
  width: 44px;
  height: 44px;
  border: 4px solid ${theme.colors.border};
  border-top-color: ${theme.colors.navy};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`

const panelStyles = css`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
  /* Below the sm breakpoint the book uses the full width, so a 320 px screen still meets its 315 px minimum. */
  margin: 0 calc(-1 * ${theme.layout.gutter});
  ${mq.sm} {
    margin: 0;
  }
`

const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md} 0;
  overflow: auto;
  background: rgba(5, 14, 24, 0.97);
  color: ${theme.colors.onDark};
`

const stageStyles = css`
  width: min(100%, ${BOOK_SIZE.normal.width}px);
  border-radius: ${theme.radii.sm};
  .ebook-book {
    margin: 0 auto;
  }
  .ebook-page {
    background: ${theme.colors.background};
    box-shadow: inset 0 0 0 1px ${theme.colors.border};
    overflow: hidden;
  }
  .ebook-page img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    user-select: none;
  }
  .ebook-page-pending {
    display: block;
    width: 100%;
    height: 100%;
    background: linear-gradient(
      100deg,
      ${theme.colors.surface} 40%,
      #ffffff 50%,
      ${theme.colors.surface} 60%
    );
  }
`

// As large as the spec's 600 px page allows while the page and the toolbar fit on the screen.
const fullscreenStageStyles = css`
  width: max(
    ${BOOK_LIMITS.minWidth}px,
    min(
      ${BOOK_SIZE.fullscreen.width}px,
      100vw,
      (100vh - 8rem) * ${BOOK_SIZE.fullscreen.width / BOOK_SIZE.fullscreen.height}
    )
  );
`

const toolbarStyles = css`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.sm};
`

const navButtonStyles = css`
  min-width: 48px;
  padding: 0.5rem 0.875rem;
`

// On narrow screens the chevrons carry the buttons visually; the words stay for screen readers.
const navLabelStyles = css`
  @media (max-width: ${theme.breakpoints.sm - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

const iconButtonStyles = css`
  padding: 0.5rem;
  min-width: 48px;
`

const indicatorStyles = css`
  margin: 0;
  min-width: 7.5em;
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
`
