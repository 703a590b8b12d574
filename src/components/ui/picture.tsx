import { css } from "@emotion/react"
import type { ProcessedImage } from "../../types/processed-image"

const imageStyles = css`
  display: block;
  width: 100%;
  height: auto;
  background-size: cover;
`

interface PictureProps {
  image: ProcessedImage
  alt: string
  /** Below the fold by default: the browser fetches it when it comes near. */
  loading?: "lazy" | "eager"
}

/**
 * An image processed at build time (every format and width sharp made), as plain HTML: width and
 * height keep its place before it arrives (no layout shift), the blurred placeholder shows until
 * it does, and no script is involved.
 */
export function Picture({ image, alt, loading = "lazy" }: PictureProps) {
  const { fallback, sources } = image.images
  const placeholder = image.placeholder?.fallback
  return (
    <picture>
      {sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes ?? undefined}
        />
      ))}
      <img
        css={imageStyles}
        src={fallback?.src}
        srcSet={fallback?.srcSet ?? undefined}
        sizes={fallback?.sizes ?? undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={{
          backgroundColor: image.backgroundColor ?? undefined,
          backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
        }}
      />
    </picture>
  )
}
