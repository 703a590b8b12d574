import type { HeadFC } from "gatsby"
import { useSite } from "../hooks/use-site"

export default function HomePage() {
  const site = useSite()
  return <h1 css={{ color: "red" }}>{site.name}</h1>
}

export const Head: HeadFC = () => <title>Home</title>
