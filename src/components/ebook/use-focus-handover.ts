import { type RefObject, useEffect } from "react"

/** When `from` becomes disabled under the keyboard, focus moves to `to` instead of the page body. */
export function useFocusHandover(
  disabled: boolean,
  from: RefObject<HTMLElement | null>,
  to: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (disabled && document.activeElement === from.current) to.current?.focus()
  }, [disabled, from, to])
}
