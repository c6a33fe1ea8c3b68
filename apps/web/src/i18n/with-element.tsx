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
