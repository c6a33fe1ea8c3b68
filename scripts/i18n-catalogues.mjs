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
import { reachableCode } from './reachable-code.mjs';

// The domain's own code makes the localizer's readings, so a share holds exactly what the server
// would make (`npm run i18n` runs this under tsx; the tests under Vitest).
const { readingsOf } = await import('../packages/domain/src/i18n/template-readings.ts');

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

const WEB_CATALOGUES = 'apps/web/src/i18n/catalogues/';

/**
 * The key of an English sentence in the web's compiled Odia (decision 315): FNV-1a over its UTF-16
 * code units, in base 36. The browser already has the English in the page's code, so the Odia it
 * downloads need not repeat it. `apps/web/src/i18n/message-key.ts` is the browser's copy; a unit
 * test holds the two equal.
 */
export function messageKey(english) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i += 1) {
    hash ^= english.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The web's compiled Odia, keyed by `messageKey`; throws when two sentences share a key. */
const webKeys = new Map();
function keyedForTheWeb(messages) {
  const keyed = {};
  for (const [id, message] of Object.entries(messages)) {
    const key = messageKey(id);
    const other = webKeys.get(key);
    if (other !== undefined && other !== id) {
      throw new Error(`"${id}" and "${other}" share the key ${key}: reword one`);
    }
    webKeys.set(key, id);
    keyed[key] = message;
  }
  return keyed;
}

function moduleText(source, messages, path, domainShare) {
  const web = path.startsWith(WEB_CATALOGUES) && path.endsWith('.or.ts');
  const json = (value) => JSON.stringify(value, null, 2);
  const body = json(web ? keyedForTheWeb(messages) : messages);
  const keys = web
    ? '// Keyed by messageKey(English sentence): apps/web/src/i18n/message-key.ts.\n'
    : '';
  const more = domainShare
    ? `\n/** The domain's sentences the page can show. */\nexport const domain: Messages = ${json(keyedForTheWeb(domainShare.domain))};\n` +
      `\n/** How those with placeholders read in English, for the localizer to match. */\nexport const readings: Reading[] = ${json(domainShare.readings)};\n`
    : '';
  const types = domainShare
    ? "import type { Reading } from '@fitthali/domain/i18n/template-readings';\n"
    : '';
  return `${header(source)}${keys}import type { Messages } from '@lingui/core';\n${types}\nexport const messages: Messages = ${body};\n${more}`;
}

const isPlain = (compiled) => typeof compiled === 'string';
const isPlainMessage = (compiled) =>
  isPlain(compiled) || (Array.isArray(compiled) && compiled.length === 1 && isPlain(compiled[0]));

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
      if (!isPlainMessage(source)) en[id] = source;
      if (translation) or[id] = compileMessageOrThrow(translation);
    }
    const base = path.replace(/\.po$/, '');
    const name = relative(dirname(path), path);
    if (!READ_THROUGH_SHARES.includes(path))
      out.set(`${base}.or.ts`, moduleText(name, or, `${base}.or.ts`));
    out.set(`${base}.en.ts`, moduleText(name, en, `${base}.en.ts`));
  }
  for (const subset of SUBSETS) {
    const names = subsetKeys(subset);
    const code = subsetCode(subset);
    const named = (files) => shareOf(files, subset, names, code);
    const or = named(subset.from);
    const files = [subset.from, subset.domain ?? []]
      .flat()
      .map((from) => relative(dirname(from), from));
    const source = `${files.join(', ')} (the sentences ${subset.for} name)`;
    if (!subset.domain) {
      out.set(subset.out, moduleText(source, or, subset.out));
      continue;
    }
    // The domain's sentences come in the same file, beside the page's words: said by the domain's
    // localizer, which matches a filled sentence against its template's readings, made here
    // (template-readings.ts) and keyed like the sentences (decisions 316, 318, 320).
    const domain = named(subset.domain);
    const templates = {};
    for (const id of Object.keys(domain)) {
      const compiled = compileMessageOrThrow(id);
      if (!isPlainMessage(compiled)) templates[id] = compiled;
    }
    const readings = readingsOf(domain, templates).map((reading) => ({
      ...reading,
      id: messageKey(reading.id),
    }));
    out.set(subset.out, moduleText(source, or, subset.out, { domain, readings }));
  }
  return out;
}

/** The compiled Odia of the entries of `from` (PO files) that a share's code names. */
function shareOf(from, subset, names, code) {
  const or = {};
  for (const file of [from].flat()) {
    const po = PO.parse(readFileSync(join(root, file), 'utf8'));
    for (const item of po.items) {
      // A domain sentence is named by its constant (its definition is a string in the code too);
      // a web sentence, which has none, by the string.
      const keyed = item.extractedComments.flatMap((comment) =>
        comment.split(/[\s,]+/).filter((key) => /^[A-Z][A-Z_]*\.\w+$/.test(key)),
      );
      const named = keyed.length
        ? keyed.some((key) => names.has(key) || names.has(objectOf(key)))
        : subset.whole?.includes(file) || writtenIn(code, item.msgid);
      if (named && item.msgstr[0]) or[item.msgid] = compileMessageOrThrow(item.msgstr[0]);
    }
  }
  return or;
}

/**
 * Web catalogues no page downloads whole: their pages read them through their shares (decisions
 * 313, 319), so no `<area>.or.ts` is written for them.
 */
const READ_THROUGH_SHARES = ['account', 'deliveries', 'order', 'recovery'].map(
  (area) => `apps/web/src/i18n/catalogues/${area}.po`,
);

/** The ordering pages' words: their own and the plan options' (decision 319). */
const ORDER_CATALOGUES = [
  'apps/web/src/i18n/catalogues/order.po',
  'apps/web/src/i18n/catalogues/plans.po',
];

/**
 * The domain catalogues whose sentences the ordering and recovery pages say through the domain's
 * localizer (decision 191): validation, order rules and their templates.
 */
const ORDER_DOMAIN_CATALOGUES = ['forms', 'account'].map(
  (name) => `packages/domain/src/i18n/catalogues/${name}.po`,
);

/** The signed-in pages' words and the domain sentences they may show (decision 313). */
const SELF_SERVICE_CATALOGUES = [
  'apps/web/src/i18n/catalogues/account.po',
  'apps/web/src/i18n/catalogues/deliveries.po',
  ...['forms', 'account', 'money', 'delivery', 'preferences'].map(
    (name) => `packages/domain/src/i18n/catalogues/${name}.po`,
  ),
];

/**
 * A page's share of catalogues (decisions 310, 312, 313): the entries whose `#. OBJECT.key`
 * comment names a key the page's code uses (`MSG.key`, `ORDER_MSG.key`… in its files), or an
 * object it reads whole or by a computed key (`DELIVERY_STATUS_LABELS[status]`), so a page does
 * not download a hundred sentences to say a dozen. A web sentence, which has no such comment, is
 * in when the page's code writes it as a string. `sources` are files or folders; `entries` are
 * files followed through every module they import from the web app and the domain.
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
  {
    for: 'the confirm page',
    from: ORDER_CATALOGUES,
    out: 'apps/web/src/i18n/catalogues/confirm-page.or.ts',
    domain: ORDER_DOMAIN_CATALOGUES,
    sources: [],
    entries: ['apps/web/src/app/routes/subscribe-confirm.tsx'],
  },
  {
    for: 'the payment page',
    from: ORDER_CATALOGUES,
    out: 'apps/web/src/i18n/catalogues/payment-page.or.ts',
    domain: ORDER_DOMAIN_CATALOGUES,
    sources: [],
    entries: ['apps/web/src/app/routes/payment.tsx'],
  },
  {
    for: 'the forgot-password page',
    from: 'apps/web/src/i18n/catalogues/recovery.po',
    out: 'apps/web/src/i18n/catalogues/recovery-page.or.ts',
    whole: ['apps/web/src/i18n/catalogues/recovery.po'],
    domain: ORDER_DOMAIN_CATALOGUES,
    sources: [],
    entries: ['apps/web/src/app/routes/forgot-password.tsx'],
  },
  {
    for: 'the profile',
    from: SELF_SERVICE_CATALOGUES,
    out: 'apps/web/src/i18n/catalogues/profile-page.or.ts',
    // The page's own words whole: some reach `t` from the server's data ('Lunch', 'COD').
    whole: ['apps/web/src/i18n/catalogues/account.po'],
    sources: [],
    entries: ['apps/web/src/app/routes/profile.tsx'],
  },
  {
    for: 'the plan page of a subscription',
    from: SELF_SERVICE_CATALOGUES,
    out: 'apps/web/src/i18n/catalogues/subscription-page.or.ts',
    whole: ['apps/web/src/i18n/catalogues/deliveries.po'],
    sources: [],
    entries: ['apps/web/src/app/routes/subscription-deliveries.tsx'],
  },
];

/** 'DELIVERY_STATUS_LABELS' of 'DELIVERY_STATUS_LABELS.delivered'. */
const objectOf = (key) => key.split('.')[0];

const CODE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/**
 * The code a subset's page can run, as texts: its sources whole (files, or every non-test file
 * under a folder), and what its entries reach (reachable-code.mjs, decision 317).
 */
function subsetTexts(subset) {
  const sources = subset.sources.flatMap((source) =>
    CODE.test(source)
      ? [source]
      : readdirSync(join(root, source), { recursive: true, encoding: 'utf8' })
          .filter((file) => CODE.test(file) && !TEST.test(file))
          .map((file) => `${source}/${file}`),
  );
  return [
    ...sources.map((file) => readFileSync(join(root, file), 'utf8')),
    ...reachableCode(subset.entries ?? []).map((module) => module.text),
  ];
}

/** A subset's code in one text. */
function subsetCode(subset) {
  return subsetTexts(subset).join('\n');
}

/** Whether `code` writes `sentence` as a string literal, in any of JavaScript's quotes. */
function writtenIn(code, sentence) {
  return (
    code.includes(`'${sentence.replaceAll("'", "\\'")}'`) ||
    code.includes(`"${sentence.replaceAll('"', '\\"')}"`) ||
    code.includes(`\`${sentence}\``)
  );
}

/**
 * The names a subset's code uses: `OBJECT.key`, and `OBJECT` alone where the code reads an object
 * by a computed key or passes it whole (not where it defines or imports it).
 */
export function subsetKeys(subset) {
  const keys = new Set();
  for (const text of subsetTexts(subset)) {
    const code = text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
      .replace(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"][^'"]+['"];?/g, '\n');
    // `...ORDER_MSG` inside `MSG`: the code says `MSG.key`, the catalogue `ORDER_MSG.key`.
    for (const block of code.split(/\bconst\s+(?=[A-Z][A-Z_]*\b)/).slice(1)) {
      const owner = block.match(/^[A-Z][A-Z_]*/)?.[0];
      for (const spread of block.matchAll(/\.\.\.([A-Z][A-Z_]*)\b/g)) {
        keys.add(`${spread[1]} in ${owner}`);
      }
    }
    const uses = code.replace(/\bconst\s+[A-Z][A-Z_]*\b/g, '').replace(/\.\.\.[A-Z][A-Z_]*\b/g, '');
    for (const match of uses.matchAll(/\b([A-Z][A-Z_]*)(?:\.(\w+)|\b(?!\.))/g)) {
      keys.add(match[2] ? `${match[1]}.${match[2]}` : match[1]);
    }
  }
  // A key of an object spread into another is named when the other's key is.
  for (const relation of [...keys].filter((key) => key.includes(' in '))) {
    const [part, owner] = relation.split(' in ');
    for (const key of [...keys]) {
      if (key.startsWith(`${owner}.`)) keys.add(`${part}${key.slice(owner.length)}`);
    }
    keys.delete(relation);
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
