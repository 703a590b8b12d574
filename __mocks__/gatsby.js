// Gatsby's documented mock: Link renders a plain anchor (with aria-current like @reach/router),
// graphql is inert, navigate and withPrefix are spies.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

function Link({
  activeClassName,
  activeStyle,
  getProps,
  innerRef,
  partiallyActive,
  ref,
  replace,
  to,
  ...rest
}) {
  const pathname = typeof window !== "undefined" ? window.location.pathname : undefined
  // @reach/router: the exact path, or (partiallyActive) any path below it.
  const current = pathname === to || Boolean(partiallyActive && pathname?.startsWith(to))
  // Like Gatsby's router, a click navigates in-app instead of loading a new document (jsdom cannot).
  const onClick = (event) => {
    rest.onClick?.(event)
    event.preventDefault()
  }
  return React.createElement("a", {
    ...rest,
    onClick,
    ref: innerRef,
    href: to,
    // A link's own aria-current wins, as the link's props come after @reach/router's in its anchor.
    "aria-current": "aria-current" in rest ? rest["aria-current"] : current ? "page" : undefined,
  })
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(Link),
  withPrefix: jest.fn().mockImplementation((path) => path),
  navigate: jest.fn(),
}
