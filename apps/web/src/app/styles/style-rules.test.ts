import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The style system's rules (docs/decisions.md, "One style system"), checked over every CSS file.
const SRC = join(__dirname, '../..');

function filesEndingWith(ending: string): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending) && !file.includes('node_modules'))
    .map((file) => join(SRC, file));
}

const cssFiles = filesEndingWith('.css');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
/** Print rules hide the page's chrome, so they may name classes other files own. */
const withoutPrint = (css: string) =>
  css.replace(/@media print\s*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '');

function selectorsOf(css: string): string[] {
  return [...css.matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((selector) => !selector.startsWith('@') && !/^(from|to|\d)/.test(selector))
    .flatMap((selector) => selector.split(','))
    .map((selector) => selector.trim());
}

const sources = filesEndingWith('.tsx')
  .concat(filesEndingWith('.ts'))
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('style rules', () => {
  it('gives every class one home: rules that start with a class live in one file', () => {
    const homes = new Map<string, Set<string>>();
    for (const file of cssFiles) {
      const css = withoutPrint(withoutComments(readFileSync(file, 'utf8')));
      for (const selector of selectorsOf(css)) {
        const subject = /^\.(-?[_a-zA-Z][\w-]*)/.exec(selector)?.[1];
        if (!subject) continue;
        const set = homes.get(subject) ?? new Set<string>();
        set.add(relative(SRC, file));
        homes.set(subject, set);
      }
    }
    const twice = [...homes]
      .filter(([, files]) => files.size > 1)
      .map(([name, files]) => `${name}: ${[...files].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('styles no class that no component uses', () => {
    // Class names built in templates (`meal-card--${kind}`) count by their fixed start.
    const prefixes = [...sources.matchAll(/([\w-]+(?:--|__|-))\$\{/g)].map(
      (match) => match[1] ?? '',
    );
    const unused = new Set<string>();
    for (const file of cssFiles) {
      const css = withoutComments(readFileSync(file, 'utf8'));
      for (const selector of selectorsOf(css)) {
        for (const [, name = ''] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
          if (new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(sources)) continue;
          if (prefixes.some((prefix) => name.startsWith(prefix))) continue;
          unused.add(name);
        }
      }
    }
    expect([...unused]).toEqual([]);
  });
});
