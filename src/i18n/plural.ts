/**
 * Counted sentences ("12 pages", "3 minutes") in every language. Content gives a sentence one form per
 * plural category the language uses (CLDR's, through Intl.PluralRules): English one/other, French
 * one/many/other, Arabic zero/one/two/few/many/other. The build checks that each language has exactly
 * its categories (gatsby/content/validate-content.ts), so choosing a form here never falls back in practice.
 */
import { fill } from "./fill"

export type PluralCategory = Intl.LDMLPluralRule

/** A counted sentence as content/<lang>/*.json holds it (and GraphQL answers it: absent forms are null). */
export type PluralForms = { readonly [category in PluralCategory]?: string | null } & {
  readonly other: string
}

/** CLDR's order, which is also the order an editor meets the forms in. */
export const PLURAL_CATEGORIES: readonly PluralCategory[] = ["zero", "one", "two", "few", "many", "other"]

/** The categories a language's counted sentences need, in CLDR's order: ["one", "other"] for "en". */
export function pluralCategories(lang: string): PluralCategory[] {
  const used = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
  return PLURAL_CATEGORIES.filter((category) => used.includes(category))
}

/** The form for `count`: Arabic 3 → forms.few, 11 → forms.many; French 0 and 1 → forms.one. */
export function pluralForm(forms: PluralForms, count: number, lang: string): string {
  return forms[new Intl.PluralRules(lang).select(count)] ?? forms.other
}

/**
 * A number as the language writes it: "1 000 000" and "1,2" in French (narrow no-break spaces, a
 * decimal comma), "1,000,000" in English, and Western digits in Arabic too, as the firm's Arabic
 * material writes figures. `digits`: how many after the decimal separator.
 */
export function formatNumber(value: number, lang: string, digits = 0): string {
  const options = { numberingSystem: "latn", minimumFractionDigits: digits, maximumFractionDigits: digits }
  return new Intl.NumberFormat(lang, options).format(value)
}

/**
 * A counted sentence filled in: fillCounted(words.ebook.cardText, "ar", "pages", 3) chooses the form
 * for 3 in Arabic ("… {pages} صفحات …") and writes 3 in place of {pages}.
 */
export function fillCounted(forms: PluralForms, lang: string, placeholder: string, count: number): string {
  return fill(pluralForm(forms, count, lang), { [placeholder]: formatNumber(count, lang) })
}
