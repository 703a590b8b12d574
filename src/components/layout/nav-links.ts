/** The site's routes, in the order the header and footer list them. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/services/", label: "Services" },
  { to: "/about/", label: "About" },
  { to: "/company-profile/", label: "Company Profile" },
  { to: "/contact/", label: "Contact" },
] as const

export const GET_STARTED_LABEL = "Get Started"
export const GET_STARTED_PATH = "/contact/"
