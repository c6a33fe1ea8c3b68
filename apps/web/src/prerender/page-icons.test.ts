import { describe, expect, it } from 'vitest';
import { withPageIcons } from './page-icons';

const symbol = (id: string, body = '<path d="M0 0"/>') =>
  `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`;
const page = (sprite: string, body: string) =>
  `<html><head></head><body><svg class="icon-sprite" aria-hidden="true">${sprite}</svg>${body}</body></html>`;

describe('withPageIcons', () => {
  it('keeps the symbols the page draws, drops the rest and marks the sprite partial', () => {
    const html = page(
      symbol('menu') + symbol('user') + symbol('trash'),
      '<svg><use href="#menu"></use></svg><a href="#main">Skip</a>',
    );
    expect(withPageIcons(html)).toBe(
      `<html><head></head><body><svg class="icon-sprite" aria-hidden="true" data-partial="">${symbol('menu')}</svg><svg><use href="#menu"></use></svg><a href="#main">Skip</a></body></html>`,
    );
  });

  it('keeps a symbol another kept symbol draws', () => {
    const html = page(
      symbol('logo', '<use href="#leaf"></use>') + symbol('leaf') + symbol('trash'),
      '<svg><use href="#logo"></use></svg>',
    );
    const kept = withPageIcons(html);
    expect(kept).toContain('id="logo"');
    expect(kept).toContain('id="leaf"');
    expect(kept).not.toContain('id="trash"');
  });

  it('leaves a page that draws every icon, or has no sprite, as it was', () => {
    const whole = page(symbol('menu'), '<svg><use href="#menu"></use></svg>');
    expect(withPageIcons(whole)).toBe(whole);
    expect(withPageIcons('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});
