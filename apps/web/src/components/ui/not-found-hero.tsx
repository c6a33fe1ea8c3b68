import type { ReactNode } from 'react';
import { LocaleLink } from '../../i18n/locale-link';
import { PageHero } from './page-hero';

/** A missing post or recipe: says so, and links back to the list it was looked for in. */
export function NotFoundHero({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <PageHero
      title={title}
      actions={
        <LocaleLink to={back.to} className="btn btn--primary">
          {back.label}
        </LocaleLink>
      }
    >
      {children}
    </PageHero>
  );
}
