/**
 * `npm run profile-pdf`: writes the sample company profile, `static/company-profile.pdf`, from the
 * same `content/*.json` the site shows (the build draws its pages for the viewer and reads its size
 * and page count from the file itself). The output is byte-for-byte deterministic: fixed
 * metadata dates, the document ID derived from them, and only PDF standard fonts (nothing embedded
 * from the machine that runs it).
 */
import fs from "node:fs"
import path from "node:path"
import PDFDocument from "pdfkit"

const ROOT = path.resolve(__dirname, "..")
export const PDF_FILE = path.join(ROOT, "static", "company-profile.pdf")

/** Fixed so that regenerating from unchanged content yields an identical file (and a clean git diff). */
const FIXED_DATE = new Date("2025-01-01T00:00:00Z")

const COLORS = {
  navy: "#123a5e",
  ink: "#0b1f33",
  gold: "#c8963e",
  surface: "#f4f7fa",
  text: "#1d2b3a",
  muted: "#4a5b6c",
  onDarkMuted: "#c9d6e3",
  white: "#ffffff",
}
const FONTS = { body: "Helvetica", bold: "Helvetica-Bold", heading: "Times-Bold", italic: "Times-Italic" }

// A4 in points, with generous margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

interface Site {
  name: string
  tagline: string
  description: string
  founded: { year: number; country: string }
  about: { title: string; story: string[]; valuesTitle: string; achievementsTitle: string }
  timeline: { title: string; intro: string }
  services: { title: string; intro: string }
  contact: {
    title: string
    intro: string
    email: string
    phone: string
    address: { street: string; city: string; country: string }
    officeHours: { days: string; hours: string }[]
    emergencySupport: string
  }
  claims: { title: string; text: string }[]
}
interface Service {
  title: string
  description: string
  features: string[]
}
interface Value {
  title: string
  description: string
}
interface Achievement {
  label: string
  value?: number
  suffix?: string
  text?: string
}
interface Milestone {
  year: number
  title: string
  description: string
}

function readContent<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "content", `${name}.json`), "utf8")) as T
}

export interface ProfileContent {
  site: Site
  services: Service[]
  values: Value[]
  achievements: Achievement[]
  milestones: Milestone[]
}

export function loadContent(): ProfileContent {
  return {
    site: readContent<Site>("site"),
    services: readContent<{ services: Service[] }>("services").services,
    values: readContent<{ values: Value[] }>("values").values,
    achievements: readContent<{ achievements: Achievement[] }>("achievements").achievements,
    milestones: readContent<{ milestones: Milestone[] }>("timeline").milestones,
  }
}

type Doc = PDFKit.PDFDocument

/** The running head and folio every inner page shares. */
function innerPage(doc: Doc, site: Site, kicker: string, title: string) {
  doc.addPage()
  doc.rect(0, 0, PAGE.width, 92).fill(COLORS.navy)
  doc.rect(0, 92, PAGE.width, 4).fill(COLORS.gold)
  doc
    .font(FONTS.bold)
    .fontSize(9)
    .fillColor(COLORS.onDarkMuted)
    .text(site.name.toUpperCase(), PAGE.margin, 40, { lineBreak: false })
  doc
    .font(FONTS.bold)
    .fontSize(9)
    .fillColor(COLORS.gold)
    .text("COMPANY PROFILE", PAGE.margin, 40, { width: CONTENT_WIDTH, align: "right" })

  doc.font(FONTS.bold).fontSize(10).fillColor(COLORS.gold).text(kicker.toUpperCase(), PAGE.margin, 136)
  doc.moveDown(0.4)
  doc.font(FONTS.heading).fontSize(30).fillColor(COLORS.ink).text(title, { width: CONTENT_WIDTH })
  doc.moveDown(0.8)
}

function footer(doc: Doc, site: Site, pageNumber: number, pageCount: number) {
  const y = PAGE.height - 48
  // The folio sits inside the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0
  doc
    .moveTo(PAGE.margin, y - 10)
    .lineTo(PAGE.width - PAGE.margin, y - 10)
    .lineWidth(0.5)
    .strokeColor("#dde3ea")
    .stroke()
  doc.font(FONTS.body).fontSize(8.5).fillColor(COLORS.muted)
  doc.text(site.name, PAGE.margin, y, { lineBreak: false })
  doc.text(`${pageNumber} / ${pageCount}`, PAGE.margin, y, { width: CONTENT_WIDTH, align: "right" })
}

function paragraph(doc: Doc, text: string, options: { size?: number; color?: string } = {}) {
  doc
    .font(FONTS.body)
    .fontSize(options.size ?? 12)
    .fillColor(options.color ?? COLORS.text)
    .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 4 })
  doc.moveDown(0.8)
}

function cover(doc: Doc, { site }: ProfileContent) {
  doc.addPage()
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.ink)
  doc.rect(0, 0, 18, PAGE.height).fill(COLORS.gold)
  doc.rect(PAGE.width * 0.58, 0, PAGE.width * 0.42, PAGE.height).fill(COLORS.navy)
  doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.gold).text(`SINCE ${site.founded.year}`, 64, 150)
  doc.font(FONTS.heading).fontSize(44).fillColor(COLORS.white).text(site.name, 64, 180, { width: 400 })
  doc.moveDown(0.3)
  doc.rect(64, doc.y + 6, 90, 3).fill(COLORS.gold)
  doc.moveDown(1.2)
  doc
    .font(FONTS.heading)
    .fontSize(26)
    .fillColor(COLORS.white)
    .text("Company Profile", 64, doc.y, { width: 400 })
  doc.moveDown(0.6)
  doc
    .font(FONTS.body)
    .fontSize(13)
    .fillColor(COLORS.onDarkMuted)
    .text(site.tagline, 64, doc.y, { width: 270, lineGap: 4 })
  doc
    .font(FONTS.body)
    .fontSize(10)
    .fillColor(COLORS.onDarkMuted)
    .text(`${site.contact.address.city}, ${site.contact.address.country}`, 64, PAGE.height - 120, {
      lineBreak: false,
    })
  doc.text(`${site.contact.email}  ·  ${site.contact.phone}`, 64, PAGE.height - 102, { lineBreak: false })
}

function story(doc: Doc, { site }: ProfileContent) {
  innerPage(doc, site, "Our Story", site.about.title)
  for (const text of site.about.story) paragraph(doc, text)
  doc.moveDown(0.6)
  paragraph(doc, site.description, { color: COLORS.muted })
  doc.moveDown(0.4)
  for (const claim of site.claims) {
    const top = doc.y
    doc.rect(PAGE.margin, top, CONTENT_WIDTH, 64).fill(COLORS.surface)
    doc.rect(PAGE.margin, top, 4, 64).fill(COLORS.gold)
    doc
      .font(FONTS.bold)
      .fontSize(13)
      .fillColor(COLORS.navy)
      .text(claim.title, PAGE.margin + 20, top + 14)
    doc
      .font(FONTS.body)
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(claim.text, PAGE.margin + 20, top + 34, { width: CONTENT_WIDTH - 40 })
    doc.y = top + 80
  }
}

function values(doc: Doc, { site, values }: ProfileContent) {
  innerPage(doc, site, "What guides us", site.about.valuesTitle)
  for (const value of values) {
    const top = doc.y
    doc.rect(PAGE.margin, top, CONTENT_WIDTH, 110).fill(COLORS.surface)
    doc.rect(PAGE.margin, top, 4, 110).fill(COLORS.gold)
    doc
      .font(FONTS.heading)
      .fontSize(20)
      .fillColor(COLORS.navy)
      .text(value.title, PAGE.margin + 24, top + 22)
    doc
      .font(FONTS.body)
      .fontSize(12)
      .fillColor(COLORS.text)
      .text(value.description, PAGE.margin + 24, top + 52, { width: CONTENT_WIDTH - 48, lineGap: 3 })
    doc.y = top + 126
  }
}

function service(doc: Doc, content: ProfileContent, index: number) {
  const { site, services } = content
  const item = services[index]
  innerPage(doc, site, `Service ${index + 1} of ${services.length}`, item.title)
  paragraph(doc, item.description, { size: 14 })
  doc.moveDown(0.4)
  doc.font(FONTS.bold).fontSize(12).fillColor(COLORS.navy).text("How we help", PAGE.margin, doc.y)
  doc.moveDown(0.6)
  for (const feature of item.features) {
    const top = doc.y
    doc.circle(PAGE.margin + 5, top + 6, 3.5).fill(COLORS.gold)
    doc
      .font(FONTS.body)
      .fontSize(12)
      .fillColor(COLORS.text)
      .text(feature, PAGE.margin + 20, top, { width: CONTENT_WIDTH - 20 })
    doc.moveDown(0.7)
  }
  // A large ordinal in the lower corner gives each service page its own face.
  doc
    .font(FONTS.heading)
    .fontSize(160)
    .fillColor(COLORS.surface)
    .text(String(index + 1).padStart(2, "0"), PAGE.margin, PAGE.height - 300, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    })
  doc
    .font(FONTS.italic)
    .fontSize(12)
    .fillColor(COLORS.muted)
    .text(site.services.intro, PAGE.margin, PAGE.height - 150, { width: CONTENT_WIDTH * 0.6, lineGap: 3 })
}

function timeline(doc: Doc, { site, milestones }: ProfileContent) {
  innerPage(doc, site, "Our Journey", site.timeline.title)
  paragraph(doc, site.timeline.intro, { color: COLORS.muted })
  const lineX = PAGE.margin + 50
  const firstTop = doc.y + 4
  const rowHeight = 70
  doc
    .moveTo(lineX, firstTop)
    .lineTo(lineX, firstTop + rowHeight * milestones.length - 24)
    .lineWidth(2)
    .strokeColor(COLORS.gold)
    .stroke()
  milestones.forEach((milestone, index) => {
    const top = firstTop + index * rowHeight
    doc.circle(lineX, top + 7, 6).fill(COLORS.navy)
    doc
      .font(FONTS.heading)
      .fontSize(15)
      .fillColor(COLORS.gold)
      .text(String(milestone.year), PAGE.margin, top, { lineBreak: false })
    doc
      .font(FONTS.bold)
      .fontSize(12.5)
      .fillColor(COLORS.ink)
      .text(milestone.title, lineX + 20, top, { width: CONTENT_WIDTH - 70 })
    doc
      .font(FONTS.body)
      .fontSize(10.5)
      .fillColor(COLORS.muted)
      .text(milestone.description, lineX + 20, top + 18, { width: CONTENT_WIDTH - 70, lineGap: 2 })
  })
}

function achievements(doc: Doc, { site, achievements }: ProfileContent) {
  innerPage(doc, site, "By the numbers", site.about.achievementsTitle)
  const gap = 16
  const boxWidth = (CONTENT_WIDTH - gap) / 2
  const boxHeight = 150
  const top = doc.y + 10
  achievements.forEach((achievement, index) => {
    const x = PAGE.margin + (index % 2) * (boxWidth + gap)
    const y = top + Math.floor(index / 2) * (boxHeight + gap)
    doc.rect(x, y, boxWidth, boxHeight).fill(index % 3 === 0 ? COLORS.navy : COLORS.ink)
    const figure = achievement.text ?? `${achievement.value ?? ""}${achievement.suffix ?? ""}`
    doc
      .font(FONTS.heading)
      .fontSize(46)
      .fillColor(COLORS.gold)
      .text(figure, x, y + 32, { width: boxWidth, align: "center" })
    doc
      .font(FONTS.bold)
      .fontSize(12)
      .fillColor(COLORS.white)
      .text(achievement.label, x, y + 100, { width: boxWidth, align: "center" })
  })
  doc.y = top + 2 * (boxHeight + gap) + 20
  paragraph(doc, site.about.story[1] ?? site.description, { color: COLORS.muted })
}

function contact(doc: Doc, { site }: ProfileContent) {
  innerPage(doc, site, "Get in touch", site.contact.title)
  paragraph(doc, site.contact.intro)
  const rows: [string, string][] = [
    ["E-mail", site.contact.email],
    ["Phone", site.contact.phone],
    [
      "Office",
      `${site.contact.address.street}, ${site.contact.address.city}, ${site.contact.address.country}`,
    ],
    ...site.contact.officeHours.map((entry): [string, string] => [entry.days, entry.hours]),
    ["Support", site.contact.emergencySupport],
  ]
  const top = doc.y + 6
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, rows.length * 34 + 28).fill(COLORS.surface)
  rows.forEach(([label, value], index) => {
    const y = top + 20 + index * 34
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .fillColor(COLORS.navy)
      .text(label, PAGE.margin + 20, y, { width: 110 })
    doc
      .font(FONTS.body)
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(value, PAGE.margin + 140, y, { width: CONTENT_WIDTH - 160 })
  })
  doc.rect(0, PAGE.height - 170, PAGE.width, 110).fill(COLORS.navy)
  doc
    .font(FONTS.heading)
    .fontSize(20)
    .fillColor(COLORS.white)
    .text(site.tagline, PAGE.margin, PAGE.height - 140, { width: CONTENT_WIDTH, lineGap: 2 })
}

/** Renders the profile into a Buffer: cover, story, values, one page per service, timeline, achievements, contact. */
export function renderProfilePdf(content: ProfileContent): Promise<Buffer> {
  const { site } = content
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    autoFirstPage: false,
    bufferPages: true,
    displayTitle: true,
    lang: "en",
    info: {
      Title: `${site.name} — Company Profile`,
      Author: site.name,
      Subject: site.tagline,
      Keywords: content.services.map((item) => item.title).join(", "),
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })

  cover(doc, content)
  story(doc, content)
  values(doc, content)
  content.services.forEach((_, index) => service(doc, content, index))
  timeline(doc, content)
  achievements(doc, content)
  contact(doc, content)

  const range = doc.bufferedPageRange()
  for (let index = 1; index < range.count; index++) {
    doc.switchToPage(index)
    footer(doc, site, index + 1, range.count)
  }
  doc.end()
  return done
}

/** Counts pages in a PDF written by pdfkit (one `/Type /Page` object per page). */
export function countPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length
}

async function main() {
  const pdf = await renderProfilePdf(loadContent())
  fs.writeFileSync(PDF_FILE, pdf)
  console.log(`Wrote ${path.relative(ROOT, PDF_FILE)}: ${countPages(pdf)} pages, ${pdf.length} bytes`)
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
