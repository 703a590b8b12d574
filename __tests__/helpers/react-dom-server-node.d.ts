/** React's server renderer for Node, which jsdom suites import: the browser build needs a TextEncoder jsdom lacks. */
declare module "react-dom/server.node" {
  export * from "react-dom/server"
}
