// A page whose state is not in its address (a plan page's order choices) tells the language
// switch how to write it as a query string, so its twin in the other language opens the same way.

let current: (() => string) | null = null;

/** Registers the page's state writer; returns the function that unregisters it. */
export function providePageState(query: () => string): () => void {
  current = query;
  return () => {
    if (current === query) current = null;
  };
}

/** The page's state as a query string (without '?'), or null when the page has none to give. */
export function pageStateQuery(): string | null {
  return current ? current() : null;
}
