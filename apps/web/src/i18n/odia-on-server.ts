// The prerender renders Odia pages synchronously, so on the server the Odia runtime and the Odia
// content of every page are simply there. The browser build swaps this module for
// odia-on-server.client.ts (vite.config.ts), which holds nothing: the browser fetches the runtime
// only on `/or/` pages (messages.ts, loadOdia), and each page's content with it (odia-twin.ts).

import * as runtime from './odia-runtime';

runtime.holdTwins(
  import.meta.glob(['../content/or/**/*.ts', '!**/_*.ts'], { import: 'default', eager: true }),
);

export const odiaAtHand: typeof runtime | undefined = runtime;
