/**
 * A calendar date ("2026-03-14") as a reader of the language writes it: "March 14, 2026",
 * "14 مارس 2026". Western digits in every language, as the firm writes its figures; the date is a
 * day, not a moment, so it is read in UTC and never shifts with the reader's time zone.
 */
export function formatDate(isoDate: string, lang: string): string {
  return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
