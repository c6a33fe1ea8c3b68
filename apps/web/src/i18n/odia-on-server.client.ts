// The browser's stand-in for odia-on-server.ts (vite.config.ts): no Odia until loadOdia() fetches it.

import type * as runtime from './odia-runtime';

export const odiaAtHand: typeof runtime | undefined = undefined;
