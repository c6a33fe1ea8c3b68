import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadOdia } from '../i18n/messages';

// React Router's own entry, but an Odia page hydrates with its Odia messages in hand: rendered
// in English first, it would not match the prerendered Odia HTML. English pages load nothing more.
async function hydrate() {
  if (localeOfPath(window.location.pathname) === 'or') await loadOdia();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
