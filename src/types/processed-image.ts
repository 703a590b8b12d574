/**
 * The part of gatsby-transformer-sharp's `gatsbyImageData` a <picture> needs: the content hooks
 * hand it over, src/components/ui/picture.tsx draws it.
 */
export interface ProcessedImage {
  width: number
  height: number
  backgroundColor?: string | null
  images: {
    fallback?: { src: string; srcSet?: string | null; sizes?: string | null } | null
    sources?: readonly { type: string; srcSet: string; sizes?: string | null }[] | null
  }
  placeholder?: { fallback?: string | null } | null
}
