import { describe, expect, it } from 'vitest';
import { browserForFile, newPage } from './support/browser.ts';

const browser = browserForFile();

describe('content security policy', () => {
  it('lets every page hydrate with no policy violation, while no inline script is allowed at large', async () => {
    const page = await newPage(browser());
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    for (const path of [
      '/',
      '/weightloss-plan',
      '/login',
      '/admin-login',
      '/blog',
      '/not-a-page',
    ]) {
      // goto waits until React has hydrated: the page's own inline scripts ran.
      await page.goto(path);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
      const policy = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // A script injected into the page (as an XSS would) is refused.
    // An allowed inline script runs as soon as it is inserted, so there is nothing to wait for.
    const ran = await page.evaluate(() => {
      const marker = window as unknown as { injectedRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return marker.injectedRan === true;
    });
    expect(ran).toBe(false);
    await page.context().close();
  });
});
