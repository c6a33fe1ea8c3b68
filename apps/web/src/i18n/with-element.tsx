import type { Translate } from '@fitthali/domain/i18n/translator';
import { Fragment, type ReactNode } from 'react';

// A sentence with markup inside ("Starting at <strong>₹239</strong>/meal") is translated whole, so
// each language puts the marked value where its grammar wants it; the value is then put back in.
const MARK = '\u0001';

/** `t(id)` with its one placeholder `{name}` replaced by `element`. */
export function translateWith(t: Translate, id: string, name: string, element: ReactNode) {
  const [before = '', after = ''] = t(id, { [name]: MARK }).split(MARK);
  return (
    <Fragment>
      {before}
      {element}
      {after}
    </Fragment>
  );
}

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
