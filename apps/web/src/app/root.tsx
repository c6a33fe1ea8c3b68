import { validateWithoutEval } from '@fitthali/domain/schemas/interpreted';
import { SITE_CONFIG_ELEMENT_ID, serializeSiteConfig } from '@fitthali/domain/site-contact';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { FitThaliLogo } from '../components/ui/fitthali-logo';
import { completeIconSprite } from '../components/ui/full-icon-sprite';
import lineIcons from '../components/ui/line-icons.svg?raw';
import { LoadingState } from '../components/ui/loading-state';
import { SITE_CONTACT } from '../content/contact-details';
import { useLocale } from '../i18n/use-locale';
import { BRAND_GREEN } from '../lib/brand-colour';
import type { Route } from './+types/root';
import { SiteShell } from './layout/site-shell';
import appCss from './styles/app.css?url';

/** The sprite's symbols, without its own frame and title: the page's copy is only definitions. */
const ICON_SYMBOLS = import.meta.env.SSR
  ? lineIcons.replace(/^[\s\S]*?<\/title>/, '').replace(/<\/svg>\s*$/, '')
  : '';

// The page's content security policy forbids eval; validators run interpreted in the browser.
validateWithoutEval();

// Declared with a precedence, React places this stylesheet before the script preloads, so the
// first paint does not wait behind the JavaScript. It is one file (app.css imports the rest), so
// the first paint waits for one request, not six.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'base' },
];

export const meta: Route.MetaFunction = () => [
  { title: 'FitThali | Healthy Food For Happy Life' },
  {
    name: 'description',
    content:
      'FitThali delivers nutritionist-planned healthy meal plans daily across Odisha. Subscribe once. Delivered Daily. From ₹159 a meal.',
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // The page's language is its URL's, so the prerendered HTML already says `lang="or"` on Odia
  // pages. The SPA fallback is prerendered once, in English, for every other path: there the
  // attribute is corrected after hydration (App's effect), not hydrated.
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_GREEN} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Data, not code: the server writes the operator's contact points and cut-off figures
            here (content/contact-details.ts). Only the prerender writes it; in the browser React
            keeps what the server sent (suppressHydrationWarning), so the writer stays out of the
            bundle. */}
        <script
          type="application/json"
          id={SITE_CONFIG_ELEMENT_ID}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, never run
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? serializeSiteConfig(SITE_CONTACT) : '',
          }}
        />
      </head>
      <body>
        {/* The line icons' symbols, written by the prerender into every page (decision 300): the
            icons draw from them (`<use href="#id">`) at first paint, with no request and no code;
            the browser keeps what the server sent, so the sprite stays out of the bundle. A
            storefront page keeps only the symbols it draws; the app adds the rest once live
            (decision 305). */}
        <svg
          className="icon-sprite"
          aria-hidden="true"
          focusable="false"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own sprite file, at build time
          dangerouslySetInnerHTML={{ __html: ICON_SYMBOLS }}
        />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the prerendered page becomes interactive; until then its buttons do nothing,
  // so browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void completeIconSprite();
  }, []);
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <SiteShell />;
}

export function HydrateFallback() {
  return (
    <div className="fullscreen-center">
      <FitThaliLogo />
      <LoadingState label="Loading FitThali…" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = 'Something went wrong';
  let details = 'An unexpected error stopped this page from loading. Please try again.';
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? '404 - Page Not Found' : `Error ${error.status}`;
    details = error.statusText || details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <main id="main" className="fullscreen-center error-page">
      <a href="/" aria-label="FitThali home">
        <FitThaliLogo />
      </a>
      <h1 className="error-page__title">{title}</h1>
      <p className="error-page__text">{details}</p>
      {/* A full page load, because the router that failed may not be able to navigate. */}
      <a className="btn btn--primary" href="/">
        Back to Home
      </a>
    </main>
  );
}
