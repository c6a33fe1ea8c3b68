import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] };

/**
 * Serious or critical axe-core findings on the page at rest, as readable lines. axe computes
 * contrast from the current opacity, so a scan must see no element mid-fade: the home page's
 * carousel changes slide every 5 s with a 450 ms fade, behind any dialog open on it, and a scan
 * (4–7 s on a loaded machine) that overlapped a change reported the incoming slide's "Book Free
 * Consultation" button (`.btn--lg[target="_blank"]`) at 80 % opacity, a contrast no visitor sees
 * at rest (white on #15803d is 5.0:1). So motion is held still for the scan (`holdStill`).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const release = await holdStill(page);
  try {
    const builder = new AxeBuilder({ page });
    // A dialog's scan covers the dialog: the page behind it is scanned on its own, at rest, and
    // behind the backdrop its controls sit wherever the page was scrolled when the dialog opened.
    if (within) builder.include(within);
    const result = await builder
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    return (result.violations as Violation[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => String(n.target)).join(', ')}`,
      );
  } finally {
    await release();
  }
}

type StillWindow = Window & { __axeStill?: CSSStyleSheet };

/**
 * Until the answer is called, every transition or animation that starts ends at once, so whatever
 * changes while axe runs (a slide, a toast) is seen in its final state, never half-way; then waits
 * for those already running (a modal's fade-in, say) to end. The page's own styles, classes and
 * timers are untouched: a page at rest looks the same. An adopted style sheet, not a <style>
 * element, so the document axe scans gains no node.
 */
async function holdStill(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`*, *::before, *::after {
      transition-duration: 0s !important; transition-delay: 0s !important;
      animation-duration: 0s !important; animation-delay: 0s !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as StillWindow).__axeStill = sheet;
    // Transitions already running keep their timing (a changed duration applies to the next
    // one); endless animations (a spinner) are part of the page at rest.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  return async () => {
    await page
      .evaluate(() => {
        const sheet = (window as StillWindow).__axeStill;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      })
      // A scan that navigated (it never does) has nothing left to release.
      .catch(() => undefined);
  };
}
