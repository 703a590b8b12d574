/** The enquiry function as both Netlify functions (the endpoint and the scheduled retry) build it. */
import { getStore } from "@netlify/blobs"
import { createBlobsStore } from "./blobs-store"
import { createEnquiryHandler, enquirySettingsFromEnv } from "./handler"
import { deployedTransportFromEnv } from "./resend-transport"

// Strong consistency: a repeat or a sweep right after a write reads that write.
export const netlifyEnquiryStore = () =>
  createBlobsStore(() => getStore({ name: "enquiries", consistency: "strong" }))

export function netlifyEnquiryHandler(
  get: (name: string) => string | undefined = (name) => process.env[name],
  store = netlifyEnquiryStore(),
) {
  return createEnquiryHandler({
    ...enquirySettingsFromEnv(get),
    store,
    transport: deployedTransportFromEnv(get),
  })
}
