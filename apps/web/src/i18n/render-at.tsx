// Tests render a page's component at a path, so `useLocale` reads its language from the address
// as on the site: '/profile' in English, '/or/profile' in Odia (once `loadOdia` has run).
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** `render(ui)` inside a router at `path`. */
export function renderAt(ui: ReactElement, path = '/profile'): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    ),
  });
}
