import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with nothing that reaches for the internet.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseURL(): string {
  return inject('baseURL');
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * A page in a fresh context. The first-visit location popup (a modal) is dismissed up front, as a
 * visitor who already closed it, unless `locationPopup` is true, so journeys that are not about
 * location are not blocked by it.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { locationPopup = false }: { locationPopup?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  if (!locationPopup) {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('location-popup-dismissed', 'true');
      } catch {
        // about:blank and opaque origins have no session storage.
      }
    });
  }
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  page.setDefaultTimeout(15_000);
  // The first page of a run meets a cold server and browser.
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Prerendered pages show content before React takes over; wait until the buttons work. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * A prerendered page looks ready before React has hydrated it, and a click in that gap is lost.
 * `goto` and `reload` therefore return only once the app is interactive, as a user would wait.
 */
function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}
