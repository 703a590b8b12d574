import { css } from "@emotion/react"
import type { InputHTMLAttributes } from "react"
import { theme } from "../../theme/theme"

const fieldStyles = css`
  display: grid;
  gap: ${theme.space.xs};
`

const labelStyles = css`
  font-weight: 600;
  color: ${theme.colors.ink};
`

const optionalStyles = css`
  font-weight: 400;
  color: ${theme.colors.muted};
`

const controlStyles = css`
  width: 100%;
  padding: 0.75rem 0.875rem;
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: ${theme.sizes.border} solid ${theme.colors.inputBorder};
  border-radius: ${theme.radii.sm};
  &:focus-visible {
    outline: ${theme.sizes.focusRing} solid ${theme.colors.focus};
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
`

const textAreaStyles = css`
  resize: vertical;
  min-height: 8rem;
`

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: string
  label: string
  /** Shown after the label of a field the visitor may leave empty, e.g. "(optional)". */
  optionalNote?: string
  /** A message box of this many rows instead of a one-line input. */
  rows?: number
  /** The id of the message that says what is wrong with this field's value, while something is. */
  errorId?: string
}

/** A labelled input (or message box); its id is `contact-<name>`. */
export function TextField({ name, label, optionalNote, rows, errorId, ...input }: TextFieldProps) {
  const id = `contact-${name}`
  const error = errorId ? { "aria-invalid": true, "aria-describedby": errorId } : {}
  return (
    <div css={fieldStyles}>
      <label htmlFor={id} css={labelStyles}>
        {label}
        {optionalNote && <span css={optionalStyles}> {optionalNote}</span>}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          required={input.required}
          maxLength={input.maxLength}
          {...error}
          css={[controlStyles, textAreaStyles]}
        />
      ) : (
        <input id={id} name={name} type="text" {...input} {...error} css={controlStyles} />
      )}
    </div>
  )
}
