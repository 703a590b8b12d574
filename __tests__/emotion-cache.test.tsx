import { css, CacheProvider } from "@emotion/react"
import { render, screen } from "@testing-library/react"
import { cacheForBuiltSheets } from "../src/theme/emotion-cache"

const built = css`
  color: rgb(200, 0, 0);
`
const added = css`
  color: rgb(0, 0, 200);
`

/** The page as the build writes it: one sheet in <head> naming the rules it holds. */
function builtPage() {
  document.head.innerHTML = `<style data-emotion-rules="unrelated ${built.name}">.css-${built.name}{color:rgb(200, 0, 0);}</style>`
}

describe("the browser's emotion cache on a page from the build (src/theme/emotion-cache.ts)", () => {
  beforeEach(builtPage)

  it("inserts no rule the build's sheet already holds, and leaves that sheet where it is", () => {
    const sheet = document.head.firstElementChild
    render(
      <CacheProvider value={cacheForBuiltSheets()}>
        <p css={built}>From the build</p>
      </CacheProvider>,
    )
    expect(screen.getByText("From the build")).toHaveClass(`css-${built.name}`)
    expect(screen.getByText("From the build")).toHaveStyle({ color: "rgb(200, 0, 0)" })
    expect(document.querySelectorAll("style")).toHaveLength(1)
    expect(document.head.firstElementChild).toBe(sheet)
  })

  it("inserts a rule the page did not have, in a sheet of its own after the build's", () => {
    render(
      <CacheProvider value={cacheForBuiltSheets()}>
        <p css={added}>Added later</p>
      </CacheProvider>,
    )
    expect(screen.getByText("Added later")).toHaveStyle({ color: "rgb(0, 0, 200)" })
    const sheets = document.head.querySelectorAll("style")
    expect(sheets).toHaveLength(2)
    expect(sheets[0]).toHaveAttribute("data-emotion-rules")
  })
})
