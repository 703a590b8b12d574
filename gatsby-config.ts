import type { GatsbyConfig } from "gatsby"

/** The public address of the site: used for canonical URLs, Open Graph and the sitemap. */
const siteUrl = (process.env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, "")

const pascalCase = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_, __, letter: string) => letter.toUpperCase())

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // One node type per file (content/services.json → ServicesJson), not one per folder.
      options: { typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Json` },
    },
  ],
}

export default config
