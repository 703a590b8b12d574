import styled from "@emotion/styled"
import { theme } from "../../theme/theme"

/** Centres content at the site's maximum width with responsive side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
`
