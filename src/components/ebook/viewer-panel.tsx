import { css } from "@emotion/react"
import { type ReactNode, type Ref, useEffect, useRef } from "react"
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

// A modal <dialog> in the top layer: the page behind is inert (no focus, no pointer, hidden from
// screen readers) without a focus trap of our own.
const overlayStyles = css`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  padding: ${theme.space.sm};
  overflow: auto;
  background: ${theme.colors.backdrop};
  color: ${theme.colors.onDark};
  &::backdrop {
    background: ${theme.colors.backdrop};
  }
`

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
 * Where the viewer lives: in the page, or in fullscreen a modal dialog over everything (dark
 * backdrop, the page behind inert and not scrolling, Escape handled by the viewer).
 */
export function ViewerPanel({ fullscreen, label, onEscape, panelRef, children }: ViewerPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  }, [onEscape])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!fullscreen || !dialog) return
    dialog.showModal()
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    // Escape is the viewer's (zoom out first): the dialog must not close itself.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      event.preventDefault()
      onEscapeRef.current()
    }
    const onCancel = (event: Event) => event.preventDefault()
    document.addEventListener("keydown", onKeyDown)
    dialog.addEventListener("cancel", onCancel)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener("keydown", onKeyDown)
      dialog.removeEventListener("cancel", onCancel)
      dialog.close()
    }
  }, [fullscreen])

  if (!fullscreen) {
    return (
      <div ref={panelRef} css={[panelStyles, inlineStyles]}>
        {children}
      </div>
    )
  }
  return (
    <dialog ref={dialogRef} aria-label={label} css={overlayStyles}>
      <div ref={panelRef} css={panelStyles}>
        {children}
      </div>
    </dialog>
  )
}
