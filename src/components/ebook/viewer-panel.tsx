import { css } from "@emotion/react"
import { type ReactNode, type Ref, useEffect, useRef } from "react"
import { createPortal } from "react-dom"
import { theme } from "../../theme/theme"

const panelStyles = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space.sm};
  flex: 1 1 auto;
  min-height: 0;
`

const inlineStyles = css`
  align-self: stretch;
`

const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  padding: ${theme.space.sm};
  overflow: auto;
  background: ${theme.colors.backdrop};
  color: ${theme.colors.onDark};
`

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

interface ViewerPanelProps {
  fullscreen: boolean
  /** The dialog's name while fullscreen. */
  label: string
  /** Escape while fullscreen (the viewer decides: zoom out first, then leave). */
  onEscape(): void
  panelRef: Ref<HTMLDivElement>
  children: ReactNode
}

/**
 * Where the viewer lives: in the page, or in fullscreen a modal overlay over everything (dark
 * backdrop, Tab kept inside, Escape handled, the page behind does not scroll).
 */
export function ViewerPanel({ fullscreen, label, onEscape, panelRef, children }: ViewerPanelProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  }, [onEscape])

  useEffect(() => {
    if (!fullscreen) return
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (event.key === "Escape") {
        event.preventDefault()
        onEscapeRef.current()
      } else if (event.key === "Tab" && dialog) {
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        const inside = dialog.contains(document.activeElement)
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

  if (!fullscreen) {
    return (
      <div ref={panelRef} css={[panelStyles, inlineStyles]}>
        {children}
      </div>
    )
  }
  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={label} css={overlayStyles}>
      <div ref={panelRef} css={panelStyles}>
        {children}
      </div>
    </div>,
    document.body,
  )
}
