import { render, screen, within } from "@testing-library/react"
import { TimelineSection } from "../src/components/home/timeline-section"
import { content, mockContent } from "./helpers/content"

describe("Key Accomplishments timeline", () => {
  it("shows the seven milestones from 2008 to 2025, oldest first", () => {
    mockContent()
    render(<TimelineSection />)
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "2008",
      "2018",
      "2019",
      "2021",
      "2022",
      "2023",
      "2025",
    ])
    expect(items[0]).toHaveTextContent("Established in Lebanon")
    expect(items[6]).toHaveTextContent("Partnership in Cyprus")
  })

  it("puts milestones in year order even when the content file lists them out of order", () => {
    const shuffled = [...content.timelineJson.milestones].reverse()
    mockContent({ timelineJson: { ...content.timelineJson, milestones: shuffled } })
    render(<TimelineSection />)
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
    expect(headings[0]).toBe("Established in Lebanon")
    expect(headings.at(-1)).toBe("Partnership in Cyprus")
  })
})
