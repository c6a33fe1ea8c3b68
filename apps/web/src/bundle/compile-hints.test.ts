import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, code, fileName: `${name}-abc.js` }) as unknown as Rollup.OutputChunk;

function run(bundle: Record<string, Rollup.OutputChunk>) {
  const plugin = compileHints(['framework', 'shell']);
  const hook = plugin.generateBundle as unknown as (o: unknown, b: Rollup.OutputBundle) => void;
  hook.call({}, {}, bundle as unknown as Rollup.OutputBundle);
  hook.call({}, {}, bundle as unknown as Rollup.OutputBundle);
}

describe('compileHints', () => {
  it('puts the hint on the first line of the named chunks only, once', () => {
    const bundle = {
      a: chunk('framework', 'import"x";'),
      b: chunk('shell', 'export{};'),
      c: chunk('home', 'export{};'),
    };
    run(bundle);
    expect(bundle.a.code).toBe(`${COMPILE_HINT}import"x";`);
    expect(bundle.b.code).toBe(`${COMPILE_HINT}export{};`);
    expect(bundle.c.code).toBe('export{};');
    expect(bundle.a.fileName).toBe('framework-abc.js');
  });
});
