/** @jest-environment node */
/**
 * The scheduled sweep (Netlify's retry run, Supabase's schedule): retention does not wait for the
 * retries, which read pending records one by one and during a long outage may not finish within
 * the platform's limit.
 */
import { sweepEnquiries } from "../functions/send-contact-email/sweep"
import type { RetainedStore } from "../functions/send-contact-email/store"

it("applies retention before the retries start, so a sweep that runs out of time cannot skip it", async () => {
  const calls: string[] = []
  const store = {
    retain: async () => {
      calls.push("retention")
      return { failed: 0, deleted: 3 }
    },
  } as unknown as RetainedStore
  void sweepEnquiries({
    store,
    retryUndelivered: () => {
      calls.push("retries")
      // Retries still reading when the platform stops the run.
      return new Promise(() => undefined)
    },
    policy: { retentionDays: 30, failedAfterDays: 7 },
    alert: new Error("not under test"),
    now: Date.now,
    log: () => undefined,
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(calls).toEqual(["retention", "retries"])
})
