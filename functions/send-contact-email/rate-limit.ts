/**
 * Enquiries per client per window, in this instance's memory. The client is the address the
 * platform saw (never a header the visitor can write); IPv6 addresses count per /64, since one
 * home or phone gets a whole /64.
 */
import type { RateLimits } from "./settings.ts"

export type Reservation = { ok: true; release(): void } | { ok: false; retryAfterSeconds: number }

function expandIpv6(address: string): string[] | null {
  const halves = address.split("::")
  if (halves.length > 2) return null
  const parse = (part: string) => (part ? part.split(":") : [])
  let [head, tail] = [parse(halves[0]), parse(halves[1] ?? "")]
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const last = (tail.length ? tail : head).at(-1)
  if (last?.includes(".")) {
    const octets = last.split(".").map(Number)
    const groups = [(octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]].map((n) => n.toString(16))
    if (tail.length) tail = [...tail.slice(0, -1), ...groups]
    else head = [...head.slice(0, -1), ...groups]
  }
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail]
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null
}

/** The rate-limit key for an address: IPv4 as it is, IPv6 by its /64 (IPv4-mapped IPv6 as IPv4). */
export function clientKey(address: string | undefined | null): string {
  const trimmed = (address ?? "").trim().replace(/^\[|\]$/g, "")
  if (!trimmed) return "unknown"
  if (!trimmed.includes(":")) return trimmed
  const groups = expandIpv6(trimmed.split("%")[0])
  if (!groups) return trimmed.toLowerCase()
  const numbers = groups.map((group) => parseInt(group, 16))
  if (numbers.slice(0, 5).every((n) => n === 0) && numbers[5] === 0xffff) {
    return [numbers[6] >> 8, numbers[6] & 255, numbers[7] >> 8, numbers[7] & 255].join(".")
  }
  return `${numbers
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(":")}::/64`
}

/**
 * A sliding window per client. The Map's insertion order is least-recently-active first, so expired
 * clients are dropped from the front and, when full, the idlest client goes: O(1) per request.
 */
export function createRateLimiter(limits: RateLimits, now: () => number) {
  const hits = new Map<string, number[]>()

  function forgetExpired(time: number) {
    for (const [key, times] of hits) {
      if (times.length && time - times[times.length - 1] < limits.windowMs) break
      hits.delete(key)
    }
  }

  return {
    /** Takes one of the client's enquiries for this window; release it if the enquiry is not accepted. */
    reserve(client: string): Reservation {
      const time = now()
      forgetExpired(time)
      const times = (hits.get(client) ?? []).filter((at) => time - at < limits.windowMs)
      hits.delete(client)
      if (times.length >= limits.maxPerWindow) {
        hits.set(client, times)
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((times[0] + limits.windowMs - time) / 1000)),
        }
      }
      times.push(time)
      hits.set(client, times)
      if (hits.size > limits.maxClients) hits.delete(hits.keys().next().value as string)
      let released = false
      return {
        ok: true,
        release() {
          if (released) return
          released = true
          const current = hits.get(client)
          const index = current?.lastIndexOf(time) ?? -1
          if (current && index >= 0) current.splice(index, 1)
        },
      }
    },
    /** For tests and the README's figures: how many clients are remembered. */
    get size() {
      return hits.size
    },
  }
}
