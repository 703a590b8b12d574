import type { Words } from "../../hooks/use-words"

type NavigationWord = keyof Words["navigation"]

/** The site's routes (default-language paths), in the order the header and footer list them. */
export const NAV_LINKS: readonly { path: string; word: NavigationWord }[] = [
  { path: "/", word: "home" },
  { path: "/services/", word: "services" },
  { path: "/about/", word: "about" },
  { path: "/company-profile/", word: "companyProfile" },
  { path: "/contact/", word: "contact" },
]

export const GET_STARTED_PATH = "/contact/"
