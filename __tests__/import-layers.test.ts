/**
 * @jest-environment node
 *
 * `npm run lint` fails on an import circle or a layer breach: the repository's dependency-cruiser
 * configuration, run as the lint step runs it, over a small tree of modules written for the test.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..")
const CRUISER = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs")

const TREE: Record<string, string> = {
  // A circle of types only: erased from the bundle, still a circle to read and move.
  "src/page-facts.ts": 'import type { Route } from "./route-table"\nexport type Facts = { route?: Route }\n',
  "src/route-table.ts": 'import type { Facts } from "./page-facts"\nexport type Route = { facts?: Facts }\n',
  // A circle through import(): a lazily loaded chunk that imports its own loader.
  "src/components/book/loader.ts": 'export const loadViewer = () => import("./viewer")\n',
  "src/components/book/viewer.ts": 'import { loadViewer } from "./loader"\nexport const again = loadViewer\n',
  // A hook that reads a component's type.
  "src/hooks/use-cover.ts":
    'import type { Cover } from "../components/ui/cover"\nexport type Covered = Cover\n',
  "src/components/ui/cover.tsx": "export type Cover = { src: string }\n",
  // A feature that takes a piece of another feature, and one that takes it from ui/ (allowed).
  "src/components/legal/legal-view.ts":
    'import { byline } from "../insights/byline"\nexport const view = byline\n',
  "src/components/insights/byline.ts":
    'import type { Cover } from "../ui/cover"\nexport const byline = {} as Cover\n',
  // The Supabase entry reaching a Node built-in through a neighbour.
  "supabase/functions/send-contact-email/index.ts":
    'import { handle } from "../../../functions/send-contact-email/handler.ts"\nexport default handle\n',
  "functions/send-contact-email/handler.ts":
    'import { randomUUID } from "node:crypto"\nimport { LIMIT } from "./contract.ts"\nexport const handle = () => randomUUID() + LIMIT\n',
  "functions/send-contact-email/contract.ts": "export const LIMIT = 5\n",
  // The build reaching past the function's import-free modules.
  "gatsby/content/legal-facts.ts":
    'import { handle } from "../../functions/send-contact-email/handler"\nimport { LIMIT } from "../../functions/send-contact-email/contract"\nexport const facts = [handle, LIMIT]\n',
}

let lint: { status: number | null; output: string }

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-layers-"))
  for (const [file, text] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  // As `npm run lint:layers` runs it, over the test's tree.
  const config = path.join(ROOT, ".dependency-cruiser.cjs")
  const run = spawnSync(
    process.execPath,
    [
      CRUISER,
      "--config",
      config,
      "--no-cache",
      "--output-type",
      "err",
      "src",
      "gatsby",
      "functions",
      "supabase",
    ],
    { cwd: dir, encoding: "utf8" },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  lint = { status: run.status, output: run.stdout }
})

/** Each breach of `rule` the lint step printed, as "from → to" (a circle's first step). */
const reported = (rule: string) =>
  [...lint.output.matchAll(/^\s*error (\S+): (\S+) → (\S*)$/gm)]
    .filter(([, name]) => name === rule)
    .map(([, , from, to]) => `${from} → ${to}`)

it("fails the lint step when the tree breaks a rule", () => {
  expect(lint.status).not.toBe(0)
  expect(lint.output).toMatch(/x \d+ dependency violations/)
})

it("reports a circle of type-only imports and a circle through import()", () => {
  expect(reported("no-circular")).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^src\/(page-facts|route-table)\.ts → $/),
      expect.stringMatching(/^src\/components\/book\/(loader|viewer)\.ts → $/),
    ]),
  )
})

it("reports a hook importing a component's type and a feature importing another feature", () => {
  expect(reported("hooks-not-components")).toEqual(["src/hooks/use-cover.ts → src/components/ui/cover.tsx"])
  expect(reported("features-share-through-ui")).toEqual([
    "src/components/legal/legal-view.ts → src/components/insights/byline.ts",
  ])
})

it("reports the Supabase entry reaching a Node built-in, and the build importing the handler", () => {
  expect(reported("deno-entry-reaches-neighbours-and-postgres")).toEqual([
    "supabase/functions/send-contact-email/index.ts → crypto",
  ])
  expect(reported("site-and-build-use-shared-function-modules")).toEqual([
    "gatsby/content/legal-facts.ts → functions/send-contact-email/handler.ts",
  ])
})
