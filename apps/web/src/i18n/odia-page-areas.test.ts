import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasOfPage, withOdiaNeeds } from './odia-page-needs';

// Which words an Odia page fetches before it hydrates (decision 302). A page missing an area only
// waits for it; these check the pages the bench measures get theirs at once, and no more.

describe('areasOfPage', () => {
  it('gives the home page its words and the plan cards, not the order form', () => {
    expect(areasOfPage('/or/')).toEqual(['home', 'plan-cards']);
    expect(areasOfPage('/or')).toEqual(['home', 'plan-cards']);
  });

  it('gives a plan page the order form and the week', () => {
    for (const path of ['/or/high-protein-plan', '/or/employee-meal-plan/']) {
      expect(areasOfPage(path)).toEqual(['plans', 'menus']);
    }
  });

  it('gives the menu pages, the checkout and the profile what they show', () => {
    expect(areasOfPage('/or/my-meal-plans')).toEqual(['menus']);
    expect(areasOfPage('/or/subscribe-confirm')).toEqual(['plans']);
    expect(areasOfPage('/or/profile/subscriptions/7')).toEqual([]);
    expect(areasOfPage('/or/404')).toEqual(['notfound']);
    expect(areasOfPage('/or/blog/building-a-balanced-indian-plate')).toEqual([]);
  });

  it('names the first-visit popup’s words for no page: they come with the popup (decision 314)', () => {
    const paths = ['/or/', '/or/meal-plan', '/or/my-meal-plans', '/or/blog', '/or/login', '/or/x'];
    expect(paths.flatMap(areasOfPage)).not.toContain('location');
    // The signed-in header's chip and its access question speak from the shared chrome words.
    for (const file of ['location-chip.tsx', 'location-access-modal.tsx']) {
      const text = readFileSync(join(__dirname, '../features/location/components', file), 'utf8');
      expect(text, file).toContain("useT('chrome')");
    }
  });

  it('names only catalogues that exist', () => {
    const paths = ['/or/', '/or/high-protein-plan', '/or/my-meal-plans', '/or/payment', '/or/404'];
    for (const area of new Set(paths.flatMap(areasOfPage))) {
      expect(() => readFileSync(join(__dirname, 'catalogues', `${area}.po`))).not.toThrow();
    }
  });
});

describe('withOdiaNeeds', () => {
  it('writes an Odia page’s areas and content twins on its <html>, for the runtime to fetch', () => {
    expect(withOdiaNeeds('<!DOCTYPE html><html lang="or"><head>', '/or/blog/x')).toBe(
      '<!DOCTYPE html><html lang="or" data-odia-areas="" data-odia-twins="words/blog blog blog/x"><head>',
    );
    expect(withOdiaNeeds('<html lang="or">', '/or')).toBe(
      '<html lang="or" data-odia-areas="home plan-cards" data-odia-twins="home">',
    );
  });

  it('leaves English pages as they were', () => {
    expect(withOdiaNeeds('<html lang="en">', '/blog/x')).toBe('<html lang="en">');
    expect(withOdiaNeeds('<html lang="en">', '/order')).toBe('<html lang="en">');
  });
});

describe('the page areas', () => {
  // `import.meta.glob` takes only literal patterns, so the browser's list (odia-runtime.ts) and the
  // prerender's (odia-on-server.ts) are written twice: they must name the same catalogues.
  const listed = (file: string, after: string) => {
    const text = readFileSync(join(__dirname, file), 'utf8');
    const glob = text.slice(text.indexOf(after));
    return [...glob.slice(0, glob.indexOf(']')).matchAll(/'\.\/catalogues\/([\w-]+)\.or\.ts'/g)]
      .map((match) => match[1])
      .sort();
  };

  it('are the same in the browser and in the prerender, and hold every area a page names', () => {
    const browser = listed('odia-runtime.ts', 'const PAGE_AREAS');
    expect(browser.length).toBeGreaterThan(0);
    expect(listed('odia-on-server.ts', 'runtime.holdPageAreas')).toEqual(browser);
    const paths = ['/or/', '/or/high-protein-plan', '/or/my-meal-plans', '/or/payment', '/or/404'];
    for (const area of paths.flatMap(areasOfPage)) {
      expect(browser).toContain(area);
    }
  });
});

describe('the forms need', () => {
  it('has the Odia login and signup pages fetch the forms’ Odia before they hydrate', () => {
    expect(areasOfPage('/or/login')).toEqual(['forms']);
    expect(areasOfPage('/or/signup/')).toEqual(['forms']);
    expect(withOdiaNeeds('<html lang="or">', '/or/login')).toContain('data-odia-areas="forms"');
  });
});

describe('the Odia runtime’s own catalogues', () => {
  it('are the shared chrome’s words only: every other catalogue comes with its pages', () => {
    // A catalogue the runtime's eager glob does not exclude is downloaded by every Odia page: a new
    // `*.or.ts` in catalogues/ must be excluded there or be meant for every page.
    const text = readFileSync(join(__dirname, 'odia-runtime.ts'), 'utf8');
    const glob = text.slice(text.indexOf('const CATALOGUES'), text.indexOf('const PAGE_AREAS'));
    const excluded = new Set(
      [...glob.matchAll(/'!\.\/catalogues\/([\w-]+)\.or\.ts'/g)].map((match) => match[1]),
    );
    const eager = readdirSync(join(__dirname, 'catalogues'))
      .filter((file) => file.endsWith('.or.ts'))
      .map((file) => file.slice(0, -'.or.ts'.length))
      .filter((area) => !excluded.has(area));
    expect(eager).toEqual(['chrome']);
  });
});
