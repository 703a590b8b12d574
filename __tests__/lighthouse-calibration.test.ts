/** @jest-environment node */
import { calibratedSlowdown } from "../scripts/lighthouse"

describe("the mobile gate's CPU slowdown, calibrated to the host (scripts/lighthouse.ts)", () => {
  it("is Lighthouse's 4× on a host as fast as Lighthouse expects, or faster", () => {
    expect(calibratedSlowdown(1000)).toBe(4)
    expect(calibratedSlowdown(2400)).toBe(4)
  })

  it("is less on a slower host, so the emulated phone stays the same", () => {
    expect(calibratedSlowdown(750)).toBe(3)
    expect(calibratedSlowdown(500)).toBe(2)
  })

  it("never speeds the CPU up", () => {
    expect(calibratedSlowdown(120)).toBe(1)
  })

  it("goes past 4× for the benchmark's phone, which stays the same phone on a fast host", () => {
    expect(calibratedSlowdown(3750, Number.POSITIVE_INFINITY)).toBe(15)
    expect(calibratedSlowdown(750, Number.POSITIVE_INFINITY)).toBe(3)
  })
})
