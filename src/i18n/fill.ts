/** "Page {page} of {pages}" + { page: 2, pages: 12 } → "Page 2 of 12". Unknown placeholders stay. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
