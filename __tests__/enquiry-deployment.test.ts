/** @jest-environment node */
import { PROCESSORS } from "../functions/send-contact-email/data-policy"
import { legalFacts } from "../gatsby/content/legal-facts"
import { pagePolicy } from "../gatsby/headers/content-security-policy"
import { enquiryEndpoint } from "../src/components/contact/use-enquiry"

const SAME_ORIGIN = "/functions/v1/send-contact-email"

/** Where the form posts, whom the privacy notice names, and whom the page's policy lets it reach, for one build value. */
function buildWith(value: string) {
  const saved = process.env.GATSBY_SUPABASE_URL
  process.env.GATSBY_SUPABASE_URL = value
  try {
    return {
      posts: enquiryEndpoint().url,
      processors: legalFacts((name) => process.env[name]).processors,
      connect: /connect-src ([^;]*)/.exec(pagePolicy("", {}, value))?.[1],
    }
  } finally {
    if (saved === undefined) delete process.env.GATSBY_SUPABASE_URL
    else process.env.GATSBY_SUPABASE_URL = saved
  }
}

describe("GATSBY_SUPABASE_URL: the form, the privacy notice and the page policy agree on the deployment", () => {
  it.each(["", "   ", "undefined", "null", " null ", "not an address", "supabase.co", "javascript:alert(1)"])(
    "%j: the form posts same-origin and the notice names Netlify's processors",
    (value) => {
      expect(buildWith(value)).toEqual({
        posts: SAME_ORIGIN,
        processors: PROCESSORS.netlify,
        connect: "'self'",
      })
    },
  )

  it("an address: the form posts to the Supabase function and the notice names its processors", () => {
    expect(buildWith(" https://abc.supabase.co/ ")).toEqual({
      posts: `https://abc.supabase.co${SAME_ORIGIN}`,
      processors: PROCESSORS.supabase,
      connect: "'self' https://abc.supabase.co",
    })
  })
})
