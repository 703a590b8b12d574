import { css } from "@emotion/react"
import { useLanguage } from "../../hooks/use-page"
import { useInsights } from "../../hooks/use-insights"
import { formatDate } from "../../i18n/dates"
import { fill } from "../../i18n/fill"
import { fillCounted } from "../../i18n/plural"
import { theme } from "../../theme/theme"
import { readingMinutes } from "./reading-time"

const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`

const draftStyles = css`
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.goldLight};
  color: ${theme.colors.goldText};
  font-weight: 600;
`

interface InsightMetaProps {
  date: string
  updated?: string | null
  words: number
  draft?: boolean | null
  /** Dated after the build's day: shown by `npm run develop` only, published on its date. */
  scheduled?: boolean | null
  /** The publication date alone (lists) or with "Published" and the revision date (an article). */
  full?: boolean
}

/** An article's dates in the page's language, and how long it takes to read. */
export function InsightMeta({ date, updated, words, draft, scheduled, full = false }: InsightMetaProps) {
  const { language } = useLanguage()
  const { words: text } = useInsights()
  const day = (value: string) => <time dateTime={value}>{formatDate(value, language.code)}</time>
  const [before, after] = text.published.split("{date}")
  return (
    <p css={metaStyles}>
      {draft && <span css={draftStyles}>{text.draft}</span>}
      {scheduled && <span css={draftStyles}>{text.scheduled}</span>}
      <span>
        {full ? (
          <>
            {before}
            {day(date)}
            {after}
          </>
        ) : (
          day(date)
        )}
      </span>
      {full && updated && <span>{fill(text.updated, { date: formatDate(updated, language.code) })}</span>}
      <span>
        {fillCounted(text.readingTime, language.code, "minutes", readingMinutes(words, text.wordsPerMinute))}
      </span>
    </p>
  )
}
