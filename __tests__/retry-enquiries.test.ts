/** @jest-environment node */
/**
 * Netlify's scheduled retry run: retention does not wait for the sweep, which reads pending records
 * one by one and during a long outage may not finish within the platform's limit.
 */
const calls: string[] = []
jest.mock("../functions/send-contact-email/netlify", () => ({
  netlifyEnquiryStore: () => ({}),
  netlifyEnquiryHandler: () => ({
    retryUndelivered: () => {
      calls.push("sweep")
      // A sweep still reading when the platform stops the run.
      return new Promise(() => undefined)
    },
  }),
}))
jest.mock("../functions/send-contact-email/retention", () => ({
  applyRetention: async () => {
    calls.push("retention")
    return { failed: 0, deleted: 3 }
  },
}))

import retryEnquiries from "../netlify/functions/retry-enquiries"

it("applies retention before the sweep starts, so a sweep that runs out of time cannot skip it", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
  void retryEnquiries()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(calls).toEqual(["retention", "sweep"])
  expect(log).toHaveBeenCalledWith('[retry-enquiries] {"failed":0,"deleted":3}')
  log.mockRestore()
})
