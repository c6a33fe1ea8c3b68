import { defineConfig } from 'rolldown';

// Bundles our own code (including the shared domain package's TypeScript) into one file and
// leaves every npm dependency to be loaded from node_modules at run time.
export default defineConfig({
  input: 'src/server.ts',
  platform: 'node',
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@fitthali/'),
  output: { file: 'dist/server.js', format: 'esm', sourcemap: true },
});
