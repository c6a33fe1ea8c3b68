// V8 compiles a script's functions lazily, on the main thread, the first time each is called.
// React DOM, React Router and the shell are all called while the page hydrates, so on a phone
// their ~800 functions were compiled one by one inside the hydration's long tasks. The magic
// comment `//# allFunctionsCalledOnLoad` on a script's first line asks V8 to compile the whole
// file eagerly, on a background thread while it streams in (Chromium 136+; other engines read a
// comment). Only the chunks every page runs at start-up get it: eager compiling a chunk that is
// mostly not run would waste the phone's time (decision 156).

import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the named chunks for eager compiling. Runs after the bundler has named and hashed the
 * files, so a chunk keeps its file name; the hash still changes whenever the code does.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const eager = new Set(chunkNames);
  return {
    name: 'fitthali:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !eager.has(file.name)) continue;
        if (!file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
      }
    },
  };
}
