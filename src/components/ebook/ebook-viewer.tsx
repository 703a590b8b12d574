import { css } from "@emotion/react"
import { useCallback, useRef, useState } from "react"
import { useElementSize } from "../../hooks/use-element-size"
import { usePinch } from "../../hooks/use-pinch"
import { fitBook } from "./book-layout"
import { minimumBookHeight } from "./book-size"
import { BookStage } from "./book-stage"
import { type BookDirection, indicatorText } from "./book-spreads"
import { useEbookWords } from "./ebook-words"
import { MAX_ZOOM, nextZoom, PageZoom } from "./page-zoom"
import { pageRatioOf, type ProfileBook } from "./profile-book"
import { useBookNavigation } from "./use-book-navigation"
import { useViewerKeys } from "./use-viewer-keys"
import { useViewerFocus } from "./use-viewer-focus"
import { useViewerLoading } from "./use-viewer-loading"
import { ViewerPanel } from "./viewer-panel"
import { ViewerFailed, ViewerLoading } from "./viewer-status"
import { ViewerToolbar } from "./viewer-toolbar"

// The book's box: all the height the panel leaves (never less than a minimum page), all its width.
const frameStyles = css`
  position: relative;
  flex: 1 1 0;
`

export interface EbookViewerProps {
  book: ProfileBook
  /** The PDF's URL, already prefixed: the way out when the book cannot be shown. */
  pdfUrl: string
  /** 0-based page to open at (a deep link); clamped to the book. */
  initialPage?: number
}

/** The interactive profile: the pages drawn at build time, as a page-turning book. */
export function EbookViewer({ book, pdfUrl, initialPage = 0 }: EbookViewerProps) {
  const words = useEbookWords()
  const dir: BookDirection = book.dir === "rtl" ? "rtl" : "ltr"
  const ratio = pageRatioOf(book)
  const [fullscreen, setFullscreen] = useState(false)
  const [zoom, setZoom] = useState(1)
  const [panel, setPanel] = useState<HTMLDivElement | null>(null)
  const [frameSize, frameRef, frame] = useElementSize<HTMLDivElement>()
  const layout = frameSize && fitBook(frameSize, ratio)
  const mode = layout?.mode ?? "single"
  const nav = useBookNavigation(book.pageCount, initialPage, mode, dir)
  const [load, fail] = useViewerLoading(book, nav.page, layout)
  const zoomed = zoom > 1
  const indicator = indicatorText(words, nav.page, book.pageCount, mode)

  const onImageError = useCallback(
    (page: number) => fail(new Error(`Page ${page} image could not be loaded`)),
    [fail],
  )
  const zoomBy = (towards: "in" | "out") => setZoom((current) => nextZoom(current, towards))
  useViewerKeys(panel, {
    // The Left arrow turns towards the end of a right-to-left book. Zoomed, the arrows pan instead.
    ArrowLeft: zoomed ? undefined : () => nav.turn(dir === "rtl" ? "next" : "previous"),
    ArrowRight: zoomed ? undefined : () => nav.turn(dir === "rtl" ? "previous" : "next"),
    zoomIn: fullscreen ? () => zoomBy("in") : undefined,
    zoomOut: fullscreen ? () => zoomBy("out") : undefined,
  })

  // A pinch (fullscreen, touch screens) zooms from the book and back to it.
  const pinchStart = useRef(1)
  usePinch(
    frame,
    {
      onStart: () => {
        pinchStart.current = zoom
        nav.bookRef.current?.cancelTouch()
      },
      onChange: (factor) => setZoom(Math.min(MAX_ZOOM, Math.max(1, pinchStart.current * factor))),
      onEnd: () => setZoom((current) => (current < 1.1 ? 1 : current)),
    },
    fullscreen && load.status === "ready",
  )

  const { stageRef, toggleRef, zoomRef } = useViewerFocus(load.status === "ready", panel, fullscreen, zoomed)

  const toggleFullscreen = () => {
    setZoom(1)
    setFullscreen(!fullscreen)
  }
  const zoomControl = { level: zoom, max: MAX_ZOOM, by: zoomBy }

  return (
    <ViewerPanel
      fullscreen={fullscreen}
      label={words.fullscreenLabel}
      onEscape={() => (zoomed ? setZoom(1) : toggleFullscreen())}
      panelRef={setPanel}
    >
      <div ref={frameRef} css={frameStyles} style={{ minHeight: minimumBookHeight(ratio) }}>
        {load.status === "loading" && <ViewerLoading />}
        {load.status === "failed" && <ViewerFailed pdfUrl={pdfUrl} />}
        {load.status === "ready" && layout && (
          <BookStage
            FlipBook={load.FlipBook}
            book={book}
            layout={layout}
            nav={nav}
            covered={zoomed}
            onImageError={onImageError}
            stageRef={stageRef}
          />
        )}
        {load.status === "ready" && layout && zoomed && (
          <PageZoom
            pages={book.pages.slice(nav.inView[0], nav.inView[1] + 1)}
            lang={book.lang}
            dir={dir}
            zoom={zoom}
            pageWidth={layout.pageWidth}
            pageHeight={layout.pageHeight}
            label={indicator}
            regionRef={zoomRef}
          />
        )}
      </div>
      {load.status !== "failed" && (
        <div dir={dir} style={load.status === "loading" ? { visibility: "hidden" } : undefined}>
          <ViewerToolbar
            indicator={indicator}
            nav={nav}
            zoom={zoomControl}
            fullscreen={{ on: fullscreen, toggle: toggleFullscreen, toggleRef }}
          />
        </div>
      )}
    </ViewerPanel>
  )
}
