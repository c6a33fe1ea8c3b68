import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type FakeNominatim, startFakeNominatim } from '../../server/test/fakes/fake-nominatim.ts';
import {
  E2E_CONTACT,
  type RunningServer,
  serverEntry,
  startServer,
  webDir,
} from './support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;
let geocoder: FakeNominatim | undefined;

/**
 * One real server for the browser journeys, on a fresh embedded database and a local geocoder, with
 * contact details of its own so every journey runs on pages the server rewrote.
 */
export async function setup(project: TestProject) {
  if (!existsSync(serverEntry) || !existsSync(join(webDir, 'index.html'))) {
    throw new Error('The browser journeys need a build: run `npm run build` first.');
  }
  geocoder = await startFakeNominatim();
  server = await startServer({
    NOMINATIM_URL: geocoder.url,
    SUPPORT_PHONE: E2E_CONTACT.phone,
    SUPPORT_WHATSAPP: E2E_CONTACT.whatsapp,
    SUPPORT_EMAIL: E2E_CONTACT.email,
  });
  project.provide('baseURL', server.baseURL);
}

export async function teardown() {
  await server?.cleanup();
  await geocoder?.close();
}
