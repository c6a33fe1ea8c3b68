import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeIconSprite } from './full-icon-sprite';

const FILE =
  '<svg xmlns="http://www.w3.org/2000/svg"><title>icons</title><symbol id="menu"><path d="M1 1"/></symbol><symbol id="trash"><path d="M2 2"/></symbol></svg>';

describe('completeIconSprite', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('makes a partial sprite whole, once', async () => {
    document.body.innerHTML =
      '<svg class="icon-sprite" data-partial=""><symbol id="menu"><path d="M9 9"/></symbol></svg>';
    const fetched = vi.fn(async () => new Response(FILE));
    vi.stubGlobal('fetch', fetched);
    await completeIconSprite();
    await completeIconSprite();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect([...document.querySelectorAll('symbol')].map((s) => s.id)).toEqual(['menu', 'trash']);
    expect(document.querySelector('.icon-sprite > symbol#trash')?.namespaceURI).toBe(
      'http://www.w3.org/2000/svg',
    );
    expect(document.querySelector('.icon-sprite title')).toBeNull();
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
    // A server error's page is not a sprite: the symbols stay.
    document.querySelector('svg')?.setAttribute('data-partial', '');
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await completeIconSprite();
    expect(document.querySelectorAll('symbol')).toHaveLength(1);
  });
});
