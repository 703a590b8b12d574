import { css } from "@emotion/react"
import type { IconShape } from "./icons/shape"

const mirroredInRtl = css`
  [dir="rtl"] & {
    transform: scaleX(-1);
  }
`

interface IconProps {
  icon: IconShape
  size?: number
  strokeWidth?: number
  className?: string
}

/** Decorative: the text next to an icon (or an aria-label on its control) carries the meaning. */
export function Icon({ icon, size = 24, strokeWidth = 1.75, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      css={icon.directional ? mirroredInRtl : undefined}
    >
      <path d={icon.d} />
    </svg>
  )
}
