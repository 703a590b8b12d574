/**
 * The company profile as one HTML document of A4 pages, in one language, from that language's
 * content/ files and the site's theme: cover, story, values, one page per service, timeline,
 * achievements, contact. chromium prints it (make-profile-pdf.ts), so Arabic is shaped and laid out
 * right to left by a real text engine, and the text stays selectable. The PDF is committed, so it is
 * worded timelessly: "since 2008" rather than the firm's age, and no figure the build computes.
 */
import type {
  Achievements,
  Interface,
  Services,
  Site,
  Timeline,
  Values,
} from "../../src/types/content.generated"
import type { Language } from "../../src/i18n/languages"
import { fill } from "../../src/i18n/fill"
import { theme } from "../../src/theme/theme"

export interface ProfileContent {
  language: Language
  site: Site
  words: Interface
  services: Services["services"]
  values: Values["values"]
  achievements: Achievements["achievements"]
  milestones: Timeline["milestones"]
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }
const escape = (text: string | number) => String(text).replace(/[&<>"]/g, (character) => ESCAPES[character])

const { colors } = theme

const styles = (fontFaces: string) => `
${fontFaces}
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; }
body { font-family: "Readex Pro", sans-serif; color: ${colors.text}; font-size: 11.5pt; line-height: 1.55; }
.page { position: relative; width: 210mm; height: 297mm; overflow: hidden; page-break-after: always; }
.page:last-child { page-break-after: auto; }
.inner { padding: 0 20mm; }
.band { height: 32mm; background: ${colors.navy}; border-block-end: 1.4mm solid ${colors.gold};
  display: flex; justify-content: space-between; align-items: center; padding: 0 20mm;
  font-size: 8.5pt; font-weight: 700; letter-spacing: 0.06em; }
.band .firm { color: ${colors.onDarkMuted}; }
.band .document { color: ${colors.gold}; }
:lang(ar) .band { letter-spacing: normal; }
.kicker { margin: 14mm 0 2mm; color: ${colors.gold}; font-weight: 700; font-size: 10pt; }
h1, h2 { font-weight: 700; color: ${colors.ink}; line-height: 1.25; margin: 0 0 7mm; }
h1 { font-size: 27pt; }
h2 { font-size: 17pt; color: ${colors.navy}; margin: 0 0 2mm; }
p { margin: 0 0 4mm; }
.muted { color: ${colors.muted}; }
.lead { font-size: 13.5pt; }
.card { background: ${colors.surface}; border-inline-start: 1.4mm solid ${colors.gold}; padding: 5mm 7mm; margin-block-end: 5mm; }
.card strong { display: block; color: ${colors.navy}; font-size: 12pt; }
.features { list-style: none; padding: 0; margin: 4mm 0 0; }
.features li { position: relative; padding-inline-start: 7mm; margin-block-end: 3mm; }
.features li::before { content: ""; position: absolute; inset-inline-start: 0; top: 2.4mm; width: 2.6mm; height: 2.6mm; border-radius: 50%; background: ${colors.gold}; }
.ordinal { position: absolute; inset-inline-end: 20mm; bottom: 40mm; font-size: 120pt; font-weight: 700; color: ${colors.surface}; line-height: 1; }
.closing { position: absolute; inset-inline-start: 20mm; bottom: 28mm; width: 60%; color: ${colors.muted}; }
.timeline { list-style: none; padding: 0; margin: 6mm 0 0; border-inline-start: 0.7mm solid ${colors.gold}; margin-inline-start: 18mm; }
.timeline li { position: relative; padding-inline-start: 7mm; margin-block-end: 5mm; }
.timeline li::before { content: ""; position: absolute; inset-inline-start: -2.5mm; top: 1.5mm; width: 4.2mm; height: 4.2mm; border-radius: 50%; background: ${colors.navy}; }
.timeline .year { position: absolute; inset-inline-end: calc(100% + 5mm); top: 0; color: ${colors.gold}; font-weight: 700; font-size: 13pt; }
.timeline strong { display: block; color: ${colors.ink}; }
.timeline span { color: ${colors.muted}; font-size: 10pt; }
.figures { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; margin: 4mm 0 8mm; }
.figure { height: 48mm; background: ${colors.ink}; color: ${colors.onDark}; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
.figure:nth-child(3n + 1) { background: ${colors.navy}; }
.figure:last-child:nth-child(odd) { grid-column: 1 / -1; }
.figure b { color: ${colors.gold}; font-size: 34pt; line-height: 1.2; }
.details { display: grid; grid-template-columns: 38mm 1fr; gap: 3mm 6mm; background: ${colors.surface}; padding: 7mm; }
.details dt { color: ${colors.navy}; font-weight: 700; }
.details dd { margin: 0; }
.ltr { direction: ltr; unicode-bidi: isolate; }
.footer { position: absolute; bottom: 12mm; inset-inline: 20mm; display: flex; justify-content: space-between; border-block-start: 0.2mm solid ${colors.border}; padding-block-start: 3mm; font-size: 8.5pt; color: ${colors.muted}; }
.cover { background: ${colors.ink}; color: ${colors.onDark}; }
.cover::before { content: ""; position: absolute; inset-block: 0; inset-inline-start: 0; width: 6mm; background: ${colors.gold}; }
.cover::after { content: ""; position: absolute; inset-block: 0; inset-inline-end: 0; width: 42%; background: ${colors.navy}; }
.cover .content { position: relative; z-index: 1; padding: 50mm 0 0; padding-inline-start: 22mm; width: 56%; }
.cover .since { color: ${colors.gold}; font-weight: 700; font-size: 11pt; }
.cover h1 { color: ${colors.onDark}; font-size: 38pt; margin: 4mm 0 6mm; }
.cover .rule { width: 30mm; height: 1mm; background: ${colors.gold}; margin-block-end: 8mm; }
.cover h2 { color: ${colors.onDark}; font-size: 22pt; margin-block-end: 5mm; }
.cover .tagline { color: ${colors.onDarkMuted}; font-size: 13pt; }
.cover .where { position: absolute; z-index: 1; bottom: 30mm; inset-inline-start: 22mm; color: ${colors.onDarkMuted}; font-size: 10pt; }
`

function innerPage(content: ProfileContent, number: number, count: number, kicker: string, body: string) {
  const { site, words } = content
  return `<section class="page">
  <div class="band"><span class="firm">${escape(site.name)}</span><span class="document">${escape(words.profile.title)}</span></div>
  <div class="inner"><p class="kicker">${escape(kicker)}</p>${body}</div>
  <div class="footer"><span>${escape(site.name)}</span><span>${escape(fill(words.profile.folio, { page: number, pages: count }))}</span></div>
</section>`
}

function cover({ site, words }: ProfileContent) {
  const { contact } = site
  return `<section class="page cover">
  <div class="content">
    <p class="since">${escape(fill(words.profile.since, { year: site.founded.year }))}</p>
    <h1>${escape(site.name)}</h1>
    <div class="rule"></div>
    <h2>${escape(words.profile.title)}</h2>
    <p class="tagline">${escape(site.tagline)}</p>
  </div>
  <div class="where">
    <p>${escape(fill(words.contactDetails.addressFormat, contact.address))}</p>
    <p><span class="ltr">${escape(contact.email)}</span> · <span class="ltr">${escape(contact.phone)}</span></p>
  </div>
</section>`
}

/** Every page but the cover, as [kicker, body]. */
function innerPages(content: ProfileContent): [string, string][] {
  const { site, words, services, values, achievements, milestones } = content
  const profile = words.profile
  const claims = site.claims.map(
    (claim) => `<div class="card"><strong>${escape(claim.title)}</strong>${escape(claim.text)}</div>`,
  )
  const pages: [string, string][] = [
    [
      profile.storyKicker,
      `<h1>${escape(fill(profile.storyTitle, { year: site.founded.year }))}</h1>${site.about.story.map((text) => `<p>${escape(text)}</p>`).join("")}
       <p class="muted">${escape(site.description)}</p>${claims.join("")}`,
    ],
    [
      profile.valuesKicker,
      `<h1>${escape(site.about.valuesTitle)}</h1>${values
        .map((value) => `<div class="card"><h2>${escape(value.title)}</h2>${escape(value.description)}</div>`)
        .join("")}`,
    ],
    ...services.map((service, index): [string, string] => [
      fill(profile.serviceKicker, { number: index + 1, count: services.length }),
      `<h1>${escape(service.title)}</h1><p class="lead">${escape(service.description)}</p>
       <h2>${escape(profile.serviceFeatures)}</h2>
       <ul class="features">${service.features.map((feature) => `<li>${escape(feature)}</li>`).join("")}</ul>
       <div class="ordinal">${String(index + 1).padStart(2, "0")}</div>
       <p class="closing">${escape(site.services.intro)}</p>`,
    ]),
    [
      profile.timelineKicker,
      `<h1>${escape(site.timeline.title)}</h1><p class="muted">${escape(site.timeline.intro)}</p>
       <ol class="timeline">${[...milestones]
         .sort((a, b) => a.year - b.year)
         .map(
           (milestone) =>
             `<li><span class="year">${milestone.year}</span><strong>${escape(milestone.title)}</strong><span>${escape(milestone.description)}</span></li>`,
         )
         .join("")}</ol>`,
    ],
    [
      profile.achievementsKicker,
      `<h1>${escape(site.about.achievementsTitle)}</h1>
       <div class="figures">${achievements
         // The PDF is committed: a figure that grows with the calendar would be stale next January.
         .filter((achievement) => !achievement.computed)
         .map((achievement) => {
           const figure = achievement.text ?? `${achievement.value ?? ""}${achievement.suffix ?? ""}`
           return `<div class="figure"><b>${escape(figure)}</b>${escape(achievement.label)}</div>`
         })
         .join("")}</div>
       <p class="muted">${escape(site.about.story.at(-1) ?? site.description)}</p>`,
    ],
    [profile.contactKicker, contactPage(content)],
  ]
  return pages
}

function contactPage({ site, words }: ProfileContent) {
  const { contact } = site
  const rows: [string, string][] = [
    [words.contactDetails.email, `<span class="ltr">${escape(contact.email)}</span>`],
    [words.contactDetails.phone, `<span class="ltr">${escape(contact.phone)}</span>`],
    [words.contactDetails.address, escape(fill(words.contactDetails.addressFormat, contact.address))],
    [words.contactDetails.hours, escape(contact.timeZone)],
    ...contact.officeHours.map((slot): [string, string] => [slot.days, escape(slot.hours)]),
    [words.profile.support, escape(contact.emergencySupport)],
  ]
  return `<h1>${escape(contact.title)}</h1><p>${escape(contact.intro)}</p>
    <dl class="details">${rows.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${value}</dd>`).join("")}</dl>`
}

/** The whole document; `fontFaces` declares "Readex Pro" from files the caller points at. */
export function profileHtml(content: ProfileContent, fontFaces: string): string {
  const { language } = content
  const pages = innerPages(content)
  const count = pages.length + 1
  return `<!doctype html>
<html lang="${language.code}" dir="${language.dir}">
<head><meta charset="utf-8"><title>${escape(`${content.site.name} — ${content.words.profile.title}`)}</title>
<style>${styles(fontFaces)}</style></head>
<body>
${cover(content)}
${pages.map(([kicker, body], index) => innerPage(content, index + 2, count, kicker, body)).join("\n")}
</body>
</html>
`
}
