import { defineConfig } from 'rolldown';

// Bundles our own code (including the shared domain package's TypeScript) into one file per entry
// and leaves every npm dependency to be loaded from node_modules at run time.
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@fitthali/');

export default defineConfig([
  {
    input: 'src/server.ts',
    platform: 'node',
    external,
    output: { file: 'dist/server.js', format: 'esm', sourcemap: true },
  },
  {
    input: 'src/worker.ts',
    platform: 'node',
    external,
    output: { file: 'dist/worker.js', format: 'esm', sourcemap: true },
  },
  {
    input: 'src/cli/admin.ts',
    platform: 'node',
    external,
    output: { file: 'dist/admin.js', format: 'esm', sourcemap: true },
  },
  {
    input: 'src/cli/books.ts',
    platform: 'node',
    external,
    output: { file: 'dist/books.js', format: 'esm', sourcemap: true },
  },
]);
