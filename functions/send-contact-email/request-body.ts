/**
 * The request body, from bytes to the fields of an enquiry: the one place where a media type is
 * accepted, its size bounded, its text decoded and parsed. JSON (the form's script) and
 * application/x-www-form-urlencoded (the same form posted by the browser itself, without scripts)
 * are the two entries of BODY_READERS.
 *
 * Imports only its neighbours, with explicit `.ts` extensions, so Deno loads it as it is.
 */
import { type EnquiryErrorCode, MAX_BODY_BYTES } from "./contract.ts"
import { EnquiryProblem } from "./validate.ts"

const problem = (status: number, code: EnquiryErrorCode, message: string) =>
  new EnquiryProblem(status, code, message)

export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded"

/** UTF-8 text, refused (not replaced with U+FFFD) when it is not, so what is kept is what was sent. */
function utf8(bytes: Uint8Array, notUtf8: EnquiryProblem): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    throw notUtf8
  }
}

/** Half of a surrogate pair on its own: in a `u` regular expression a whole pair is one character. */
const LONE_SURROGATE = /\p{Surrogate}/u

function jsonFields(bytes: Uint8Array): Record<string, unknown> {
  const text = utf8(
    bytes,
    problem(400, "invalid_json", "The enquiry could not be read (it is not UTF-8 text)."),
  )
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw problem(400, "invalid_json", "The enquiry could not be read (invalid JSON).")
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw problem(400, "invalid_request", "The enquiry must be a JSON object with name, email and message.")
  }
  // JSON may escape half a character ("\ud800"), which UTF-8 cannot hold: refused, as the same text
  // sent by a form ("%ED%A0%80") is, rather than kept and mailed as U+FFFD.
  if (
    Object.entries(body).some(([name, value]) =>
      LONE_SURROGATE.test(name + (typeof value === "string" ? value : "")),
    )
  ) {
    throw problem(
      400,
      "invalid_request",
      "The enquiry could not be read (it holds text that is not Unicode).",
    )
  }
  return body as Record<string, unknown>
}

/**
 * name=value pairs as a browser encodes a form: "+" for a space, every other byte outside
 * [A-Za-z0-9*-._] as %XX of its UTF-8. Stricter than URLSearchParams, which turns bytes that are
 * not UTF-8 into U+FFFD and keeps the last of two fields with one name: here both are refused.
 */
function formFields(bytes: Uint8Array): Record<string, unknown> {
  const unreadable = problem(
    400,
    "invalid_request",
    "The enquiry could not be read (it is not UTF-8 form data).",
  )
  const text = utf8(bytes, unreadable)
  const decode = (part: string) => {
    try {
      // decodeURIComponent throws on a stray "%" and on escapes that are not UTF-8 (lone surrogates included).
      return decodeURIComponent(part.replace(/\+/g, " "))
    } catch {
      throw unreadable
    }
  }
  // No prototype: a field named __proto__ or constructor is a field like any other.
  const fields: Record<string, string> = Object.create(null)
  for (const pair of text.split("&")) {
    if (pair === "") continue
    const equals = pair.indexOf("=")
    const name = decode(equals < 0 ? pair : pair.slice(0, equals))
    if (name in fields) {
      throw problem(400, "invalid_request", `The enquiry could not be read (the field "${name}" came twice).`)
    }
    fields[name] = equals < 0 ? "" : decode(pair.slice(equals + 1))
  }
  return fields
}

/** Each media type the function reads: how many bytes it may take, and how they become fields. */
const BODY_READERS: Record<
  string,
  { maxBytes: number; read: (bytes: Uint8Array) => Record<string, unknown> }
> = {
  "application/json": { maxBytes: MAX_BODY_BYTES, read: jsonFields },
  // The same text, percent-encoded: up to three bytes ("%D8") for each byte of it.
  [FORM_MEDIA_TYPE]: { maxBytes: 3 * MAX_BODY_BYTES, read: formFields },
}

/** The media type of the request's body, lower-case, without parameters ("" when none is given). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase()
}

/** The charset the Content-Type declares, lower-case, or undefined. */
function declaredCharset(request: Request): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(request.headers.get("content-type") ?? "")
  return match?.[1].toLowerCase()
}

/** The body's bytes, refused with 413 as soon as they are known to pass `maxBytes` (declared or read). */
async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  // The limit that applied: a form's body may be three times a JSON one.
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
 * The fields the request carries, or an EnquiryProblem: 415 for a media type not in BODY_READERS
 * or a charset other than UTF-8, 413 past the reader's size, 400 for bytes that are not UTF-8 or
 * text that does not parse.
 */
export async function readEnquiryFields(request: Request): Promise<Record<string, unknown>> {
  const reader = BODY_READERS[mediaTypeOf(request)]
  const charset = declaredCharset(request)
  if (!reader || (charset !== undefined && charset !== "utf-8" && charset !== "utf8")) {
    throw problem(
      415,
      "unsupported_media_type",
      `Please send the enquiry as UTF-8 JSON (application/json) or as a form (${FORM_MEDIA_TYPE}).`,
    )
  }
  return reader.read(await readLimitedBytes(request, reader.maxBytes))
}
