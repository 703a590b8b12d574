import { graphql } from "gatsby"
import { usePage } from "./use-page"

/** Every word of the interface in the page's language: labels, messages, aria-labels (content/<lang>/interface.json). */
export function useWords() {
  return usePage().data.words!
}

export type Words = ReturnType<typeof useWords>

/**
 * A counted sentence's forms (src/i18n/plural.ts chooses one by the count and the language).
 * @public Gatsby collects the fragment from here; queries spread it by name.
 */
export const countedSentenceFragment = graphql`
  fragment CountedSentenceForms on CountedSentence {
    zero
    one
    two
    few
    many
    other
  }
`

/** @public Gatsby collects the fragment from here; queries spread it by name. */
export const interfaceContentFragment = graphql`
  fragment InterfaceContent on InterfaceJson {
    navigation {
      label
      home
      services
      about
      companyProfile
      insights
      contact
      getStarted
      openMenu
      closeMenu
      skipToContent
      language
    }
    search {
      label
    }
    hero {
      primaryAction
      secondaryAction
      claimsLabel
    }
    contactDetails {
      email
      phone
      address
      addressFormat
      hoursFormat
      hours
    }
    footer {
      quickLinks
      services
      contact
      hours
      social
      legal
      copyright
    }
    form {
      label
      name
      email
      company
      optional
      message
      honeypot
      submit
      sending
      sent
      sentText
      backHome
      failure
      notSentTitle
      goBack
      errors
      privacyNote
      privacyLink
      consent
    }
    ebook {
      badge
      heading
      intro
      cardTitle
      cardText {
        ...CountedSentenceForms
      }
      open
      close
      download
      kilobytes
      megabytes
      loading
      previous
      next
      fullscreen
      exitFullscreen
      fullscreenLabel
      bookLabel
      pageIndicator
      spreadIndicator
      pageAlt
      textVersion
      zoomIn
      zoomOut
      loadFailed
      loadFailedLink
    }
    notFound {
      badge
      title
      linksLabel
    }
    announcer {
      navigated
    }
  }
`
