import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, hydrated, newPage, PHONE } from './support/browser.ts';
import { englishOn } from './support/english-left.ts';

// Issue 27: the storefront's content pages in Odia on their `/or/` twins (decision 260).
const browser = browserForFile();

const POST = '/blog/building-a-balanced-indian-plate';

/** The HTML the server sends, before any script runs. */
async function served(path: string): Promise<string> {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('Odia content pages (issue 27)', () => {
  it('are served prerendered in Odia: a blog post, the refund policy and the FAQ', async () => {
    const post = await served(`/or${POST}`);
    expect(post).toContain('<html lang="or"');
    expect(post).toContain('<title>ସନ୍ତୁଳିତ ଭାରତୀୟ ଥାଳି କିପରି ସଜାଇବେ | FitThali</title>');
    expect(post).toContain('ଅଧା, ଚତୁର୍ଥାଂଶ, ଚତୁର୍ଥାଂଶର ନିୟମ');
    expect(post).toContain('10 ମାର୍ଚ୍ଚ 2025');
    expect(post).not.toContain('Where the everyday plate goes wrong');

    const refund = await served('/or/refund');
    expect(refund).toContain('<html lang="or"');
    expect(refund).toContain('ଯଦି ଆପଣ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କରନ୍ତି');
    expect(refund).toContain('ଆପଣଙ୍କ ପ୍ରଥମ ଭୋଜନର ଡେଲିଭରି ସମୟ ଆରମ୍ଭ ହେବାର ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ');
    expect(refund).not.toContain('If you delete your account');

    const faqs = await served('/or/faqs');
    expect(faqs).toContain('<html lang="or"');
    expect(faqs).toContain('ଟ୍ରାଏଲ୍ ନେବାର ସୁବିଧା ଅଛି କି?');
    expect(faqs).not.toContain('Is there a trial option?');

    // The English pages say what they always said, and carry no Odia.
    const english = await served(POST);
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('Where the everyday plate goes wrong');
    // Only the language switch's own name is Odia.
    expect(english.replaceAll('>ଓଡ଼ିଆ<', '')).not.toMatch(/[\u0B00-\u0B7F]/);

    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/or${POST}</loc>`);
    expect(sitemap).toContain('/or/recipes/1</loc>');
  });

  it('hydrate in Odia, move between Odia posts, and the switch keeps the post', async () => {
    const page = await newPage(browser(), PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/or/blog');
    await hydrated(page);
    await page.getByRole('button', { name: 'ମାଂସପେଶୀ ବୃଦ୍ଧି' }).click();
    // The post's card (the recent posts beside it link to it too).
    await page
      .getByRole('listitem')
      .getByRole('link', { name: 'ଭାରତୀୟ ଖାଦ୍ୟରେ ମାଂସପେଶୀ ବଢ଼ାଇବା ପାଇଁ ପ୍ରୋଟିନ୍' })
      .first()
      .click();
    await page.waitForURL(/\/or\/blog\/protein-for-muscle-gain-on-indian-food$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'ସାରା ଦିନରେ ବାଣ୍ଟି ଖାଆନ୍ତୁ' }).count())
      .toBe(1);
    expect(await page.title()).toBe('ଭାରତୀୟ ଖାଦ୍ୟରେ ମାଂସପେଶୀ ବଢ଼ାଇବା ପାଇଁ ପ୍ରୋଟିନ୍ | FitThali');

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/blog\/protein-for-muscle-gain-on-indian-food$/);
    expect(new URL(page.url()).pathname).toBe('/blog/protein-for-muscle-gain-on-indian-food');
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'Protein for Muscle Gain on Indian Food' })
      .waitFor();

    await page.getByRole('link', { name: 'ଓଡ଼ିଆ' }).click();
    await page.waitForURL(/\/or\/blog\/protein-for-muscle-gain-on-indian-food$/);
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'ଭାରତୀୟ ଖାଦ୍ୟରେ ମାଂସପେଶୀ ବଢ଼ାଇବା ପାଇଁ ପ୍ରୋଟିନ୍' })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the Odia contact form says the domain’s Odia when a field is empty', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/or/contact');
    await hydrated(page);
    await page.getByLabel('ନାମ', { exact: true }).fill('ସୁମନ');
    await page.getByRole('button', { name: 'ମେସେଜ୍ ପଠାନ୍ତୁ' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('ସବୁ ଘର ପୂରଣ କରିବା ଜରୁରୀ');
    await page.close();
  });

  it('has no serious or critical axe violations at 360 px', async () => {
    const page = await newPage(browser(), PHONE);
    const problems: Record<string, string[]> = {};
    for (const path of ['/or/refund', `/or${POST}`, '/or/recipes/1']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const found = await seriousViolations(page);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
    await page.close();
  });
});

/** Every page prerendered under `/or/` (react-router.config.ts), as a phone first opens it. */
const PRERENDERED = [
  '/or/',
  '/or/meal-plan',
  '/or/high-protein-plan',
  '/or/weightloss-plan',
  '/or/diabetic-plan',
  '/or/custom-meal-plan',
  '/or/employee-meal-plan',
  '/or/my-meal-plans',
  '/or/weightloss-meal-plan',
  '/or/balanced-diet-plan',
  '/or/muscle-gain-meal-plan',
  '/or/office-menu-plan',
  '/or/blog',
  `/or${POST}`,
  '/or/recipes',
  '/or/recipes/1',
  '/or/about',
  '/or/contact',
  '/or/terms',
  '/or/privacy',
  '/or/refund',
  '/or/faqs',
  '/or/login',
  '/or/signup',
  '/or/forgot-password',
  '/or/404',
];

describe('every Odia storefront page (issue 27)', () => {
  it('leaves nothing in English once it is live, but names and brands', async () => {
    const page = await newPage(browser(), PHONE);
    const left: Record<string, string[]> = {};
    for (const path of PRERENDERED) {
      await page.goto(path);
      await hydrated(page);
      const english = await englishOn(page, []);
      if (english.length > 0) left[path] = english;
    }
    expect(left).toEqual({});
    await page.close();
  });
});
