import fs from "node:fs"
import path from "node:path"

/** robots.txt: everything may be crawled; the sitemap's address follows siteUrl and the path prefix. */
export function robotsTxt(siteUrl: string, basePath = ""): string {
  const prefix = basePath.replace(/\/+$/, "")
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${prefix}/sitemap-index.xml`, ""].join("\n")
}

export function writeRobotsTxt(publicDir: string, siteUrl: string, basePath?: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl, basePath))
}
