// The prerender renders Odia pages synchronously, so on the server the Odia runtime is simply
// there. The browser build swaps this module for odia-on-server.client.ts (vite.config.ts), which
// holds nothing: the browser fetches the runtime only on `/or/` pages (messages.ts, loadOdia).

import * as runtime from './odia-runtime';

export const odiaAtHand: typeof runtime | undefined = runtime;
