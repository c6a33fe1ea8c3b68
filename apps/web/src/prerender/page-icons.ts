/**
 * Build step, run on every prerendered storefront page (react-router.config.ts): the icon sprite
 * written into the page (app/root.tsx, decision 300) keeps only the symbols the page draws. A plan
 * page draws 12 of the sprite's 50 icons; the other 38 (the profile's, the admin's, the dialogs')
 * were 2 KB of compressed HTML before the first paint. The app adds the whole sprite once it is
 * live (full-icon-sprite.ts), before anything drawn later can need it (decision 305).
 */

const SPRITE = /(<svg\b[^>]*\bclass="icon-sprite"[^>]*>)([\s\S]*?)(<\/svg>)/;
const SYMBOL = /<symbol\b[^>]*\bid="([^"]+)"[\s\S]*?<\/symbol>/g;
const REFERENCE = /\bhref="#([^"]+)"/g;

function referencedIds(html: string): Set<string> {
  return new Set([...html.matchAll(REFERENCE)].map((match) => match[1] as string));
}

/**
 * The page with only the sprite symbols it references (`href="#id"` anywhere outside the sprite,
 * and what those symbols reference in turn), marked `data-partial` when it lost any. A page
 * without the sprite is returned as it was.
 */
export function withPageIcons(html: string): string {
  const sprite = SPRITE.exec(html);
  if (!sprite) return html;
  const [whole, open, symbols, close] = sprite as unknown as [string, string, string, string];
  const page = html.replace(whole, '');
  const used = referencedIds(page);
  const byId = new Map(
    [...symbols.matchAll(SYMBOL)].map((match) => [match[1] as string, match[0]]),
  );
  // A symbol may draw another (`<use>` inside it): keep what the kept ones reach.
  const pending = [...used];
  while (pending.length > 0) {
    const symbol = byId.get(pending.pop() as string);
    for (const id of symbol ? referencedIds(symbol) : []) {
      if (!used.has(id)) {
        used.add(id);
        pending.push(id);
      }
    }
  }
  const kept = [...byId].filter(([id]) => used.has(id)).map(([, symbol]) => symbol);
  if (kept.length === byId.size) return html;
  const partial = open.replace(/>$/, ' data-partial="">');
  return html.replace(whole, `${partial}${kept.join('')}${close}`);
}
