// Translations live in gettext PO files a translator can open in any PO editor (Poedit, Weblate):
// the English sentence, exactly as the code says it, is the msgid (ICU MessageFormat placeholders
// such as {count} and plurals), the Odia is the msgstr. The browser and the server never parse PO:
// this compiles each `<area>.po` into `<area>.or.ts` (the Odia, precompiled for Lingui's runtime)
// and, where an English sentence has placeholders or plurals, `<area>.en.ts`, so a page downloads
// only its own language. `npm run i18n` writes them; a unit test fails when they are stale.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every folder that holds catalogues; each `*.po` in it is one area's Odia. */
export const CATALOGUE_DIRS = [
  'packages/domain/src/i18n/catalogues',
  'apps/web/src/i18n/catalogues',
];

/** The PO files of every catalogue folder, as paths from the repository root. */
export function catalogueFiles() {
  return CATALOGUE_DIRS.flatMap((dir) => {
    let names = [];
    try {
      names = readdirSync(join(root, dir));
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith('.po'))
      .sort()
      .map((name) => `${dir}/${name}`);
  });
}

/** One PO file's entries: `{ id, translation, fuzzy }` in file order. */
export function readCatalogue(path) {
  const po = PO.parse(readFileSync(join(root, path), 'utf8'));
  return po.items.map((item) => ({
    id: item.msgid,
    translation: item.msgstr[0] ?? '',
    fuzzy: Boolean(item.flags.fuzzy),
  }));
}

const header = (source) =>
  `// Compiled from ${source} by \`npm run i18n\`: edit the PO file, not this one.\n`;

function moduleText(source, messages) {
  const body = JSON.stringify(messages, null, 2);
  return `${header(source)}import type { Messages } from '@lingui/core';\n\nexport const messages: Messages = ${body};\n`;
}

const isPlain = (compiled) => typeof compiled === 'string';

/** What `<area>.or.ts` and `<area>.en.ts` should hold, by path. Throws on a message that does not parse. */
export function compiledModules() {
  const out = new Map();
  for (const path of catalogueFiles()) {
    const entries = readCatalogue(path);
    const or = {};
    const en = {};
    for (const { id, translation } of entries) {
      const source = compileMessageOrThrow(id);
      // Plain English needs no catalogue: Lingui shows the id itself.
      if (
        !isPlain(source) &&
        !(Array.isArray(source) && source.length === 1 && isPlain(source[0]))
      ) {
        en[id] = source;
      }
      if (translation) or[id] = compileMessageOrThrow(translation);
    }
    const base = path.replace(/\.po$/, '');
    const name = relative(dirname(path), path);
    out.set(`${base}.or.ts`, moduleText(name, or));
    out.set(`${base}.en.ts`, moduleText(name, en));
  }
  return out;
}

/** The compiled files that differ from what is on disk (empty when all are current). */
export function staleModules() {
  const stale = [];
  for (const [path, text] of compiledModules()) {
    let current = '';
    try {
      current = readFileSync(join(root, path), 'utf8');
    } catch {}
    if (current !== text) stale.push(path);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of compiledModules()) writeFileSync(join(root, path), text);
  console.log(`compiled ${catalogueFiles().length} catalogue(s)`);
}

/** The placeholder names a message uses ({count}, a plural's variable), sorted: both languages must match. */
export function placeholderNames(message) {
  const names = new Set();
  const walk = (tokens) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset' && choice) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}
