// The key of an English sentence in the web's compiled Odia catalogues (decision 315). A page's
// code already holds each sentence in English; keying its Odia by a short hash keeps the page from
// downloading every sentence twice. `scripts/i18n-catalogues.mjs` keys the catalogues with the same
// function, and a unit test holds the two equal.

/** FNV-1a over the sentence's UTF-16 code units, in base 36 ('Set' → a few letters). */
export function messageKey(english: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i += 1) {
    hash ^= english.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
