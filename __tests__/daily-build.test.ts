/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { requestDailyBuild } from "../netlify/functions/daily-build"

/** A stand-in for Netlify's build hook on 127.0.0.1: records each request, answers `status`. */
async function standInHook(status: number) {
  const requests: { method?: string; url?: string }[] = []
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method, url: request.url })
    request.resume()
    request.on("end", () => response.writeHead(status).end())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/build_hooks/abc123`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe("the daily build (netlify/functions/daily-build.ts)", () => {
  it("POSTs once to the build hook the setting names, saying why", async () => {
    const hook = await standInHook(200)
    try {
      expect(await requestDailyBuild({ DAILY_BUILD_HOOK_URL: hook.url })).toBe("requested")
      expect(hook.requests).toEqual([
        {
          method: "POST",
          url: "/build_hooks/abc123?trigger_title=Daily+build%3A+articles+dated+today",
        },
      ])
    } finally {
      await hook.close()
    }
  })

  it("says so when the hook refuses", async () => {
    const hook = await standInHook(404)
    try {
      expect(await requestDailyBuild({ DAILY_BUILD_HOOK_URL: hook.url })).toBe("refused")
    } finally {
      await hook.close()
    }
  })

  it("asks nothing without the setting", async () => {
    const request = jest.fn()
    expect(await requestDailyBuild({}, request)).toBe("no hook")
    expect(request).not.toHaveBeenCalled()
  })
})
