import { act, render, screen } from "@testing-library/react"
import { island, leaveInitialPage } from "../src/components/ui/island"

/** A promise that counts how often React waits on it. */
function countedRejection(counter: { waits: number }): Promise<never> {
  const promise = Promise.reject(new Error("Loading chunk 123 failed"))
  promise.catch(() => undefined)
  const then = promise.then.bind(promise)
  return Object.assign(promise, {
    then: ((onFulfilled, onRejected) => {
      counter.waits++
      return then(onFulfilled, onRejected)
    }) as typeof promise.then,
  })
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)))

describe("a part of the page whose code loads on demand (island)", () => {
  beforeAll(() => leaveInitialPage())

  it("renders the part once its code has arrived", async () => {
    const Part = island(() => Promise.resolve(() => <p>Loaded part</p>), { hydrate: "never" })
    render(<Part />)
    expect(await screen.findByText("Loaded part")).toBeInTheDocument()
  })

  it("when the code cannot be fetched, says so once and leaves the page alone rather than retrying in a loop", async () => {
    const counter = { waits: 0 }
    const load = jest.fn(() => countedRejection(counter))
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const Part = island(load, { hydrate: "never" })
    render(
      <main>
        <Part />
        <p>The rest of the page</p>
      </main>,
    )
    await settle()

    expect(screen.getByText("The rest of the page")).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    expect(counter.waits).toBeLessThan(5)
    expect(
      error.mock.calls.filter(([message]) => /could not load its code/.test(String(message))),
    ).toHaveLength(1)
    error.mockRestore()
  })
})
