import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reading } from '@fitthali/domain/i18n/template-readings';
import { describe, expect, it } from 'vitest';
import {
  catalogueFiles,
  placeholderNames,
  readCatalogue,
  SUBSETS,
  messageKey as scriptMessageKey,
  staleModules,
  subsetKeys,
} from '../../../../scripts/i18n-catalogues.mjs';
import { messageKey } from './message-key';
import { holds, webOdiaTranslator } from './odia-translator';

const WEB = 'apps/web/src/i18n/catalogues/';
const webCatalogues = catalogueFiles().filter((path) => path.startsWith(WEB));
const SRC = join(__dirname, '..');

/** The English sentences each area's translator is given in the web's sources. */
function sentencesInSources(): Map<string, Set<string>> {
  const byArea = new Map<string, Set<string>>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('catalogues'),
  );
  for (const file of files) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const area = /(?:useT\(|useSelfService\(|translatorFor\([^,]+, )'([\w-]+)'\)/.exec(text)?.[1];
    if (!area) continue;
    const found = byArea.get(area) ?? new Set<string>();
    // t('…') and translateWith(t, '…') with a literal; labels passed as t(link.label) are the
    // `label: '…'` entries of the same file.
    for (const match of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) found.add(match[1] ?? '');
    for (const match of text.matchAll(/translateWith\(\s*t,\s*'((?:[^'\\]|\\.)*)'/g))
      found.add(match[1] ?? '');
    if (/\bt\(\w+\.label\)/.test(text)) {
      for (const match of text.matchAll(/\bto: '[^']*', label: '((?:[^'\\]|\\.)*)'/g))
        found.add(match[1] ?? '');
    }
    byArea.set(area, found);
  }
  return byArea;
}

describe('web catalogues', () => {
  it('exist for the areas the pages translate', () => {
    expect(webCatalogues.map((path) => relative(WEB, path)).sort()).toEqual([
      'account.po',
      'auth.po',
      'blog.po',
      'chrome.po',
      'company.po',
      'deliveries.po',
      'home.po',
      'location.po',
      'meal-plan.po',
      'menus.po',
      'notfound.po',
      'order.po',
      'plan-cards.po',
      'plans.po',
      'policies.po',
      'recipes.po',
      'recovery.po',
    ]);
  });

  it('are compiled from their current PO files (npm run i18n)', () => {
    expect(staleModules()).toEqual([]);
  });

  for (const path of webCatalogues) {
    const entries = readCatalogue(path);

    it(`${path}: every sentence has an Odia translation, none fuzzy, none twice`, () => {
      expect(entries.filter((entry) => !entry.translation || entry.fuzzy).map((e) => e.id)).toEqual(
        [],
      );
      const ids = entries.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it(`${path}: both languages use the same placeholders`, () => {
      for (const { id, translation } of entries) {
        expect(placeholderNames(translation), id).toEqual(placeholderNames(id));
      }
    });

    it(`${path}: English needs only simple {name} placeholders (messages.ts formats them)`, () => {
      for (const { id } of entries) expect(id, id).not.toMatch(/\{\s*\w+\s*,/);
    });
  }

  it("use the glossary's words for the meals and plans (docs/odia-glossary.md), in every catalogue", () => {
    // Words the glossary replaced: lunch is ମଧ୍ୟାହ୍ନ ଭୋଜନ, dinner ରାତ୍ରି ଭୋଜନ, Diabetic Diet ମଧୁମେହ ଡାଏଟ୍.
    const replaced = /ଦିନ ଖାଇବା|ରାତି ଖାଇବା|ଦିନ \+ ରାତି|ଲଞ୍ଚ|ଡିନର|ଡାଏବେଟିକ୍/;
    const off = catalogueFiles().flatMap((path) =>
      readCatalogue(path)
        .filter((e) => replaced.test(e.translation))
        .map((e) => `${path}: ${e.translation}`),
    );
    expect(off).toEqual([]);
  });

  it("say a domain sentence they repeat (an eager page's copy) with the domain's Odia", () => {
    const domain = new Map(
      catalogueFiles()
        .filter((path) => !path.startsWith(WEB))
        .flatMap((path) => readCatalogue(path).map((e) => [e.id, e.translation] as const)),
    );
    const differ = webCatalogues.flatMap((path) =>
      readCatalogue(path)
        .filter((e) => domain.has(e.id) && domain.get(e.id) !== e.translation)
        .map((e) => `${relative(WEB, path)}: ${e.id}`),
    );
    expect(differ).toEqual([]);
  });

  it("hold each carousel's button names, whole per noun (carousel-controls.tsx builds the ids)", () => {
    const ids = new Set(readCatalogue(`${WEB}home.po`).map((e) => e.id));
    const names = ['slide', 'plans', 'reviews'].flatMap((noun) => [
      `Previous ${noun}`,
      `Next ${noun}`,
      `Show ${noun} {n} of {total}`,
    ]);
    expect(names.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('hold every English sentence the web sources pass to their translator', () => {
    const areas = sentencesInSources();
    expect([...areas.keys()].sort()).toEqual([
      'account',
      'blog',
      'chrome',
      'company',
      'deliveries',
      'home',
      'location',
      'meal-plan',
      'menus',
      'notfound',
      'order',
      'plan-cards',
      'plans',
      'policies',
      'recipes',
      'recovery',
    ]);
    for (const [area, sentences] of areas) {
      const ids = new Set(readCatalogue(`${WEB}${area}.po`).map((e) => e.id));
      const missing = [...sentences].filter((sentence) => !ids.has(sentence));
      expect(missing, `${area}.po`).toEqual([]);
    }
  });
});

describe('a page’s share of a domain catalogue (decision 310)', () => {
  it('holds the Odia of every sentence its code names, and only those', async () => {
    const [subset] = SUBSETS;
    if (!subset) throw new Error('no subset');
    const keys = subsetKeys(subset);
    // The signup form's fields and the login form's failures are among the names found.
    for (const key of ['MSG.nameTooShort', 'MSG.invalidPhone', 'MSG.loginFailed']) {
      expect(keys).toContain(key);
    }
    const { messages } = await import('./catalogues/auth-domain.or');
    const whole = [subset.from].flat().flatMap(readCatalogue);
    const named = whole.filter((entry) => holds(messages, entry.id));
    expect(named.length).toBe(Object.keys(messages).length);
    expect(named.length).toBeGreaterThanOrEqual(10);
    expect(named.length).toBeLessThan(whole.length / 3);
  });

  it('counts an object read by a computed key or passed whole, and a key of an object spread into another', async () => {
    const subset = SUBSETS.find((each) => each.out.endsWith('subscription-page.or.ts'));
    if (!subset) throw new Error('no subset for the plan page of a subscription');
    const keys = subsetKeys(subset);
    // `DELIVERY_STATUS_LABELS[status]` on the plan page: every status, not one of them.
    expect(keys).toContain('DELIVERY_STATUS_LABELS');
    expect(keys).toContain('REFUND_STATUS_LABELS');
    // `const C = CANCEL_TEMPLATES` in the cancel preview: the object is read under another name.
    expect(keys).toContain('CANCEL_TEMPLATES');
    const { messages } = await import('./catalogues/subscription-page.or');
    const { DELIVERY_STATUS_LABELS } = await import('@fitthali/domain/delivery-messages');
    for (const label of Object.values(DELIVERY_STATUS_LABELS)) {
      expect(holds(messages, label), label).toBe(true);
    }
    const profile = SUBSETS.find((each) => each.out.endsWith('profile-page.or.ts'));
    if (!profile) throw new Error('no subset for the profile');
    // `MSG` spreads `ORDER_MSG`: where the code says `MSG.accountDeleted`, a catalogue entry named
    // `ORDER_MSG.accountDeleted` would be the same sentence.
    expect(subsetKeys(profile)).toContain('MSG.accountDeleted');
    expect(subsetKeys(profile)).toContain('ORDER_MSG.accountDeleted');
  });

  it("takes a web sentence when the page's code writes it, and each page only its own", async () => {
    const profile = await import('./catalogues/profile-page.or');
    const plan = await import('./catalogues/subscription-page.or');
    // The profile's greeting and the plan page's cancel button, each on its own page only.
    expect(holds(profile.messages, 'Welcome, {name}')).toBe(true);
    expect(holds(plan.messages, 'Welcome, {name}')).toBe(false);
    expect(holds(plan.messages, 'Keep my plan')).toBe(true);
    expect(holds(profile.messages, 'Keep my plan')).toBe(false);
    // Together they hold every sentence of the pages' own catalogues that their code writes.
    const own = ['account.po', 'deliveries.po'].flatMap((file) => readCatalogue(`${WEB}${file}`));
    const held = own.filter(
      (entry) => holds(profile.messages, entry.id) || holds(plan.messages, entry.id),
    );
    expect(held.length).toBeGreaterThan(own.length * 0.9);
  });
});

describe('the signed-in pages’ shares (decision 317)', () => {
  it('hold the words the customer’s data brings to `t`, on both pages', async () => {
    const { SUBSCRIPTION_STATE_LABELS } = await import('@fitthali/domain/subscription-status');
    const { STATE_LABELS } = await import('../features/deliveries/lib/state-labels');
    const data = ['Lunch', 'Dinner', 'Veg', 'Non-Veg', 'COD', 'Online', 'Unknown'];
    const { PLAN_TITLES } = await import('../content/plan-titles');
    const choices = ['Lunch', 'Dinner', 'Veg', 'Non-Veg', ...Object.values(PLAN_TITLES)];
    const pages = {
      'profile-page': [...data, ...Object.values(SUBSCRIPTION_STATE_LABELS)],
      'subscription-page': [...data, ...Object.values(STATE_LABELS)],
      // The ordering pages (decision 319) name the plan and its options from the customer's draft.
      'confirm-page': choices,
      'payment-page': choices,
    };
    for (const [share, words] of Object.entries(pages)) {
      const { messages } = await import(`./catalogues/${share}.or.ts`);
      expect(
        words.filter((word) => !holds(messages, word)),
        share,
      ).toEqual([]);
    }
  });

  it('leave out a domain function’s sentences the page never calls', async () => {
    // The preference notices the server sends sit in the module whose conflict line the profile
    // shows: only what the profile's code reaches is in its share.
    const { PREFS_NOTICE_TEMPLATES, PREFS_TEMPLATES } = await import(
      '@fitthali/domain/dish-preference-messages'
    );
    const { messages } = await import('./catalogues/profile-page.or');
    expect(holds(messages, PREFS_TEMPLATES.conflict)).toBe(true);
    expect(holds(messages, PREFS_NOTICE_TEMPLATES.choicesClosedMany)).toBe(false);
  });
});

describe('the ordering and recovery pages’ share of the domain (decisions 316, 318, 320)', () => {
  it.each(['confirm-page', 'payment-page', 'recovery-page'])(
    '%s: its templates’ readings for the localizer, and only the sentences the page names',
    async (page) => {
      const subset = SUBSETS.find((each) => each.out.endsWith(`/${page}.or.ts`));
      if (!subset?.domain) throw new Error(`no share of the domain for ${page}`);
      const { domain, readings } = await import(`./catalogues/${page}.or.ts`);
      // Every reading is of a sentence the share holds, under that sentence's key.
      for (const reading of readings as Reading[]) {
        expect(Object.hasOwn(domain, reading.id), reading.id).toBe(true);
        expect(() => new RegExp(reading.pattern)).not.toThrow();
      }
      const whole = subset.domain.flatMap(readCatalogue);
      expect(Object.keys(domain).length).toBeGreaterThan(5);
      expect(Object.keys(domain).length).toBeLessThan(whole.length / 3);
    },
  );

  it('gives each page the domain sentences its own code says', async () => {
    const { MSG } = await import('@fitthali/domain/messages');
    const { ORDER_TEMPLATES } = await import('@fitthali/domain/order-messages');
    const confirm = await import('./catalogues/confirm-page.or');
    const payment = await import('./catalogues/payment-page.or');
    const recovery = await import('./catalogues/recovery-page.or');
    expect(holds(confirm.domain, MSG.selectAddress)).toBe(true);
    expect(confirm.readings.map((reading) => reading.id)).toContain(
      messageKey(ORDER_TEMPLATES.startDateTooSoon),
    );
    // The payment page checks the order it was handed; the confirm page builds it.
    expect(holds(payment.domain, MSG.invalidPaymentSession)).toBe(true);
    expect(holds(confirm.domain, MSG.invalidPaymentSession)).toBe(false);
    expect(holds(recovery.domain, MSG.selectAddress)).toBe(false);
  });
});

describe('the web catalogues’ keys (decision 315)', () => {
  const ids = [...new Set(webCatalogues.flatMap((path) => readCatalogue(path).map((e) => e.id)))];

  it('are made in the browser as the compiler makes them, one per sentence', () => {
    for (const id of ids) expect(messageKey(id), id).toBe(scriptMessageKey(id));
    expect(new Set(ids.map(messageKey)).size).toBe(ids.length);
  });

  it('leave no English sentence in a compiled Odia catalogue, and still say each one', async () => {
    const { messages } = await import('./catalogues/chrome.or');
    expect(Object.keys(messages).some((key) => key.includes(' '))).toBe(false);
    const t = webOdiaTranslator(messages);
    expect(t('Home')).toBe('ମୂଳପୃଷ୍ଠା');
    // A sentence the catalogue lacks is said as it is.
    expect(t('Not a sentence of ours')).toBe('Not a sentence of ours');
  });
});
