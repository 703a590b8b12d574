import styled from "@emotion/styled"
import { theme } from "../../theme/theme"

/** Centres content at the site's maximum width with responsive side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`
