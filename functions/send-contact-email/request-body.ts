/**
 * The request body, from bytes to the fields of an enquiry: the one place where a media type is
 * accepted, its size bounded, its text decoded and parsed. A second media type (a plain HTML form's
 * application/x-www-form-urlencoded) is one more entry in FIELD_READERS.
 *
 * Imports only its neighbours, with explicit `.ts` extensions, so Deno loads it as it is.
 */
import { type EnquiryErrorCode, MAX_BODY_BYTES } from "./contract.ts"
import { EnquiryProblem } from "./validate.ts"

const problem = (status: number, code: EnquiryErrorCode, message: string) =>
  new EnquiryProblem(status, code, message)

/** Each media type the function reads, and how its text becomes the enquiry's fields. */
const FIELD_READERS: Record<string, (text: string) => Record<string, unknown>> = {
  "application/json": (text) => {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw problem(400, "invalid_json", "The enquiry could not be read (invalid JSON).")
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw problem(400, "invalid_request", "The enquiry must be a JSON object with name, email and message.")
    }
    return body as Record<string, unknown>
  },
}

/** The body's bytes, refused with 413 as soon as they are known to pass `maxBytes` (declared or read). */
async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = problem(413, "too_large", `Your enquiry is too large (over ${maxBytes / 1024} KB).`)
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (declared > maxBytes) throw tooLarge
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The fields the request carries, or an EnquiryProblem: 415 for a media type not in FIELD_READERS,
 * 413 past MAX_BODY_BYTES, 400 for bytes that are not UTF-8 (refused, not replaced with U+FFFD, so
 * what is kept is what the visitor sent) or text that does not parse.
 */
export async function readEnquiryFields(request: Request): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase()
  const readFields = FIELD_READERS[mediaType]
  if (!readFields) {
    throw problem(
      415,
      "unsupported_media_type",
      "Please send the enquiry as JSON (Content-Type: application/json).",
    )
  }
  const bytes = await readLimitedBytes(request, MAX_BODY_BYTES)
  let text: string
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    throw problem(400, "invalid_json", "The enquiry could not be read (it is not UTF-8 text).")
  }
  return readFields(text)
}
