/** Whole minutes to read `words` at `wordsPerMinute` (the language's pace, from content), never 0. */
export const readingMinutes = (words: number, wordsPerMinute: number) =>
  Math.max(1, Math.round(words / wordsPerMinute))

/** A long article gets a table of contents: this long to read, with this many sections at least. */
export const TABLE_OF_CONTENTS_FROM = { minutes: 4, sections: 3 } as const
