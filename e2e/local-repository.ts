import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"

/**
 * Sveltia CMS works on a local checkout through the File System Access API ("Work with Local
 * Repository"). Headless chromium cannot answer its folder picker (Playwright's file-chooser
 * interception makes `showDirectoryPicker` throw AbortError), so this stands in for the picker
 * with a directory handle whose reads and writes go to `root` on disk through page bindings.
 * Call before `page.goto`.
 */
export async function pickLocalRepository(page: Page, root: string): Promise<void> {
  const base = path.resolve(root)
  const inside = (relative: string) => {
    const full = path.resolve(base, relative)
    if (full !== base && !full.startsWith(base + path.sep)) throw new Error(`${relative} is outside ${base}`)
    return full
  }
  await page.exposeFunction("__repoKind", (p: string) => {
    if (!fs.existsSync(inside(p))) return null
    return fs.statSync(inside(p)).isDirectory() ? "directory" : "file"
  })
  await page.exposeFunction("__repoList", (p: string) =>
    fs
      .readdirSync(inside(p), { withFileTypes: true })
      .map((e) => [e.name, e.isDirectory() ? "directory" : "file"]),
  )
  await page.exposeFunction("__repoRead", (p: string) => [
    fs.readFileSync(inside(p)).toString("base64"),
    fs.statSync(inside(p)).mtimeMs,
  ])
  await page.exposeFunction("__repoWrite", (p: string, base64: string) =>
    fs.writeFileSync(inside(p), Buffer.from(base64, "base64")),
  )
  await page.exposeFunction("__repoMkdir", (p: string) => fs.mkdirSync(inside(p), { recursive: true }))
  await page.exposeFunction("__repoTouch", (p: string) => {
    if (!fs.existsSync(inside(p))) fs.writeFileSync(inside(p), "")
  })
  await page.exposeFunction("__repoRemove", (p: string) => fs.rmSync(inside(p), { recursive: true }))
  await page.exposeFunction("__repoMove", (from: string, to: string) =>
    fs.renameSync(inside(from), inside(to)),
  )

  // tsx/esbuild wrap named functions in `__name(...)`, which does not exist in the page.
  await page.addInitScript("globalThis.__name ??= (fn) => fn")
  await page.addInitScript(() => {
    type Kind = "file" | "directory"
    const repo = window as unknown as Record<string, (...args: string[]) => Promise<unknown>>
    const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name)
    const toBase64 = async (blob: Blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ""
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(text)
    }

    class Handle {
      readonly standIn = true
      name: string
      constructor(
        public path: string,
        public kind: Kind,
      ) {
        this.name = path.split("/").pop() || "repository"
      }
      async queryPermission() {
        return "granted"
      }
      async requestPermission() {
        return "granted"
      }
      async isSameEntry(other: Handle) {
        return other.path === this.path && other.kind === this.kind
      }
    }

    class DirectoryHandle extends Handle {
      constructor(p: string) {
        super(p, "directory")
      }
      private async child(name: string, kind: Kind, create: boolean) {
        const p = join(this.path, name)
        const found = (await repo.__repoKind(p)) as Kind | null
        if (found && found !== kind) throw new DOMException(name, "TypeMismatchError")
        if (!found && !create) throw new DOMException(`${name} not found`, "NotFoundError")
        if (!found) await (kind === "directory" ? repo.__repoMkdir(p) : repo.__repoTouch(p))
        return kind === "directory" ? new DirectoryHandle(p) : new FileHandle(p)
      }
      getDirectoryHandle(name: string, { create = false } = {}) {
        return this.child(name, "directory", create)
      }
      getFileHandle(name: string, { create = false } = {}) {
        return this.child(name, "file", create)
      }
      async *entries() {
        for (const [name, kind] of (await repo.__repoList(this.path)) as [string, Kind][]) {
          const p = join(this.path, name)
          yield [name, kind === "directory" ? new DirectoryHandle(p) : new FileHandle(p)] as const
        }
      }
      async *values() {
        for await (const [, handle] of this.entries()) yield handle
      }
      async *keys() {
        for await (const [name] of this.entries()) yield name
      }
      [Symbol.asyncIterator]() {
        return this.entries()
      }
      async removeEntry(name: string) {
        await repo.__repoRemove(join(this.path, name))
      }
    }

    class FileHandle extends Handle {
      constructor(p: string) {
        super(p, "file")
      }
      async getFile() {
        const [base64, modified] = (await repo.__repoRead(this.path)) as [string, number]
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        return new File([bytes], this.name, { lastModified: modified })
      }
      async createWritable() {
        const parts: BlobPart[] = []
        return {
          write: async (data: BlobPart | { data: BlobPart }) => {
            parts.push(typeof data === "object" && data !== null && "data" in data ? data.data : data)
          },
          close: async () => {
            await repo.__repoWrite(this.path, await toBase64(new Blob(parts)))
          },
          abort: async () => {},
        }
      }
      async move(directory: DirectoryHandle | string, name?: string) {
        const target =
          typeof directory === "string"
            ? join(this.path.split("/").slice(0, -1).join("/"), directory)
            : join(directory.path, name ?? this.name)
        await repo.__repoMove(this.path, target)
        this.path = target
        this.name = target.split("/").pop()!
      }
    }

    Object.assign(window, { showDirectoryPicker: async () => new DirectoryHandle("") })
    // The CMS keeps the picked handle in IndexedDB; a stand-in cannot be cloned, so keep its path.
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
      const standIn = value instanceof Handle ? { path: value.path } : value
      return put.call(this, standIn, key)
    }
  })
}
