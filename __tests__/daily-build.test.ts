/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import dailyBuild, { requestDailyBuild } from "../netlify/functions/daily-build"

/** A stand-in for Netlify's build hook on 127.0.0.1: records each request, answers with `answer`. */
async function standInHook(answer: (response: http.ServerResponse) => void) {
  const requests: { method?: string; url?: string; host?: string }[] = []
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method, url: request.url, host: request.headers.host })
    request.resume()
    request.on("end", () => answer(response))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}/build_hooks/`
  return {
    base,
    url: `${base}abc123`,
    requests,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
const status = (code: number) => (response: http.ServerResponse) => response.writeHead(code).end()

describe("the daily build (netlify/functions/daily-build.ts)", () => {
  it("POSTs once to the build hook the setting names, saying why", async () => {
    const hook = await standInHook(status(200))
    try {
      expect(await requestDailyBuild({ DAILY_BUILD_HOOK_URL: hook.url }, { base: hook.base })).toEqual({
        outcome: "requested",
      })
      expect(hook.requests).toEqual([
        {
          method: "POST",
          url: "/build_hooks/abc123?trigger_title=Daily+build%3A+articles+dated+today",
          host: expect.any(String),
        },
      ])
    } finally {
      await hook.close()
    }
  })

  it("says so when the hook refuses, with the status", async () => {
    const hook = await standInHook(status(404))
    try {
      expect(await requestDailyBuild({ DAILY_BUILD_HOOK_URL: hook.url }, { base: hook.base })).toEqual({
        outcome: "refused",
        status: 404,
      })
    } finally {
      await hook.close()
    }
  })

  it("asks nothing without the setting", async () => {
    const request = jest.fn()
    expect(await requestDailyBuild({}, { fetch: request })).toEqual({ outcome: "no hook" })
    expect(request).not.toHaveBeenCalled()
  })

  it("refuses a value that is not a Netlify build hook without printing it, and asks nothing", async () => {
    const request = jest.fn()
    const secret = "64f0c0ffee5ecret"
    for (const value of [
      `"https://api.netlify.com/build_hooks/${secret}"`,
      `api.netlify.com/build_hooks/${secret}`,
      `https://127.0.0.2/build_hooks/${secret}`,
      `https://api.netlify.com.evil.example/build_hooks/${secret}`,
    ]) {
      const old = process.env.DAILY_BUILD_HOOK_URL
      process.env.DAILY_BUILD_HOOK_URL = value
      try {
        const error = await dailyBuild().then(
          () => null,
          (thrown: unknown) => thrown,
        )
        expect(error).toBeInstanceOf(Error)
        expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(secret)
        expect(String((error as Error).message)).toMatch(
          /DAILY_BUILD_HOOK_URL must start with https:\/\/api\.netlify\.com\/build_hooks\//,
        )
      } finally {
        if (old === undefined) delete process.env.DAILY_BUILD_HOOK_URL
        else process.env.DAILY_BUILD_HOOK_URL = old
      }
    }
    expect(request).not.toHaveBeenCalled()
  })

  it("does not follow a redirect to another host: the answer counts as a refusal", async () => {
    const elsewhere = await standInHook(status(200))
    const hook = await standInHook((response) =>
      response.writeHead(307, { Location: `${elsewhere.base}internal-admin` }).end(),
    )
    try {
      expect(await requestDailyBuild({ DAILY_BUILD_HOOK_URL: hook.url }, { base: hook.base })).toEqual({
        outcome: "refused",
        status: 307,
      })
      expect(elsewhere.requests).toEqual([])
    } finally {
      await hook.close()
      await elsewhere.close()
    }
  })

  it("gives up on a hook that never answers, after its own timeout", async () => {
    const hook = await standInHook(() => undefined)
    try {
      const started = Date.now()
      await expect(
        requestDailyBuild({ DAILY_BUILD_HOOK_URL: hook.url }, { base: hook.base, timeoutMs: 300 }),
      ).rejects.toThrow("the build hook could not be asked: no answer in 0.3 s")
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await hook.close()
    }
  })
})
