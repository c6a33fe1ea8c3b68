import { defineConfig } from 'rolldown';

// Bundles our own code (including the shared domain package's TypeScript) into one file per entry
// and leaves every npm dependency to be loaded from node_modules at run time.
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@fitthali/');

/** The entry `src/<path>.ts` bundled as `dist/<name>.js`. */
const entry = (path, name) => ({
  input: `src/${path}.ts`,
  platform: 'node',
  external,
  output: { file: `dist/${name}.js`, format: 'esm', sourcemap: true },
});

export default defineConfig([
  entry('server', 'server'),
  entry('worker', 'worker'),
  entry('cli/admin', 'admin'),
  entry('cli/books', 'books'),
  entry('cli/migrate', 'migrate'),
  entry('cli/backup', 'backup'),
  entry('cli/restore', 'restore'),
]);
