/** The enquiry function as both Netlify functions (the endpoint and the scheduled sweep) build it. */
import { getStore } from "@netlify/blobs"
import { createBlobsStore } from "./blobs-store"
import { createEnquiryHandler, enquirySettingsFromEnv } from "./handler"
import { alertSettingsFromEnv } from "./settings"
import { dataPolicyOrError, refusingWhileMisconfigured } from "./refusal"
import { deployedTransportFromEnv } from "./resend-transport"
import type { RetainedStore } from "./store"
import { sweepEnquiries } from "./sweep"

// Strong consistency: a repeat or a sweep right after a write reads that write.
export const netlifyEnquiryStore = () =>
  createBlobsStore(() => getStore({ name: "enquiries", consistency: "strong" }))

type Env = (name: string) => string | undefined

export function netlifyEnquiryHandler(get: Env = (name) => process.env[name], store = netlifyEnquiryStore()) {
  const handler = createEnquiryHandler({
    ...enquirySettingsFromEnv(get),
    store,
    transport: deployedTransportFromEnv(get),
  })
  const policy = dataPolicyOrError(get)
  return refusingWhileMisconfigured(handler, policy instanceof Error ? policy : null)
}

/** One scheduled sweep: retries, retention, the alert (sweep.ts). */
export function netlifySweep(
  get: Env = (name) => process.env[name],
  store: RetainedStore = netlifyEnquiryStore(),
  now: () => number = Date.now,
  send: typeof fetch = fetch,
) {
  const handler = netlifyEnquiryHandler(get, store)
  let alert
  try {
    alert = alertSettingsFromEnv(get)
  } catch (error) {
    alert = error as Error
  }
  return sweepEnquiries({
    store,
    retryUndelivered: handler.retryUndelivered,
    policy: dataPolicyOrError(get),
    alert,
    now,
    log: (line) => console.error(line),
    fetch: send,
  })
}
