import { type RefObject, useEffect } from "react"

/**
 * What a menu is expected to do, for the language menu inside `container`, whose <details> works
 * without any script (its markup is never hydrated, so it costs no JavaScript): Escape closes it
 * and puts the keyboard back on it (before the phone menu around it hears the key), a click or
 * focus elsewhere closes it, and following a language keeps the section the visitor is on (#contact).
 */
export function useLanguageMenu(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const openMenu = () =>
      container.current?.querySelector<HTMLDetailsElement>("details[data-language-menu][open]")
    const closeOnEscape = (event: KeyboardEvent) => {
      const menu = openMenu()
      if (event.key !== "Escape" || !menu) return
      // The phone menu around it leaves the key alone once it is used.
      event.preventDefault()
      event.stopPropagation()
      menu.open = false
      menu.querySelector("summary")?.focus()
    }
    const closeFromOutside = (event: Event) => {
      const menu = openMenu()
      if (menu && !menu.contains(event.target as Node)) menu.open = false
    }
    // A full page load, not an in-app one: the other language changes the direction and the font.
    const keepSection = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[hreflang]")
      if (link && container.current?.contains(link)) link.hash = window.location.hash
    }
    // Capture, on the document: before the phone menu's own Escape, and before React, which stops
    // an event inside a part it has not hydrated (the menu is one) from going any further.
    const listeners = [
      ["keydown", closeOnEscape],
      ["click", closeFromOutside],
      ["focusin", closeFromOutside],
      ["click", keepSection],
    ] as const
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true)
    return () => {
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true)
    }
  }, [container])
}
