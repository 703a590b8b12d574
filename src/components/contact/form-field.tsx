import styled from "@emotion/styled"
import { theme } from "../../theme/theme"

/** A label above its control. */
export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`

export const Label = styled.label`
  font-weight: 600;
  color: ${theme.colors.ink};
`

export const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`

const controlStyles = `
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

export const Input = styled.input(controlStyles)

export const TextArea = styled.textarea`
  ${controlStyles};
  resize: vertical;
  min-height: 8rem;
`
