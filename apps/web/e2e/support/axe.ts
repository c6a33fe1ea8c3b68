import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] };

/** Serious or critical axe-core findings on the page as it is now, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return (result.violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => String(n.target)).join(', ')}`,
    );
}

/**
 * Waits for finite CSS animations (a modal's fade-in, say) to end: axe computes contrast from
 * the current opacity, so scanning mid-fade reports colours no user ever sees at rest.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
