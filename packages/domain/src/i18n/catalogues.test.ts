/// <reference types="vite/client" />
// The customer's catalogues may not drift from the code (issue 27): every English sentence and
// template the domain exports for the customer has exactly one Odia entry, no Odia entry outlives
// its sentence, both languages use the same placeholders, nothing is left empty or fuzzy, and the
// compiled modules are what `npm run i18n` would write now.
import { describe, expect, it } from 'vitest';
import {
  catalogueFiles,
  placeholderNames,
  readCatalogue,
  staleModules,
} from '../../../../scripts/i18n-catalogues.mjs';
import { ADMIN_ONLY_CATALOGUES, CUSTOMER_CATALOGUES, englishOf } from './customer-catalogue.ts';

/** Every message module of the domain, so a new catalogue cannot be forgotten. */
const messageModules = import.meta.glob<Record<string, unknown>>('../*messages.ts', {
  eager: true,
});
/** Every other module of the domain: a sentence object (`*_MSG`) may live beside its rule. */
const ruleModules = import.meta.glob<Record<string, unknown>>(
  ['../*.ts', '!../*messages.ts', '!../*.test.ts'],
  { eager: true },
);

const domainFiles = catalogueFiles().filter((path) => path.startsWith('packages/domain/'));
const entries = domainFiles.flatMap((path) =>
  readCatalogue(path).map((entry) => ({ ...entry, path })),
);

const english = new Map<string, string>();
for (const area of Object.keys(CUSTOMER_CATALOGUES)) {
  for (const [text, key] of englishOf(area)) if (!english.has(text)) english.set(text, key);
}

describe('customer catalogues', () => {
  it('has one PO file per listed area', () => {
    const areas = domainFiles.map((path) => path.split('/').at(-1)?.replace(/\.po$/, ''));
    expect(areas.sort()).toEqual(Object.keys(CUSTOMER_CATALOGUES).sort());
  });

  it('lists every message object and template constant, or names it admin-only', () => {
    const listed = new Set([
      ...Object.values(CUSTOMER_CATALOGUES).flatMap((objects) => Object.keys(objects)),
      ...ADMIN_ONLY_CATALOGUES,
    ]);
    const exported = Object.values(messageModules).flatMap((module) =>
      Object.keys(module).filter((name) => /_(MSG|TEMPLATES|LABELS)$/.test(name)),
    );
    expect(exported.filter((name) => !listed.has(name))).toEqual([]);
    const besideRules = Object.values(ruleModules).flatMap((module) =>
      Object.keys(module).filter((name) => /_MSG$/.test(name)),
    );
    expect(besideRules.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('translates every English sentence and template the customer reads', () => {
    const ids = new Set(entries.map((entry) => entry.id));
    const missing = [...english].filter(([text]) => !ids.has(text)).map(([, key]) => key);
    expect(missing).toEqual([]);
  });

  it('keeps no Odia for a sentence the code no longer says', () => {
    const orphans = entries.filter((entry) => !english.has(entry.id)).map((entry) => entry.id);
    expect(orphans).toEqual([]);
  });

  it('holds each sentence once across all files', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const entry of entries) {
      if (seen.has(entry.id)) twice.push(`${entry.id} (${seen.get(entry.id)}, ${entry.path})`);
      seen.set(entry.id, entry.path);
    }
    expect(twice).toEqual([]);
  });

  it('has no empty or fuzzy translation', () => {
    const bad = entries.filter((entry) => entry.translation.trim() === '' || entry.fuzzy);
    expect(bad.map((entry) => entry.id)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differ = entries
      .filter(
        (entry) => placeholderNames(entry.id).join() !== placeholderNames(entry.translation).join(),
      )
      .map((entry) => `${entry.id} → ${entry.translation}`);
    expect(differ).toEqual([]);
  });

  it('has compiled modules as current as their PO files', () => {
    expect(staleModules()).toEqual([]);
  });
});
