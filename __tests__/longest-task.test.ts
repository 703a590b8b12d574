/** @jest-environment node */
import { longestMainThreadTask, type TraceEvent } from "../scripts/lighthouse"

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  args: { name },
})
const task = (pid: number, tid: number, ms: number, name = "RunTask"): TraceEvent => ({
  name,
  ph: "X",
  pid,
  tid,
  dur: ms * 1000,
})

describe("the longest main-thread task of a page load (scripts/lighthouse.ts, npm run bench:load)", () => {
  it("is read from the page's renderer, not from the blank page Lighthouse starts in", () => {
    const events = [
      thread(1, 1, "CrRendererMain"), // about:blank
      thread(2, 1, "CrRendererMain"), // the page
      task(1, 1, 45),
      task(2, 1, 38),
      task(2, 1, 30),
      task(2, 1, 12),
    ]
    expect(longestMainThreadTask(events)).toBe(38)
  })

  it("reports a task under 50 ms as it is, where Lighthouse's long-tasks audit lists nothing", () => {
    expect(longestMainThreadTask([thread(7, 3, "CrRendererMain"), task(7, 3, 23.5)])).toBe(23.5)
  })

  it("leaves out other threads and the events inside a task", () => {
    const events = [
      thread(2, 1, "CrRendererMain"),
      thread(2, 9, "Compositor"),
      task(2, 1, 20),
      task(2, 9, 90),
      task(2, 1, 70, "ParseHTML"),
    ]
    expect(longestMainThreadTask(events)).toBe(20)
  })
})
