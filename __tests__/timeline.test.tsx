import { screen, within } from "@testing-library/react"
import { TimelineSection } from "../src/components/home/timeline-section"
import { contentFile, renderWithContent } from "./helpers/content"

const timeline = (lang: string) => contentFile(lang, "timeline")

describe("Key Accomplishments timeline", () => {
  it("shows the seven milestones from 2008 to 2025, oldest first", () => {
    renderWithContent(<TimelineSection />)
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items.map((item) => item.querySelector("h3 span")?.textContent)).toEqual([
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
    const shuffled = { milestones: [...timeline("en").milestones].reverse() }
    renderWithContent(<TimelineSection />, { data: { timeline: shuffled } })
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
    expect(headings[0]).toBe("2008 Established in Lebanon")
    expect(headings.at(-1)).toBe("2025 Partnership in Cyprus")
  })

  it("puts each year inside its milestone's heading, so moving by headings says when as well as what", () => {
    renderWithContent(<TimelineSection />, { lang: "ar" })
    const milestones = timeline("ar").milestones
    for (const milestone of milestones)
      expect(
        screen.getByRole("heading", { level: 3, name: `${milestone.year} ${milestone.title}` }),
      ).toBeInTheDocument()
  })

  it("reads the same years in Arabic, with Western digits", () => {
    renderWithContent(<TimelineSection />, { lang: "ar" })
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items[0]).toHaveTextContent("2008")
    expect(items[0]).toHaveTextContent(timeline("ar").milestones[0].title)
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      contentFile("ar", "site").timeline.title,
    )
  })
})
