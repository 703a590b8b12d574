import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

/**
 * How long text reads (an article's body, a legal page): a comfortable measure, the Markdown elements
 * in the site's type.
 */
export const articleTypography = css`
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
  > * + * {
    margin-block-start: ${theme.space.lg};
  }
  h2,
  h3,
  h4 {
    margin-block-start: ${theme.space.xxl};
    line-height: 1.3;
    scroll-margin-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md});
  }
  h2 {
    font-size: ${theme.fontSizes.subheading};
  }
  h3 {
    font-size: ${theme.fontSizes.h3};
  }
  /* A heading is a link to itself (to copy or share the section); it reads as a heading, with a
     mark where the pointer or the keyboard is. */
  h2 > a,
  h3 > a,
  h4 > a {
    color: inherit;
    text-decoration: none;
    &:hover,
    &:focus-visible {
      text-decoration: underline;
      text-decoration-color: ${theme.colors.gold};
    }
  }
  p > a,
  li > a {
    color: ${theme.colors.navy};
    text-underline-offset: 3px;
  }
  ul,
  ol {
    padding-inline-start: ${theme.space.xl};
  }
  li + li {
    margin-block-start: ${theme.space.sm};
  }
  blockquote {
    margin-inline: 0;
    padding: ${theme.space.sm} ${theme.space.lg};
    border-inline-start: ${theme.sizes.accent} solid ${theme.colors.gold};
    color: ${theme.colors.ink};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.h3};
    font-style: italic;
    p {
      margin: 0;
    }
  }
  picture img {
    border-radius: ${theme.radii.sm};
  }
  .table-scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    font-size: ${theme.fontSizes.body};
  }
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border-block-end: ${theme.sizes.border} solid ${theme.colors.border};
    text-align: start;
  }
  code {
    font-size: 0.9em;
  }
`
