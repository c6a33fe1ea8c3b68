import type { ReactNode } from 'react';

type AdminPageProps = { title: string; intro?: ReactNode; children?: ReactNode };

/** The heading block each admin screen starts with; it holds the screen's only h1. */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{title}</h1>
        {intro ? <p className="admin-page__intro">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
