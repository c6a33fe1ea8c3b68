import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/server.js, so in both cases the
// package root is one level up. Everything that ships beside the code is found from here.
const here = dirname(fileURLToPath(import.meta.url));

export const serverRoot = resolve(here, '..');
export const migrationsDir = resolve(serverRoot, 'drizzle');
export const defaultWebDir = resolve(serverRoot, '../web/build/client');
