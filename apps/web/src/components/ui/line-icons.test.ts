import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The icons name their drawing in the sprite by id (icon-svg.tsx): a name with no symbol would
// draw nothing, silently, so every name the source uses must be one of the sprite's ids.

const src = join(__dirname, '..', '..');
const sprite = readFileSync(join(__dirname, 'line-icons.svg'), 'utf8');
const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const used = sourceFiles(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [
    ...[...text.matchAll(/lineIcon\('([^']+)'\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/<IconSvg name="([^"]+)"/g)].map((m) => m[1]),
  ];
});

describe('the line-icon sprite', () => {
  it('has one symbol per id', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every icon the pages name', () => {
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((name) => !ids.includes(name))).toEqual([]);
  });
});
