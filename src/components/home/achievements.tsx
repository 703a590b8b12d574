import { css } from "@emotion/react"
import { type ReactNode, useRef } from "react"
import type { AchievementContent } from "../../hooks/use-about"
import { useCountUp } from "../../hooks/use-count-up"
import { useInView } from "../../hooks/use-in-view"
import { mq, theme } from "../../theme/theme"
import { capsLabel } from "../ui/caps-label"
import { visuallyHidden } from "../ui/visually-hidden"

const gridStyles = css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.figures};
  border-radius: ${theme.radii.md};
  background: linear-gradient(150deg, ${theme.colors.navy}, ${theme.colors.ink});
  color: ${theme.colors.onDark};
  ${mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`

const itemStyles = css`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  text-align: center;
`

const labelStyles = css`
  ${capsLabel};
  color: ${theme.colors.onDarkMuted};
  font-size: ${theme.fontSizes.small};
`

const figureStyles = css`
  margin: 0 0 ${theme.space.xs};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.figure};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.gold};
`

/** A figure that counts up from 0 when `start` first turns true. */
function CountingFigure({ value, suffix, step, intervalMs, start }: CountingFigureProps) {
  const current = useCountUp({ target: value, step, intervalMs, start })
  return (
    <>
      {/* Screen readers get the final figure once, not every tick. */}
      <span aria-hidden="true" data-testid="counter">
        {current}
        {suffix}
      </span>
      <span css={visuallyHidden}>
        {value}
        {suffix}
      </span>
    </>
  )
}

interface CountingFigureProps {
  value: number
  suffix: string
  step: number
  intervalMs: number
  start: boolean
}

interface AchievementsProps {
  achievements: readonly AchievementContent[]
}

/** The figures of the About section; counters animate once, when the list first comes into view. */
export function Achievements({ achievements }: AchievementsProps) {
  const ref = useRef<HTMLDListElement>(null)
  const inView = useInView(ref)
  return (
    <dl id="achievements" css={gridStyles} ref={ref}>
      {achievements.map((achievement) => {
        const suffix = achievement.suffix ?? ""
        let figure: ReactNode = achievement.text ?? `${achievement.value}${suffix}`
        if (achievement.counter && achievement.value != null) {
          figure = (
            <CountingFigure
              value={achievement.value}
              suffix={suffix}
              start={inView}
              {...achievement.counter}
            />
          )
        }
        return (
          <div css={itemStyles} key={achievement.label}>
            <dt css={labelStyles}>{achievement.label}</dt>
            <dd css={figureStyles}>{figure}</dd>
          </div>
        )
      })}
    </dl>
  )
}
