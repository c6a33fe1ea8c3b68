import { describe, expect, it } from 'vitest';
import { MENU_LINKS } from '../src/content/menu-links';
import { baseURL } from './support/browser.ts';
import { POLICY_AND_INFO_PAGES } from './support/pages.ts';

/** The HTML the server sends, before any script runs: a plain fetch, no browser. */
async function served(path: string) {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  const html = await res.text();
  // What a reader sees: tags stripped, entities decoded.
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // React marks text-node boundaries with empty comments; they are not spaces.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { html, text };
}

function titleOf(html: string) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function descriptionOf(html: string) {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

describe('prerendered HTML', () => {
  it('/ carries the hero, both slides, plans, why-us and testimonials', async () => {
    const { html, text } = await served('/');
    for (const phrase of [
      'Subscribe once. Delivered Daily',
      'Healthy Food For Happy Life',
      'Talk to a nutritionist, free for 30 minutes',
      'Starting at ₹239 /meal',
      'Office Employee Meal Plan',
      'Eating well, made effortless',
      'Priyanka Mohanty',
      'Subhashree Nayak',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(titleOf(html)).toBe('FitThali | Healthy Food For Happy Life');
    expect(descriptionOf(html)).toContain('Subscribe once. Delivered Daily');
  });

  it('/faqs carries all seven questions and their answers', async () => {
    const { html, text } = await served('/faqs');
    for (const phrase of [
      'How do I subscribe to a meal plan?',
      'Can I customise my meals?',
      'What happens if I miss a delivery?',
      'Is there a trial option?',
      'Can I cancel or pause my subscription?',
      'Do you cater to dietary restrictions?',
      'How do refunds work?',
      'Trial plans are not refundable.',
      'processed in 5–7 business days',
    ]) {
      expect(text).toContain(phrase);
    }
    expect((html.match(/<details/g) ?? []).length).toBe(7);
    expect(titleOf(html)).toBe('FAQs | FitThali');
  });

  it('a blog post carries its title, author, date, content and tags', async () => {
    const { html, text } = await served('/blog/plant-powered-meals-that-keep-you-full');
    for (const phrase of [
      'Plant-Powered Meals That Keep You Full',
      'FitThali Kitchen',
      '22 January 2025',
      'Dalma cooks lentils with vegetables in one pot',
      '#plant protein',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(titleOf(html)).toBe('Plant-Powered Meals That Keep You Full | FitThali');
    expect(descriptionOf(html)).toContain('Vegan does not have to mean hungry');
    expect(html).toContain('src="/images/blog/plant-powered-meals.svg"');
  });

  it('every content page has its own title and description in the HTML', async () => {
    const paths = [
      '/meal-plan',
      '/recipes',
      '/recipes/2',
      '/blog',
      ...MENU_LINKS.map((menu) => menu.path),
      ...POLICY_AND_INFO_PAGES,
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      const { html } = await served(path);
      const title = titleOf(html);
      expect(title, path).toMatch(/\| FitThali$/);
      expect(descriptionOf(html)?.length ?? 0, path).toBeGreaterThan(40);
      titles.add(title as string);
    }
    expect(titles.size).toBe(paths.length);
    expect((await served('/recipes/2')).text).toContain('180 kcal');
    expect((await served('/office-menu-plan')).text).toContain('Calories: 450 kcal');
    expect((await served('/refund')).text).toContain('5–7 business days');
  });

  it('each page paints from its HTML alone: every stylesheet is in the page', async () => {
    // A stylesheet left as a live <link> holds the first paint for a request (decision 305).
    for (const path of [
      '/',
      '/high-protein-plan',
      '/or/high-protein-plan',
      '/my-meal-plans',
      '/blog',
      '/contact',
    ]) {
      const { html } = await served(path);
      const links = html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, path).toContain('disabled=""');
        const href = /href="([^"]+)"/.exec(link)?.[1];
        expect(html, path).toContain(`<style data-href="${href}">`);
      }
    }
  });

  it('images are shipped with the app, sized, and lazy below the fold', async () => {
    const { html } = await served('/');
    const images = html.match(/<img [^>]+>/g) ?? [];
    expect(images.length).toBeGreaterThan(10);
    for (const img of images) {
      expect(img).toMatch(/src="\/images\//);
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
    }
    // The hero's thali is the first thing seen; the plan and review pictures wait.
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images.filter((img) => img.includes('loading="lazy"')).length).toBeGreaterThan(8);
    const image = await fetch(`${baseURL()}/images/plans/diabetic.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });
});
