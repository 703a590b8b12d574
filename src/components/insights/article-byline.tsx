import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import type { ProcessedImage } from "../../types/processed-image"
import { Picture } from "../ui/picture"

const bylineStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin: 0;
`

const photoStyles = css`
  flex: none;
  width: 56px;
  border-radius: 50%;
  overflow: hidden;
`

const nameStyles = css`
  display: block;
  font-weight: 600;
  color: ${theme.colors.ink};
`

const roleStyles = css`
  display: block;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`

export interface Author {
  name: string
  role: string
  photo?: ProcessedImage
}

/** Who wrote the article: photo (if the authors file has one), name and role. */
export function ArticleByline({ author }: { author: Author }) {
  return (
    <p css={bylineStyles}>
      {/* The name follows: the photo needs no text of its own. */}
      {author.photo && (
        <span css={photoStyles}>
          <Picture image={author.photo} alt="" loading="eager" />
        </span>
      )}
      <span>
        <span css={nameStyles}>{author.name}</span>
        <span css={roleStyles}>{author.role}</span>
      </span>
    </p>
  )
}
