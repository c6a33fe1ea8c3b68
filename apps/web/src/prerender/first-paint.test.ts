import { describe, expect, it } from 'vitest';
import { forFirstPaint } from './first-paint';

// The shape React Router 7 prerenders (trimmed).
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="base"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="stylesheet" href="/assets/home-1.css"/>',
  '</head><body><h1>Hello</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-1.js";\n',
  'import * as route1 from "/assets/home-1.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-1.js");</script></body></html>',
].join('');

const CSS: Record<string, string> = {
  '/assets/app-1.css': ':root{--a:1}',
  '/assets/home-1.css': '.hero{color:red}',
};

describe('forFirstPaint', () => {
  const page = forFirstPaint(PAGE, (href) => CSS[href]);

  it('writes each stylesheet into the page before its link, which stays but is disabled', () => {
    expect(page).toContain(
      '<style data-href="/assets/app-1.css">:root{--a:1}</style><link rel="stylesheet" href="/assets/app-1.css" data-precedence="base" disabled=""/>',
    );
    expect(page).toContain(
      '<style data-href="/assets/home-1.css">.hero{color:red}</style><link rel="stylesheet" href="/assets/home-1.css" disabled=""/>',
    );
  });

  it('inlines a stylesheet React Router wrote with a trailing #, which is the same file', () => {
    const marked = forFirstPaint(
      '<html><head><link rel="stylesheet" href="/assets/home-1.css#"/></head><body></body></html>',
      (href) => CSS[href],
    );
    expect(marked).toBe(
      '<html><head><style data-href="/assets/home-1.css#">.hero{color:red}</style><link rel="stylesheet" href="/assets/home-1.css#" disabled=""/></head><body></body></html>',
    );
  });

  it('takes the module preloads out of the head and starts the scripts after the first paint', () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('async=""');
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain('first-contentful-paint');
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js"]',
    );
    expect(script).toContain('await import("/assets/manifest-1.js");');
    expect(script).toContain('const route0 = await import("/assets/root-1.js");');
    expect(script).toContain('const route1 = await import("/assets/home-1.js");');
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(script.trim().endsWith('import("/assets/entry.client-1.js");\n});')).toBe(true);
    // The page's content and the context script are untouched.
    expect(page).toContain('<h1>Hello</h1><script>window.__reactRouterContext = {};</script>');
  });

  it('leaves a page it does not recognise as it was', () => {
    const odd = PAGE.replace('import * as route1 from', 'import route1 from');
    expect(forFirstPaint(odd, () => undefined)).toBe(odd);
    expect(forFirstPaint('<html><body>plain</body></html>', () => '')).toBe(
      '<html><body>plain</body></html>',
    );
  });
});
