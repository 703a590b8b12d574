import { act, render, screen } from "@testing-library/react"
import { useState } from "react"
import { useCountUp } from "../src/hooks/use-count-up"

function Counter({
  target,
  step,
  intervalMs,
  start,
}: {
  target: number
  step: number
  intervalMs: number
  start: boolean
}) {
  const value = useCountUp({ target, step, intervalMs, start })
  return <output>{value}</output>
}

function Toggle(props: { target: number; step: number; intervalMs: number }) {
  const [start, setStart] = useState(false)
  return (
    <>
      <button onClick={() => setStart((s) => !s)}>toggle</button>
      <Counter {...props} start={start} />
    </>
  )
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))
const shown = () => Number(screen.getByRole("status").textContent)

describe("useCountUp", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    mockReducedMotion(false)
  })
  afterEach(() => jest.useRealTimers())

  it("counts the projects figure up by 5 every 30 ms to exactly 200", () => {
    const { rerender } = render(<Counter target={200} step={5} intervalMs={30} start={false} />)
    expect(shown()).toBe(0)
    rerender(<Counter target={200} step={5} intervalMs={30} start />)
    advance(29)
    expect(shown()).toBe(0)
    advance(1)
    expect(shown()).toBe(5)
    advance(30)
    expect(shown()).toBe(10)
    advance(30 * 37)
    expect(shown()).toBe(195)
    advance(30)
    expect(shown()).toBe(200)
    advance(3000)
    expect(shown()).toBe(200)
  })

  it("counts the years figure up by 1 every 100 ms to exactly 16", () => {
    const { rerender } = render(<Counter target={16} step={1} intervalMs={100} start={false} />)
    rerender(<Counter target={16} step={1} intervalMs={100} start />)
    advance(100)
    expect(shown()).toBe(1)
    advance(1400)
    expect(shown()).toBe(15)
    advance(100)
    expect(shown()).toBe(16)
    advance(1000)
    expect(shown()).toBe(16)
  })

  it("never overshoots when the target is not a multiple of the step", () => {
    const { rerender } = render(<Counter target={12} step={5} intervalMs={10} start={false} />)
    rerender(<Counter target={12} step={5} intervalMs={10} start />)
    advance(20)
    expect(shown()).toBe(10)
    advance(10)
    expect(shown()).toBe(12)
  })

  it("animates once only, even if the section leaves and re-enters view", () => {
    render(<Toggle target={200} step={5} intervalMs={30} />)
    const toggle = screen.getByRole("button")
    act(() => toggle.click())
    advance(30 * 40)
    expect(shown()).toBe(200)
    act(() => toggle.click())
    act(() => toggle.click())
    advance(30)
    expect(shown()).toBe(200)
  })

  it("shows the final figure at once, and never counts, when the visitor prefers reduced motion", () => {
    mockReducedMotion(true)
    const { rerender } = render(<Counter target={200} step={5} intervalMs={30} start={false} />)
    expect(shown()).toBe(200)
    rerender(<Counter target={200} step={5} intervalMs={30} start />)
    advance(30)
    expect(shown()).toBe(200)
  })
})
