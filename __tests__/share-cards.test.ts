import { wrapWords } from "../gatsby/insights/share-cards"

// One unit per character: a line of at most `width` characters.
const byLength = (line: string) => line.length

describe("share card titles", () => {
  it("break lines at ordinary spaces only, never before French « : » or inside « »", () => {
    const title = "S\u2019implanter dans le Golfe\u202f: cinq d\u00e9cisions"
    const lines = wrapWords(title, 20, byLength)
    expect(lines).toEqual(["S\u2019implanter dans le", "Golfe\u202f: cinq", "d\u00e9cisions"])
    expect(wrapWords("\u00ab\u202fun titre\u202f\u00bb", 3, byLength)).toEqual([
      "\u00ab\u202fun",
      "titre\u202f\u00bb",
    ])
  })
})
