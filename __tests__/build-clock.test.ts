/** @jest-environment node */
import { BUILD_DATE_VARIABLE, buildDay, buildYear, yearsSince } from "../gatsby/build/build-clock"
import { computedFactResolvers } from "../gatsby/content/computed-facts"
import { contentFile } from "./helpers/content"

const BEIRUT = "Asia/Beirut"
const on = (value: string) => ({ [BUILD_DATE_VARIABLE]: value })

describe("the build clock (SITE_BUILD_DATE)", () => {
  it("takes a date alone as that day in the firm's calendar", () => {
    expect(buildDay(BEIRUT, on("2027-01-01"))).toBe("2027-01-01")
    expect(buildYear(BEIRUT, on("2027-01-01"))).toBe(2027)
  })

  it("reads a moment in the firm's time zone: 23:30 UTC on 31 December is already the new year in Beirut", () => {
    expect(buildDay(BEIRUT, on("2026-12-31T23:30:00Z"))).toBe("2027-01-01")
    expect(buildDay("UTC", on("2026-12-31T23:30:00Z"))).toBe("2026-12-31")
  })

  it("is the moment the build started when unset, the same for every caller", () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: BEIRUT }).format(new Date())
    expect(buildDay(BEIRUT, {})).toBe(today)
    expect(buildDay(BEIRUT, on(" "))).toBe(today)
  })

  it.each(["2027-02-30", "next monday", "2027", "1 January 2027"])(
    "refuses %j, saying what it takes",
    (value) => {
      expect(() => buildDay(BEIRUT, on(value))).toThrow(
        `SITE_BUILD_DATE="${value}" is not an ISO date (2027-01-01) or date and time (2027-01-01T09:00:00+02:00)`,
      )
    },
  )

  it("counts the firm's years as calendar years since its founding", () => {
    expect(yearsSince(2008, BEIRUT, on("2024-06-01"))).toBe(16)
    expect(yearsSince(2008, BEIRUT, on("2026-11-25"))).toBe(18)
    expect(yearsSince(2008, BEIRUT, on("2027-01-01"))).toBe(19)
  })
})

describe("facts the build computes (createResolvers)", () => {
  const site = contentFile("en", "site")
  const context = { nodeModel: { findOne: async () => site } }
  const saved = process.env[BUILD_DATE_VARIABLE]
  beforeEach(() => (process.env[BUILD_DATE_VARIABLE] = "2027-03-01"))
  afterEach(() => {
    if (saved === undefined) delete process.env[BUILD_DATE_VARIABLE]
    else process.env[BUILD_DATE_VARIABLE] = saved
  })

  it("gives the site its age and the footer's year from founded → year and timeZone", () => {
    expect(site.timeZone).toBe(BEIRUT)
    expect(computedFactResolvers.SiteJson.age.resolve(site)).toBe(2027 - site.founded.year)
    expect(computedFactResolvers.SiteJson.buildYear.resolve(site)).toBe(2027)
  })

  it("gives the years achievement the age, and every other its own value", async () => {
    const [founded, , , years] = contentFile("en", "achievements").achievements
    const { resolve } = computedFactResolvers.AchievementsJsonAchievements.value
    expect(years).toMatchObject({ computed: "yearsSinceFounding", suffix: "+" })
    expect(await resolve(years, {}, context)).toBe(2027 - site.founded.year)
    expect(await resolve(founded, {}, context)).toBe(site.founded.year)
  })
})
