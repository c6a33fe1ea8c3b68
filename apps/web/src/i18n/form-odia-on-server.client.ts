// The browser's stand-in for form-odia-on-server.ts (vite.config.ts): no Odia until it is fetched.
export const formOdiaAtHand: ((text: string) => string) | undefined = undefined;
