/**
 * What a deployed entry does when its data policy cannot be read (a malformed
 * ENQUIRY_RETENTION_DAYS or ENQUIRY_FAILED_AFTER_DAYS): it refuses every enquiry with 503 rather
 * than keep one under a retention nobody can apply, and the sweep refuses retention, both naming
 * the setting in the function's log. The launch check fails the build where it sees the setting.
 * Imports only its neighbours, for Deno.
 */
import { NON_PAGE_ANSWER_HEADERS } from "./answer-headers.ts"
import { type DataPolicy, dataPolicyFromEnv } from "./data-policy.ts"
import type { EnquiryHandler } from "./handler.ts"

/** The periods in force, or the error naming the malformed setting. */
export function dataPolicyOrError(get: (name: string) => string | undefined): DataPolicy | Error {
  try {
    return dataPolicyFromEnv(get)
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

/** The handler, or, while `problem` stands, one that answers 503 and logs why. */
export function refusingWhileMisconfigured(
  handler: EnquiryHandler,
  problem: Error | null,
  log: (line: string) => void = (line) => console.error(line),
): EnquiryHandler {
  if (!problem) return handler
  const refuse = async () => {
    log(`[send-contact-email] refused: ${problem.message}`)
    return new Response(
      JSON.stringify({ error: "Your message could not be delivered just now.", code: "delivery_failed" }),
      {
        status: 503,
        headers: {
          ...NON_PAGE_ANSWER_HEADERS,
          "Content-Type": "application/json; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": "3600",
        },
      },
    )
  }
  return Object.assign(refuse, { retryUndelivered: handler.retryUndelivered, settled: handler.settled })
}
