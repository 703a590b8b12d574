import { css, keyframes } from "@emotion/react"
import { theme } from "../../theme/theme"
import { FilledText } from "../ui/filled-text"
import { useEbookWords } from "./ebook-words"

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const statusStyles = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-align: center;
`

const spinnerStyles = css`
  width: 44px;
  height: 44px;
  border: 4px solid ${theme.colors.border};
  border-top-color: ${theme.colors.navy};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`

/** While the book loads: a spinner and the loading words, announced. */
export function ViewerLoading() {
  const words = useEbookWords()
  return (
    <div role="status" css={statusStyles}>
      <span css={spinnerStyles} aria-hidden="true" />
      {words.loading}
    </div>
  )
}

/** When the book cannot be shown: the apology with the PDF to download instead. */
export function ViewerFailed({ pdfUrl }: { pdfUrl: string }) {
  const words = useEbookWords()
  return (
    <p role="alert" css={statusStyles}>
      <span>
        <FilledText
          template={words.loadFailed}
          values={{ link: <a href={pdfUrl}>{words.loadFailedLink}</a> }}
        />
      </span>
    </p>
  )
}
