import { PLACEHOLDER_CONTACT, whatsappUrl } from '@fitthali/domain/site-contact';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteShell } from './site-shell';

function Page() {
  return <h1>Page</h1>;
}

function renderShellAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: SiteShell,
      children: [{ path: '*', Component: Page }],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  // jsdom has no layout, so scrolling is only observed, never performed.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SiteShell', () => {
  it('wraps the page in the main landmark with a skip link to it', () => {
    renderShellAt('/');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('shows header, footer and the WhatsApp button on storefront pages', () => {
    renderShellAt('/recipes');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const chat = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(chat.getAttribute('href')).toBe(whatsappUrl(PLACEHOLDER_CONTACT.whatsapp));
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it.each(['/admin', '/admin/users', '/admin-login', '/404'])(
    'hides the storefront chrome on %s',
    (path) => {
      renderShellAt(path);
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
    },
  );

  it.each(['/subscribe-confirm', '/payment', '/login', '/signup', '/signup/'])(
    'keeps the WhatsApp button off the checkout and account form %s, header and footer stay',
    (path) => {
      renderShellAt(path);
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
    },
  );

  it.each(['/', '/meal-plan', '/high-protein-plan', '/contact', '/profile'])(
    'shows the WhatsApp button on %s',
    (path) => {
      renderShellAt(path);
      expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toBeTruthy();
    },
  );

  it('scrolls to the top when the page opens', () => {
    renderShellAt('/about');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
