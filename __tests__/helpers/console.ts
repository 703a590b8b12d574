/**
 * Uses fake timers in every test of the file and fails any test that writes to the console:
 * nothing about a visitor or their enquiry may reach it, whatever happened.
 */
export function expectNoConsoleOutput() {
  let consoleSpies: jest.SpyInstance[]
  beforeEach(() => {
    jest.useFakeTimers()
    consoleSpies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => {}),
    )
  })
  afterEach(() => {
    jest.useRealTimers()
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled()
    jest.restoreAllMocks()
  })
}
