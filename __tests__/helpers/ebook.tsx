/**
 * Stand-ins for what the E-Book needs from the browser and the build: a profile book as the data
 * layer gives it, its words, a frame size (ResizeObserver), image decoding, and react-pageflip
 * (which needs real layout) reduced to its contract: spreads as page-flip pairs them, `flip` events.
 */
import type { EbookWords } from "../../src/components/ebook/ebook-words"
import { contentFile } from "./content"
import type { ProfileBook } from "../../src/components/ebook/profile-book"

/** The English E-Book words, from content/en/interface.json. */
export const WORDS = contentFile("en", "interface").ebook as EbookWords

export function makeBook(pageCount: number, dir: "ltr" | "rtl" = "ltr", lang = "en"): ProfileBook {
  return {
    lang,
    dir,
    pdf: "/company-profile.pdf",
    bytes: 19_800,
    pageCount,
    pages: Array.from({ length: pageCount }, (_, index) => ({
      number: index + 1,
      width: 595,
      height: 842,
      text: `Text of page ${index + 1}`,
      images: [480, 1080, 1800].map((width) => ({
        src: `/static/profile-book/k/page-${index + 1}-${width}.webp`,
        width,
      })),
    })),
  }
}

/** The size every observed element reports; `resizeFrames` changes it and tells the observers. */
let frame = { width: 1100, height: 600 }
const observers = new Set<{ callback: ResizeObserverCallback; elements: Set<Element> }>()

export function resizeFrames(width: number, height: number) {
  frame = { width, height }
  for (const observer of observers)
    for (const element of observer.elements)
      observer.callback(
        [{ contentRect: { ...frame }, target: element } as unknown as ResizeObserverEntry],
        {} as ResizeObserver,
      )
}

export function installBrowserStandIns() {
  beforeEach(() => {
    frame = { width: 1100, height: 600 }
    observers.clear()
    global.ResizeObserver = class {
      private entry: { callback: ResizeObserverCallback; elements: Set<Element> }
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, elements: new Set() }
        observers.add(this.entry)
      }
      observe(element: Element) {
        this.entry.elements.add(element)
        queueMicrotask(() =>
          this.entry.callback(
            [{ contentRect: { ...frame }, target: element } as unknown as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          ),
        )
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.entry)
      }
    } as unknown as typeof ResizeObserver
    HTMLImageElement.prototype.decode = jest.fn(() => Promise.resolve())
    // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
    HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute("open", "")
    })
    HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute("open")
    })
    Element.prototype.scrollIntoView = jest.fn()
    window.history.replaceState(null, "", "/company-profile/")
  })
}

/** react-pageflip as far as the viewer relies on it; the props it was last given are kept for tests. */
export const pageFlipMock = {
  mounts: [] as { startPage: number; usePortrait: boolean; pages: number }[],
  calls: [] as string[],
  /**
   * Off: a turn ends as soon as it starts. On: it stays under way, as page-flip's animation does
   * (it reports the turn only at its end), until `finishTurn()` or the next turn finishes it.
   */
  holdTurns: false,
  finishTurn: () => undefined as void,
  /** The turn under way is let go before it turns (a fold released early): the book rests where it was. */
  abandonTurn: () => undefined as void,
}

export function mockReactPageflip() {
  const React = jest.requireActual<typeof import("react")>("react")
  const HTMLFlipBook = React.forwardRef(function HTMLFlipBook(
    props: {
      startPage: number
      usePortrait: boolean
      children: React.ReactNode
      onFlip(event: { data: number }): void
      onChangeState?(event: { data: string }): void
      onInit?(event: { data: { page: number } }): void
    },
    ref,
  ) {
    const count = React.Children.count(props.children)
    // page-flip's spreads with showCover: [0], [1, 2], [3, 4] … in landscape; one page each in portrait.
    const spreads = React.useMemo(() => {
      if (props.usePortrait) return Array.from({ length: count }, (_, index) => [index])
      const list = [[0]]
      for (let index = 1; index < count; index += 2)
        list.push(index + 1 < count ? [index, index + 1] : [index])
      return list
    }, [count, props.usePortrait])
    const current = React.useRef(
      Math.max(
        0,
        spreads.findIndex((spread) => spread.includes(props.startPage)),
      ),
    )
    React.useEffect(() => {
      pageFlipMock.mounts.push({ startPage: props.startPage, usePortrait: props.usePortrait, pages: count })
      // Mount only: react-pageflip reads its settings once.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    // page-flip: a turn under way is finished (and reported) before the next one starts; the book
    // reports the new position when the turn ends, then that it is at rest.
    const inFlight = React.useRef<number | null>(null)
    const finish = () => {
      if (inFlight.current === null) return
      current.current = inFlight.current
      inFlight.current = null
      props.onFlip({ data: spreads[current.current][0] })
      props.onChangeState?.({ data: "read" })
    }
    const turn = (step: number) => {
      finish()
      const next = current.current + step
      if (next < 0 || next >= spreads.length) return
      inFlight.current = next
      props.onChangeState?.({ data: "flipping" })
      if (!pageFlipMock.holdTurns) return finish()
      pageFlipMock.finishTurn = finish
      pageFlipMock.abandonTurn = () => {
        inFlight.current = null
        props.onChangeState?.({ data: "read" })
      }
    }
    // Mount only, as page-flip's own init event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    React.useEffect(() => props.onInit?.({ data: { page: spreads[current.current][0] } }), [])
    React.useImperativeHandle(ref, () => ({
      pageFlip: () => ({
        flipNext: () => (pageFlipMock.calls.push("flipNext"), turn(1)),
        flipPrev: () => (pageFlipMock.calls.push("flipPrev"), turn(-1)),
        update: () => undefined,
        destroy: () => undefined,
        userStop: () => undefined,
        getRender: () => undefined,
        getUI: () => undefined,
        getPageCollection: () => null,
        getCurrentPageIndex: () => spreads[current.current][0],
      }),
    }))
    return <div data-testid="flip-book">{props.children}</div>
  })
  return { __esModule: true, default: HTMLFlipBook }
}
