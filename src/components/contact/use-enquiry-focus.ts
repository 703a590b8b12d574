import { useEffect, useRef, useState } from "react"
import type { EnquiryState } from "./use-enquiry"

/** The failure box's id: a field the refusal is about points at it as its description. */
export const FAILURE_ID = "contact-failure"

/**
 * Where the visitor is taken after a send, so keyboard and screen-reader users keep their place:
 * to the confirmation once sent (it stays until they start a new message, beyond the button's 5 s),
 * to the field a refusal names, or else to the failure box.
 */
export function useEnquiryFocus(state: EnquiryState) {
  const [confirmed, setConfirmed] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (confirmed) confirmationRef.current?.focus()
  }, [confirmed])

  const failedField = state.status === "failed" ? state.field : undefined
  useEffect(() => {
    if (state.status !== "failed") return
    const field = failedField && formRef.current?.elements.namedItem(failedField)
    const target = field instanceof HTMLElement ? field : document.getElementById(FAILURE_ID)
    target?.focus()
  }, [state.status, failedField])

  return {
    confirmed,
    setConfirmed,
    formRef,
    confirmationRef,
    /** The failure box's id for the field the refusal is about; nothing for the others. */
    errorId: (field: string) => (failedField === field ? FAILURE_ID : undefined),
  }
}
