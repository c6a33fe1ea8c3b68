import type { Translate } from '@fitthali/domain/i18n/translator';
import { Fragment, type ReactNode } from 'react';

// A label with several values ("{option} menu, {label}") translated whole, so each language puts
// the values where its grammar wants them; each value is put back as its own node. The English
// keeps the text nodes a JSX literal of the same words would make, so a page rendered before and
// after a component is translated is the same to the byte.
const MARK = '\u0001';

/** `t(id)` with each `{name}` of `values` put back as its own node, in the language's order. */
export function translateParts(t: Translate, id: string, values: Record<string, ReactNode>) {
  const marked = Object.fromEntries(
    Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const pieces = t(id, marked).split(MARK);
  return (
    <Fragment>
      {pieces.map((piece, i) =>
        // Odd pieces are the names between marks; empty text makes no node, so it is left out.
        i % 2 === 1 ? <Fragment key={piece}>{values[piece]}</Fragment> : piece || null,
      )}
    </Fragment>
  );
}
