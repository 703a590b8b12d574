import { css } from "@emotion/react"
import { useEffect, useState } from "react"
import { minimumBookHeight } from "./book-size"
import type { EbookViewer, EbookViewerProps } from "./ebook-viewer"
import { pageRatioOf } from "./profile-book"
import { loadOpenBook } from "./viewer-resources"
import { ViewerFailed, ViewerLoading } from "./viewer-status"

const placeholderStyles = css`
  position: relative;
`

/**
 * The viewer, fetched when the book is opened (or warmed by a pointer over Open): until its code
 * is here, the loading state in the book's place; if it cannot be had, the PDF instead.
 */
export function LazyEbookViewer(props: EbookViewerProps) {
  const [viewer, setViewer] = useState<{ Viewer: typeof EbookViewer } | "failed">()
  useEffect(() => {
    let cancelled = false
    loadOpenBook().then(
      ({ EbookViewer: Viewer }) => !cancelled && setViewer({ Viewer }),
      (error: unknown) => {
        console.error("Error loading the viewer:", error)
        if (!cancelled) setViewer("failed")
      },
    )
    return () => {
      cancelled = true
    }
  }, [])

  if (viewer && viewer !== "failed") return <viewer.Viewer {...props} />
  return (
    <div css={placeholderStyles} style={{ minHeight: minimumBookHeight(pageRatioOf(props.book)) }}>
      {viewer === "failed" ? <ViewerFailed pdfUrl={props.pdfUrl} /> : <ViewerLoading />}
    </div>
  )
}
