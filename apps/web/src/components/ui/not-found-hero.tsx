import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
        <Link to={back.to} className="btn btn--primary">
          {back.label}
        </Link>
      }
    >
      {children}
    </PageHero>
  );
}
