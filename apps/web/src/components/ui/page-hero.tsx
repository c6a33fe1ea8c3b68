import type { ReactNode } from 'react';

type PageHeroProps = {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  /** Extra content under the intro, such as calls to action. */
  actions?: ReactNode;
};

/** The heading band every content page opens with; it holds the page's only h1. */
export function PageHero({ title, eyebrow, children, actions }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {children ? <div className="page-hero__lead">{children}</div> : null}
        {actions ? <div className="page-hero__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
