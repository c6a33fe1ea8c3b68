import spriteUrl from './line-icons.svg?url&no-inline';

/**
 * A prerendered storefront page carries only the icon symbols it draws (prerender/page-icons.ts,
 * decision 305) and marks its sprite `data-partial`; once the app is live, the rest of the sprite
 * (the dialogs', the profile's, the other pages') is added from the sprite file, so icons drawn
 * later by a dialog or a page reached in the browser find their symbol. A `<use>` drawn before its
 * symbol arrives draws as soon as it does. The SPA fallback's sprite is whole: nothing to add.
 */
export function completeIconSprite(doc: Document = document): Promise<void> {
  const sprite = doc.querySelector('svg.icon-sprite[data-partial]');
  if (!sprite) return Promise.resolve();
  sprite.removeAttribute('data-partial');
  return (
    fetch(spriteUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        const file = new DOMParser().parseFromString(text, 'image/svg+xml');
        for (const symbol of file.querySelectorAll('symbol')) {
          if (!doc.getElementById(symbol.id)) sprite.append(doc.importNode(symbol, true));
        }
      })
      // Offline or interrupted: the page keeps the icons it drew; nothing a tap needs is lost.
      .catch(() => {})
  );
}
