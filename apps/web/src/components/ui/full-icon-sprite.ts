import spriteUrl from './line-icons.svg?url&no-inline';

/**
 * A prerendered storefront page carries only the icon symbols it draws (prerender/page-icons.ts,
 * decision 305) and marks its sprite `data-partial`; once the app is live, the sprite's content
 * becomes the whole sprite file, so icons drawn later by a dialog or a page reached in the browser
 * find their symbol (a `<use>` drawn before its symbol exists draws as soon as it does). The SPA
 * fallback's sprite is whole: nothing to fetch.
 */
export function completeIconSprite(doc: Document = document): Promise<void> {
  const sprite = doc.querySelector('.icon-sprite[data-partial]');
  sprite?.removeAttribute('data-partial');
  return sprite
    ? fetch(spriteUrl)
        .then((response) => response.text())
        .then((file) => {
          // The file's own frame and title go too: the page's copy is only definitions.
          if (file.includes('<symbol'))
            sprite.innerHTML = file.replace(/^[\s\S]*?<\/title>|<\/svg>\s*$/g, '');
        })
        // Offline or interrupted: the page keeps the icons it drew; nothing a tap needs is lost.
        .catch(() => {})
    : Promise.resolve();
}
