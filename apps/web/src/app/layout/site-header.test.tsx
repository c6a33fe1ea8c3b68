import { PLANS } from '@fitthali/domain/plans';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_LINKS } from '../../content/menu-links';
import { SiteHeader } from './site-header';

function LoginPage() {
  return <p>Login page</p>;
}

function renderHeader(path = '/') {
  const Stub = createRoutesStub([
    { path: '/*', Component: SiteHeader },
    { path: '/login', Component: LoginPage },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function desktopProfile() {
  const links = screen.getAllByRole('link').filter((link) => link.closest('nav') === null);
  const profile = links.find((link) => link.classList.contains('profile-link'));
  if (!profile) throw new Error('desktop profile link missing');
  return profile;
}

function mobileProfile() {
  const item = mainNav().querySelector('.site-nav__profile-mobile a');
  if (!(item instanceof HTMLAnchorElement)) throw new Error('mobile profile link missing');
  return item;
}

function signIn(user: object) {
  localStorage.setItem('token', 'token-123');
  localStorage.setItem('user', JSON.stringify(user));
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SiteHeader', () => {
  it('links the five sections and the logo home', () => {
    renderHeader();
    const names = within(mainNav())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names.slice(0, 5)).toEqual([
      ['Home', '/'],
      ['Meal Plans', '/meal-plan'],
      ['Recipes', '/recipes'],
      ['Blog', '/blog'],
      ['About', '/about'],
    ]);
    expect(screen.getByRole('link', { name: 'FitThali home' }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-out visitor to /login under the label Profile', () => {
    renderHeader();
    expect(desktopProfile().getAttribute('href')).toBe('/login');
    expect(desktopProfile().textContent).toBe('Profile');
    expect(mobileProfile().textContent).toBe('Profile');
  });

  it('shows the name on desktop and the phone in the mobile menu when signed in', () => {
    signIn({ name: 'Asha Das', phone: '9876543210', email: 'asha@example.com' });
    renderHeader();
    expect(desktopProfile().getAttribute('href')).toBe('/profile');
    expect(desktopProfile().textContent).toBe('Asha Das');
    expect(mobileProfile().textContent).toBe('9876543210');
  });

  it('falls back to the email, then Profile, in the mobile menu', () => {
    signIn({ email: 'asha@example.com' });
    renderHeader();
    expect(mobileProfile().textContent).toBe('asha@example.com');
    expect(desktopProfile().textContent).toBe('Profile');
  });

  it('treats unreadable stored user JSON as no user', () => {
    localStorage.setItem('token', 'token-123');
    localStorage.setItem('user', '{broken');
    renderHeader();
    expect(desktopProfile().getAttribute('href')).toBe('/profile');
    expect(desktopProfile().textContent).toBe('Profile');
  });

  it('re-reads storage when auth-changed fires', () => {
    renderHeader();
    expect(desktopProfile().getAttribute('href')).toBe('/login');
    act(() => {
      signIn({ name: 'Ravi' });
      window.dispatchEvent(new Event('auth-changed'));
    });
    expect(desktopProfile().getAttribute('href')).toBe('/profile');
    expect(desktopProfile().textContent).toBe('Ravi');
  });

  it('keeps only the location items when a signed-out visitor opens the profile entry', async () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Old session' }));
    localStorage.setItem('justLoggedIn', 'true');
    localStorage.setItem('city', 'Puri');
    localStorage.setItem('user-location-pin', '752001');
    renderHeader('/about');
    fireEvent.click(desktopProfile());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect({ ...localStorage }).toEqual({ city: 'Puri', 'user-location-pin': '752001' });
  });

  it('opens the mobile menu from the toggle and closes it on navigation', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hasAttribute('data-open')).toBe(true);

    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Recipes' }));
    await screen.findByRole('link', { name: 'Recipes', current: 'page' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  // The plan list, every plan page and weekly menu, and the order's own steps.
  it.each([
    '/meal-plan',
    ...PLANS.map((plan) => plan.path),
    ...MENU_LINKS.map((menu) => menu.path),
    '/subscribe-confirm',
    '/payment/',
  ])('marks Meal Plans, and only it, as the current page on %s', (path) => {
    renderHeader(path);
    const current = within(mainNav()).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Meal Plans']);
    expect(current[0]?.classList.contains('active')).toBe(true);
  });

  it.each([
    ['/', 'Home'],
    ['/recipes', 'Recipes'],
    ['/recipes/2', 'Recipes'],
    ['/blog/eat-well', 'Blog'],
    ['/about', 'About'],
  ])('marks the section of %s as %s', (path, label) => {
    renderHeader(path);
    const current = within(mainNav()).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it.each(['/contact', '/profile', '/faqs'])('marks no entry on %s', (path) => {
    renderHeader(path);
    expect(within(mainNav()).queryAllByRole('link', { current: 'page' })).toEqual([]);
  });

  it('closes the mobile menu on Escape', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
