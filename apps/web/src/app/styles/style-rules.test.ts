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

  it('sizes text from the type scale only', () => {
    const literal = cssFiles
      .filter((file) => !file.endsWith('tokens.css'))
      .flatMap((file) =>
        [
          ...withoutPrint(withoutComments(readFileSync(file, 'utf8'))).matchAll(
            /font-size:\s*([^;]+);/g,
          ),
        ]
          .map((match) => match[1] ?? '')
          .filter((value) => !value.startsWith('var(--text-') && !/^[\d.]+em$/.test(value))
          .map((value) => `${relative(SRC, file)}: ${value}`),
      );
    // A size in em (code inside a table cell) follows its parent's step, so it may stay relative.
    expect(literal).toEqual([]);
  });

  it('breaks layouts only at the fixed widths of tokens.css', () => {
    const allowed = new Set([
      '599.98',
      '600',
      '859.98',
      '860',
      '1023.98',
      '1024',
      '1279.98',
      '1280',
    ]);
    // SPEC §4 fixes one: a single review below 768 px.
    const spec = new Set(['767.98']);
    const other = cssFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+)px[^{]*/g)]
        .flatMap((match) => [...match[0].matchAll(/(?:min|max)-width:\s*([\d.]+)px/g)])
        .map((width) => width[1] ?? '')
        .filter((width) => !allowed.has(width) && !spec.has(width))
        .map((width) => `${relative(SRC, file)}: ${width}`),
    );
    expect(other).toEqual([]);
  });
});
