import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeIconSprite } from './full-icon-sprite';

const FILE =
  '<svg xmlns="http://www.w3.org/2000/svg"><title>icons</title><symbol id="menu"><path d="M1 1"/></symbol><symbol id="trash"><path d="M2 2"/></symbol></svg>';

describe('completeIconSprite', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('adds the symbols a partial sprite lacks, once', async () => {
    document.body.innerHTML =
      '<svg class="icon-sprite" data-partial=""><symbol id="menu"><path d="M9 9"/></symbol></svg>';
    const fetched = vi.fn(async () => new Response(FILE));
    vi.stubGlobal('fetch', fetched);
    await completeIconSprite();
    await completeIconSprite();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect([...document.querySelectorAll('symbol')].map((s) => s.id)).toEqual(['menu', 'trash']);
    // The page's own symbol stays as the server wrote it.
    expect(document.querySelector('#menu path')?.getAttribute('d')).toBe('M9 9');
    expect(document.querySelector('#trash')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('fetches nothing for a whole sprite, and keeps the page as it was when offline', async () => {
    document.body.innerHTML = '<svg class="icon-sprite"><symbol id="menu"></symbol></svg>';
    const fetched = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetched);
    await completeIconSprite();
    expect(fetched).not.toHaveBeenCalled();
    document.querySelector('svg')?.setAttribute('data-partial', '');
    await completeIconSprite();
    expect(document.querySelectorAll('symbol')).toHaveLength(1);
  });
});
