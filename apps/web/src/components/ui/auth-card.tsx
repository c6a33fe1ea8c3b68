import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FitThaliLogo } from './fitthali-logo';

type AuthCardProps = {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Pages shown without the site header need their own way back to the storefront. */
  showLogo?: boolean;
};

export function AuthCard({ title, intro, children, footer, showLogo = false }: AuthCardProps) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        {showLogo ? (
          <Link to="/" className="auth-card__logo" aria-label="FitThali home">
            <FitThaliLogo />
          </Link>
        ) : null}
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__intro">{intro}</p>
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </section>
  );
}
