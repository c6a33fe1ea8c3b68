import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function baseURL(): string {
  return inject('baseURL');
}

function withEnvironment(env: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined) all[name] = value;
  }
  return { ...all, ...env };
}

/** Debian's Chromium; `env` adds to its environment (a device's fonts through `FONTCONFIG_FILE`). */
export async function launchBrowser(env: Record<string, string> = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS],
    ...(Object.keys(env).length > 0 ? { env: withEnvironment(env) } : {}),
  });
}

/**
 * One Chromium for the calling test file: launched before its first journey, closed after its
 * last. Call it at the top of the file; the getter it returns answers inside the journeys.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test.');
    return browser;
  };
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
        localStorage.setItem('location-popup-dismissed', 'true');
      } catch {
        // about:blank and opaque origins have no storage.
      }
    });
  }
  return prepared(await context.newPage());
}

/** A page that waits for the app on every load, with the journeys' timeouts. */
function prepared(page: Page): Page {
  waitForHydrationOnLoad(page);
  page.setDefaultTimeout(15_000);
  // The first page of a run meets a cold server and browser.
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

/** Another tab of `page`'s browser: the same local storage, a session storage of its own. */
export async function anotherTab(page: Page): Promise<Page> {
  return prepared(await page.context().newPage());
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

/**
 * Stops the page's timers so the test decides when time moves (`page.clock.runFor`). The page
 * must have been opened after `page.clock.install()`. Timed screen rules are checked this way,
 * never by measuring wall-clock time on a busy machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Moves the paused clock to one millisecond before `ms`, then to `ms`, calling back in between. */
export async function runTimerOf(
  page: Page,
  ms: number,
  justBefore: () => Promise<void>,
): Promise<void> {
  await page.clock.runFor(ms - 1);
  // A timer that fired too early may have started work that finishes a moment later (a route
  // change loads its module first). The page's clock stays paused, so this real pause can only
  // reveal such a mistake, never cause a failure in a correct page.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await justBefore();
  await page.clock.runFor(1);
}

/** Waits until the address bar shows `path`, however the app got there. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}
