/** A line icon drawn for this site: one path on a 24×24 grid, stroked in currentColor. */
export interface IconShape {
  d: string
  /** Points along the line of reading: mirrored on right-to-left pages. */
  directional?: boolean
}
