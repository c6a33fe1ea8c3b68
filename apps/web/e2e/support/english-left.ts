// What an Odia page still says in English (issue 27): the journeys fail on any of it.
import type { Page } from 'playwright-core';

/**
 * Text and accessible names on the page written in Latin letters only, past what is English on
 * purpose: the customer's own details, stored names (plan, dishes), brands and the language link.
 */
export async function englishOn(page: Page, kept: string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const latinOnly = (text: string) => /[A-Za-z]{3,}/.test(text) && !/[\u0B00-\u0B7F]/.test(text);
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (node.parentElement?.closest('script, style')) continue;
      if (latinOnly(text)) out.add(text);
    }
    const named = document.querySelectorAll('[aria-label], [placeholder], [title], [alt]');
    for (let i = 0; i < named.length; i += 1) {
      const element = named.item(i);
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (latinOnly(value)) out.add(value);
      }
    }
    return [...out];
  });
  const brands =
    /^(FitThali|Fit|Thali|English|WhatsApp|Instagram|Swiggy|Zomato|hello@fitthali\.com|you@example\.com)$/;
  // An email address is an address in any language (the business's support address, the customer's).
  const email = /^\S+@\S+\.\w+$/;
  return found
    .filter(
      (text) => !brands.test(text) && !email.test(text) && !kept.some((k) => text.includes(k)),
    )
    .sort();
}
