import { ACCOUNT_CLOSING_POLICY } from '@fitthali/domain/account-closing';
import { ACCOUNT_CLOSING_POLICY_ODIA } from '@fitthali/domain/account-closing-odia';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../../scripts/i18n-catalogues.mjs';
import { BLOG_POSTS, type BlogPost } from '../content/blog-posts';
import { FAQS, type Faq } from '../content/faqs';
import { type PolicyDocument, PRIVACY, REFUND, TERMS } from '../content/policies';
import { RECIPES, type Recipe } from '../content/recipes';
import { TESTIMONIALS, type Testimonial } from '../content/testimonials';
import { twinsOfPage } from './odia-page-needs';

// The Odia twins of the content pages (decision 260) hold the English ones' shape: the same posts,
// recipes, sections and questions, in the same order, every text in Odia and none empty.
const TWINS = import.meta.glob(['../content/or/**/*.ts', '!**/_*.ts'], {
  import: 'default',
  eager: true,
});
const twin = <T>(key: string) => TWINS[`../content/or/${key}.ts`] as T;

const ODIA = /[\u0B00-\u0B7F]/;
const ODIA_DIGIT = /[\u0B66-\u0B6F]/;

/** Every string of a value, with where it is. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/** A text a reader reads says it in Odia, with Western digits (decision 183). */
function expectOdia(texts: [string, string][]) {
  for (const [at, text] of texts) {
    expect(text.trim(), at).not.toBe('');
    expect(text, at).toMatch(ODIA);
    expect(text, at).not.toMatch(ODIA_DIGIT);
  }
}

const postText = (post: BlogPost) => ({
  title: post.title,
  excerpt: post.excerpt,
  author: post.author,
  alt: post.img.alt,
  tags: post.tags,
  content: post.content,
});
const recipeText = (recipe: Recipe) => ({
  title: recipe.title,
  desc: recipe.desc,
  alt: recipe.img.alt,
  ingredients: recipe.ingredients,
  steps: recipe.steps,
});
/** What is not text: the same in both languages. */
const postFacts = (post: BlogPost) => ({
  ...post,
  ...{ title: '', excerpt: '', author: '', tags: [], content: [] },
  img: { ...post.img, alt: '' },
});
const recipeFacts = (recipe: Recipe) => ({
  ...recipe,
  ...{ title: '', desc: '', ingredients: [], steps: [] },
  img: { ...recipe.img, alt: '' },
});
const shapeOf = (doc: PolicyDocument) =>
  doc.sections.map((s) => [s.paragraphs?.length ?? 0, s.points?.length ?? 0]);

describe('Odia content twins', () => {
  it('exist for exactly the content pages, named by their paths', () => {
    expect(Object.keys(TWINS).sort()).toEqual(
      [
        'blog',
        ...BLOG_POSTS.map((post) => `blog/${post.slug}`),
        'recipes',
        ...RECIPES.map((recipe) => `recipes/${recipe.id}`),
        'terms',
        'privacy',
        'refund',
        'faqs',
        'home',
        'words/blog',
        'words/recipes',
        'words/policies',
        'words/company',
      ]
        .map((key) => `../content/or/${key}.ts`)
        .sort(),
    );
  });

  it('are the ones an Odia page downloads before it hydrates', () => {
    expect(twinsOfPage('/or/blog/building-a-balanced-indian-plate')).toEqual([
      'words/blog',
      'blog',
      'blog/building-a-balanced-indian-plate',
    ]);
    expect(twinsOfPage('/or/refund/')).toEqual(['words/policies', 'refund']);
    expect(twinsOfPage('/or/contact')).toEqual(['words/company', 'contact']);
    expect(twinsOfPage('/or/')).toEqual(['home']);
    expect(twinsOfPage('/or')).toEqual(['home']);
    expect(twinsOfPage('/or/high-protein-plan')).toEqual([]);
  });

  it('hold every blog post, in order, with its body block for block', () => {
    const list = twin<readonly BlogPost[]>('blog');
    expect(list.map((post) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug));
    for (const english of BLOG_POSTS) {
      const post = twin<BlogPost>(`blog/${english.slug}`);
      expect(post.slug).toBe(english.slug);
      expect(postFacts(post)).toEqual(postFacts(english));
      expect(post.content.map((block) => Object.keys(block))).toEqual(
        english.content.map((block) => Object.keys(block)),
      );
      expect(post.tags).toHaveLength(english.tags.length);
      expectOdia(strings(postText(post), post.slug));
      expect(list.find((item) => item.slug === english.slug)?.title).toBe(post.title);
    }
  });

  it('hold every recipe, in order, step for step', () => {
    const list = twin<readonly Recipe[]>('recipes');
    expect(list.map((recipe) => recipe.id)).toEqual(RECIPES.map((recipe) => recipe.id));
    for (const english of RECIPES) {
      const recipe = twin<Recipe>(`recipes/${english.id}`);
      expect(recipeFacts(recipe)).toEqual(recipeFacts(english));
      expect(recipe.ingredients).toHaveLength(english.ingredients.length);
      expect(recipe.steps).toHaveLength(english.steps.length);
      expectOdia(strings(recipeText(recipe), `recipe ${english.id}`));
    }
  });

  it('hold each policy section for section, paragraph for paragraph, point for point', () => {
    for (const [key, english] of [
      ['terms', TERMS],
      ['privacy', PRIVACY],
      ['refund', REFUND],
    ] as const) {
      const doc = twin<PolicyDocument>(key);
      expect(shapeOf(doc), key).toEqual(shapeOf(english));
      expect(doc.updated).toBe(english.updated);
      expectOdia(strings({ ...doc, updated: 'ଓ' }, key));
    }
  });

  it('quote the same figures as the English policies: cut-off hours, trial, refund days', () => {
    const refund = JSON.stringify(twin<PolicyDocument>('refund'));
    expect(JSON.stringify(REFUND)).toContain('at least 24 hours before');
    expect(refund).toContain('ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ');
    expect(refund).toContain('5–7 କାର୍ଯ୍ୟ ଦିବସ');
    expect(refund).toContain('3 ଦିନର ଟ୍ରାଏଲ୍');
    expect(JSON.stringify(twin<readonly Faq[]>('faqs'))).toContain('ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ');
  });

  it('say account deletion in the delete dialog’s words, sentence for sentence', () => {
    expect(ACCOUNT_CLOSING_POLICY_ODIA).toHaveLength(ACCOUNT_CLOSING_POLICY.length);
    const section = twin<PolicyDocument>('refund').sections[2];
    expect(section?.points).toEqual([...ACCOUNT_CLOSING_POLICY_ODIA]);
    const money = new Map(
      readCatalogue('packages/domain/src/i18n/catalogues/money.po').map((e) => [
        e.id,
        e.translation,
      ]),
    );
    // The dialog's phrases for forfeiting credits and for money going back.
    const forfeit = money.get(
      '{meals, plural, one {{value} of meal credits (1 meal) is forfeited: credits cannot be paid out or used without an account.} other {{value} of meal credits (# meals) are forfeited: credits cannot be paid out or used without an account.}}',
    );
    expect(forfeit).toContain('ଆକାଉଣ୍ଟ ବିନା କ୍ରେଡିଟ୍ ଟଙ୍କାରେ ଫେରାଯାଏ ନାହିଁ କିମ୍ବା ବ୍ୟବହାର ହୋଇପାରେ ନାହିଁ');
    expect(ACCOUNT_CLOSING_POLICY_ODIA[1]).toContain(
      'ଆକାଉଣ୍ଟ ବିନା ମିଲ୍ କ୍ରେଡିଟ୍ ଟଙ୍କାରେ ଫେରାଯାଏ ନାହିଁ କିମ୍ବା ବ୍ୟବହାର ହୋଇପାରେ ନାହିଁ',
    );
    expect(ACCOUNT_CLOSING_POLICY_ODIA[0]).toContain('ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମକୁ ଫେରସ୍ତ (refund)');
  });

  it('hold every FAQ and testimonial, in order', () => {
    const faqs = twin<readonly Faq[]>('faqs');
    expect(faqs).toHaveLength(FAQS.length);
    expectOdia(strings(faqs, 'faqs'));
    const reviews = twin<readonly Testimonial[]>('home');
    expect(reviews.map((r) => [r.avatar, r.rating])).toEqual(
      TESTIMONIALS.map((r) => [r.avatar, r.rating]),
    );
    expectOdia(
      strings(
        reviews.map(({ name, detail, text }) => ({ name, detail, text })),
        'home',
      ),
    );
  });

  it('say the domain’s form sentences in the domain’s own Odia (as forms.po)', () => {
    const forms = new Map(
      readCatalogue('packages/domain/src/i18n/catalogues/forms.po').map((e) => [
        e.id,
        e.translation,
      ]),
    );
    const shared = ['blog', 'recipes', 'policies', 'company']
      .flatMap((area) => readCatalogue(`apps/web/src/i18n/catalogues/${area}.po`))
      .filter((entry) => forms.has(entry.id));
    expect(shared.map((entry) => entry.id).sort()).toEqual([
      'All fields are required',
      'No posts found matching your criteria.',
      'Post Not Found',
      '✅ Your message has been sent!',
    ]);
    for (const entry of shared) expect(entry.translation, entry.id).toBe(forms.get(entry.id));
  });
});
