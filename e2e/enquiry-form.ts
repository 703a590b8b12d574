/** The enquiry form as a visitor finds it (by its labels, in any language), and what the local outbox kept. */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { E2E_OUTBOX_DIR } from "../playwright.config"

export const ENGLISH_FORM = {
  label: "Enquiry form",
  name: "Full Name",
  email: "Email Address",
  company: "Company Name",
  message: "Message",
}

export function formOn(page: Page, words = ENGLISH_FORM) {
  const form = page.getByRole("form", { name: words.label })
  return {
    form,
    name: form.getByLabel(words.name),
    email: form.getByLabel(words.email),
    company: form.getByLabel(words.company),
    message: form.getByLabel(words.message),
    button: form.getByRole("button"),
    alert: form.getByRole("alert"),
  }
}

export type Enquiry = { name: string; email: string; company: string; message: string }

export async function typeEnquiry(f: ReturnType<typeof formOn>, enquiry: Enquiry) {
  await f.name.fill(enquiry.name)
  await f.email.fill(enquiry.email)
  await f.company.fill(enquiry.company)
  await f.message.fill(enquiry.message)
}

/** The enquiries in the e2e outbox (the served site's function keeps them there) sent under this name. */
export function storedEnquiries(name: string): Enquiry[] {
  if (!fs.existsSync(E2E_OUTBOX_DIR)) return []
  return fs
    .readdirSync(E2E_OUTBOX_DIR)
    .filter((file) => file.endsWith(".json") && !file.startsWith("."))
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX_DIR, file), "utf8")).enquiry)
    .filter((enquiry: Enquiry) => enquiry.name === name)
}
