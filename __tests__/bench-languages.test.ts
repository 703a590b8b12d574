/** @jest-environment node */
/**
 * `npm run bench:languages`' like-for-like ratio: Lighthouse's simulated LCP depends on how many of
 * the page's scripts the unthrottled load had fetched before its LCP, so languages are compared
 * over runs that counted the same number.
 */
import { likeForLikeRatio, type Sample } from "../scripts/bench-languages"

const runs = (...pairs: [lcp: number, scripts: number][]): Sample[] =>
  pairs.map(([lcp, scripts]) => ({ fcp: 800, lcp, element: "img", scripts }))

describe("the like-for-like ratio of simulated LCPs", () => {
  it("compares the runs that counted the same scripts, not the medians of every run", () => {
    // Medians of every run: 1,820 against 1,540 ms (1.18), though the runs counting three scripts agree.
    const english = runs([1850, 3], [1540, 2], [1790, 3], [880, 0], [1510, 2])
    const arabic = runs([1820, 3], [1830, 3], [1830, 3], [1510, 2], [1760, 3])
    expect(likeForLikeRatio(arabic, english)).toBe("1.02 (3 scripts, 4 and 2 runs)")
  })

  it("takes the count both pages had most often, whichever count English had most", () => {
    const english = runs([1790, 3], [1500, 2], [1090, 1], [1520, 2], [1100, 1])
    const arabic = runs([1870, 3], [1850, 3], [1130, 1], [1210, 1], [1160, 1])
    expect(likeForLikeRatio(arabic, english)).toBe("1.06 (1 scripts, 3 and 2 runs)")
  })

  it("says so when no run of the two pages counted the same scripts", () => {
    expect(likeForLikeRatio(runs([1800, 3]), runs([900, 0]))).toBe("–")
  })
})
