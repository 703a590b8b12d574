/**
 * Counted sentences ("12 pages", "3 minutes") in every language. Content gives a sentence one form per
 * plural category the language uses (CLDR's, through Intl.PluralRules): English one/other, French
 * one/many/other, Arabic zero/one/two/few/many/other. The build checks that each language has exactly
 * its categories (gatsby/validate-content.ts), so choosing a form here never falls back in practice.
 */
import { fill } from "./fill"

export type PluralCategory = Intl.LDMLPluralRule

/** A counted sentence as content/<lang>/*.json holds it (and GraphQL answers it: absent forms are null). */
export type PluralForms = { readonly [category in PluralCategory]?: string | null } & {
  readonly other: string
}

/** CLDR's order, which is also the order an editor meets the forms in. */
export const PLURAL_CATEGORIES: readonly PluralCategory[] = ["zero", "one", "two", "few", "many", "other"]

const rules = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()

function rulesFor(lang: string): Intl.PluralRules {
  let found = rules.get(lang)
  if (!found) rules.set(lang, (found = new Intl.PluralRules(lang)))
  return found
}

/** The categories a language's counted sentences need, in CLDR's order: ["one", "other"] for "en". */
export function pluralCategories(lang: string): PluralCategory[] {
  const used = rulesFor(lang).resolvedOptions().pluralCategories
  return PLURAL_CATEGORIES.filter((category) => used.includes(category))
}

/** The form for `count`: Arabic 3 → forms.few, 11 → forms.many; French 0 and 1 → forms.one. */
export function pluralForm(forms: PluralForms, count: number, lang: string): string {
  return forms[rulesFor(lang).select(count)] ?? forms.other
}

/**
 * A count as the language writes it: "1 000 000" in French (narrow no-break spaces), "1,000,000" in
 * English, and Western digits in Arabic too, as the firm's Arabic material writes figures.
 */
export function formatCount(count: number, lang: string): string {
  let found = numbers.get(lang)
  if (!found) numbers.set(lang, (found = new Intl.NumberFormat(lang, { numberingSystem: "latn" })))
  return found.format(count)
}

/**
 * A counted sentence filled in: fillCounted(words.ebook.cardText, "ar", "pages", 3) chooses the form
 * for 3 in Arabic ("… {pages} صفحات …") and writes 3 in place of {pages}.
 */
export function fillCounted(forms: PluralForms, lang: string, placeholder: string, count: number): string {
  return fill(pluralForm(forms, count, lang), { [placeholder]: formatCount(count, lang) })
}
