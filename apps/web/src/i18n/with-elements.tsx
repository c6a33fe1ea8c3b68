import type { Translate } from '@fitthali/domain/i18n/translator';
import { Fragment, type ReactNode } from 'react';

// translateWith (with-element.tsx) for a sentence with several marked values ("from <strong>Mon,
// 1 Dec</strong> to <strong>Sun, 7 Dec</strong>"): each language orders them as its grammar wants.
// Kept out of the shell, so only the pages that say such sentences download it.

/** Private-use characters around a placeholder's name: no sentence contains them. */
const MARKED = /\uE000(\w+)\uE001/;

/** `t(id)` with each placeholder named in `elements` replaced by its element. */
export function translateWithElements(
  t: Translate,
  id: string,
  elements: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
) {
  const marks = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `\uE000${name}\uE001`]),
  );
  const nodes: ReactNode[] = [];
  let rest = t(id, { ...values, ...marks });
  for (let match = MARKED.exec(rest); match; match = MARKED.exec(rest)) {
    const name = match[1] ?? '';
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    nodes.push(<Fragment key={name}>{elements[name]}</Fragment>);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(rest);
  return <Fragment>{nodes}</Fragment>;
}
