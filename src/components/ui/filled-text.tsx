import { Fragment, type ReactNode } from "react"

interface FilledTextProps {
  /** A sentence from content with {placeholders}, e.g. "… contact us directly at {email}". */
  template: string
  /** What each placeholder becomes: text, or an element such as a link. */
  values: Record<string, ReactNode>
}

/** A content sentence with elements in its placeholders, in the order the language puts them. */
export function FilledText({ template, values }: FilledTextProps) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>
      })}
    </>
  )
}
