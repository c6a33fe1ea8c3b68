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
  for (const subset of SUBSETS) {
    const keys = subsetKeys(subset);
    const po = PO.parse(readFileSync(join(root, subset.from), 'utf8'));
    const or = {};
    for (const item of po.items) {
      const named = item.extractedComments.some((comment) =>
        comment.split(/[\s,]+/).some((key) => keys.has(key)),
      );
      if (named && item.msgstr[0]) or[item.msgid] = compileMessageOrThrow(item.msgstr[0]);
    }
    const source = `${relative(dirname(subset.from), subset.from)} (the sentences ${subset.for} name)`;
    out.set(subset.out, moduleText(source, or));
  }
  return out;
}

/**
 * A page's share of a domain catalogue (decision 310): the entries whose `#. OBJECT.key` comment
 * names a key the page's code uses (`MSG.key`, `ORDER_MSG.key`… in its files), so the login and
 * signup pages do not download the other forms' hundred sentences with their dozen.
 */
export const SUBSETS = [
  {
    for: 'the login and signup forms',
    from: 'packages/domain/src/i18n/catalogues/forms.po',
    out: 'apps/web/src/i18n/catalogues/auth-domain.or.ts',
    sources: [
      'apps/web/src/features/auth',
      'apps/web/src/app/routes/login.tsx',
      'apps/web/src/app/routes/signup.tsx',
      'packages/domain/src/schemas/signup.ts',
      'packages/domain/src/schemas/login.ts',
      'packages/domain/src/schemas/fields.ts',
    ],
  },
];

/** The `OBJECT.key` names a subset's source files (a file, or every non-test file under a folder) use. */
export function subsetKeys(subset) {
  const files = subset.sources.flatMap((source) =>
    source.endsWith('.ts') || source.endsWith('.tsx')
      ? [source]
      : readdirSync(join(root, source), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
          .map((file) => `${source}/${file}`),
  );
  const keys = new Set();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/\b([A-Z][A-Z_]*)\.(\w+)/g))
      keys.add(`${match[1]}.${match[2]}`);
  }
  return keys;
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
