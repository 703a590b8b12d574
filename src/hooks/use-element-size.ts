import { useCallback, useEffect, useState } from "react"

export interface ElementSize {
  width: number
  height: number
}

/**
 * The content-box size of an element, kept current with ResizeObserver; undefined until measured.
 * Returns a callback ref, so the size follows the element even when it is replaced (e.g. moved
 * into a dialog). Changes under one pixel are ignored, so layout cannot chase its own rounding.
 */
export function useElementSize<T extends Element>(): [
  size: ElementSize | undefined,
  ref: (element: T | null) => void,
  element: T | null,
] {
  const [element, setElement] = useState<T | null>(null)
  const [size, setSize] = useState<ElementSize>()
  useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect
      setSize((previous) =>
        previous && Math.abs(previous.width - width) < 1 && Math.abs(previous.height - height) < 1
          ? previous
          : { width, height },
      )
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  const ref = useCallback((node: T | null) => setElement(node), [])
  return [size, ref, element]
}
