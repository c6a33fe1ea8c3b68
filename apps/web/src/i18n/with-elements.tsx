import type { Translate } from '@fitthali/domain/i18n/translator';
import { Fragment, type ReactNode } from 'react';

// translateWith (with-element.tsx) for a sentence with several marked parts, in a module of its
// own: with-element.tsx is in the shell every page downloads, this only where it is used.
const MARK = '\u0001';

/** `t(id)` with each of its placeholders replaced by the element of that name. */
export function translateWithAll(t: Translate, id: string, elements: Record<string, ReactNode>) {
  const names = Object.keys(elements);
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const parts = t(id, marks).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return (
    <Fragment>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never reorder.
          <Fragment key={index}>{elements[names[Number(part)] ?? '']}</Fragment>
        ) : (
          part
        ),
      )}
    </Fragment>
  );
}
