// Debian's Chromium, headless, with nothing that reaches for the internet: the browser journeys
// and the Lighthouse bench (bench/web.mjs) start it the same way. Plain JavaScript so the bench,
// which Node runs without a build step, can import it too.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
