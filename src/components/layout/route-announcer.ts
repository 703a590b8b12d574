/**
 * After a move to another page inside the site, tells a screen reader which page it now is, in
 * that page's language ("تم الانتقال إلى سياسة الخصوصية"). Gatsby's own announcer says "Navigated
 * to" in English and reads the title or heading one frame after the move, before the new page's
 * Head and its lazily loaded heading are there: it named the page just left, or a URL. This one
 * waits for the new page's h1 and takes its words from the page (Layout puts them on <main>), and
 * silences Gatsby's, which would otherwise speak as well; e2e/accessibility.spec.ts checks both.
 */
const REGION_ID = "route-announcer"
/** Past this, a page still without its heading is not announced at all rather than wrongly. */
const WAIT_MS = 5_000

/** Made once, before any move: a live region must be in place before it changes to be heard. */
export function addRouteAnnouncer() {
  if (document.getElementById(REGION_ID)) return
  const region = document.createElement("div")
  region.id = REGION_ID
  region.setAttribute("aria-live", "assertive")
  region.setAttribute("aria-atomic", "true")
  // The visually-hidden style, set through the CSSOM (the policy forbids style attributes in HTML only).
  Object.assign(region.style, {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  })
  document.body.append(region)
}

export function announceNewPage() {
  const gatsbys = document.getElementById("gatsby-announcer")
  if (gatsbys) gatsbys.hidden = true
  const region = document.getElementById(REGION_ID)
  if (!region) return
  region.textContent = ""
  const started = performance.now()
  const look = () => {
    const main = document.getElementById("main")
    const heading = main && main.querySelector("h1")
    if (main && heading && main.dataset.navigated) {
      region.lang = main.dataset.lang || ""
      // Not i18n/fill: importing it here moves it out of the shared chunk and costs every page bytes.
      region.textContent = main.dataset.navigated.replace("{page}", (heading.textContent || "").trim())
    } else if (performance.now() - started < WAIT_MS) requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}
