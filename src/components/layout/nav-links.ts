import type { Words } from "../../hooks/use-words"
import { LANGUAGES, localizedPath } from "../../i18n/languages"

type NavigationWord = keyof Pick<
  Words["navigation"],
  "home" | "services" | "about" | "companyProfile" | "insights" | "contact"
>

/** The Insights' list (src/components/insights/insight-paths.ts has the rest of their addresses). */
export const INSIGHTS_PATH = "/insights/"

/** The site's routes (default-language paths), in the order the header and footer list them. */
export const NAV_LINKS: readonly { path: string; word: NavigationWord }[] = [
  { path: "/", word: "home" },
  { path: "/services/", word: "services" },
  { path: "/about/", word: "about" },
  { path: "/company-profile/", word: "companyProfile" },
  { path: INSIGHTS_PATH, word: "insights" },
  { path: "/contact/", word: "contact" },
]

export const GET_STARTED_PATH = "/contact/"

/** Every route in every language, e.g. "/", "/ar/", "/services/", "/ar/services/" … (for scripts and tests). */
export const EVERY_ROUTE: readonly string[] = LANGUAGES.flatMap(({ code }) =>
  NAV_LINKS.map((link) => localizedPath(code, link.path)),
)
