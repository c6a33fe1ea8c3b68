// In the browser build the forms' Odia is not at hand (form-odia-on-server.client.ts): an Odia form
// waits for it, an English one never needs it (decision 308).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_WORDS } from '../features/auth/lib/auth-words';
import { formTranslator, loadFormOdia, useFormTranslator } from './form-translator';

vi.mock('./form-odia-on-server', () => ({ formOdiaAtHand: undefined }));

afterEach(cleanup);

function Title() {
  const say = useFormTranslator();
  return <h1>{say(AUTH_WORDS.login)}</h1>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>waiting</p>}>
        <Title />
      </Suspense>
    </MemoryRouter>,
  );

describe('useFormTranslator in the browser', () => {
  it('says English at once on an English page, without the Odia', () => {
    renderAt('/login');
    expect(screen.getByRole('heading').textContent).toBe('Login');
    expect(formTranslator('or')('Login')).toBe('Login');
  });

  it('waits for the forms’ Odia on an Odia page, then says it', async () => {
    // Not at hand until an Odia form asks for it.
    expect(formTranslator('or')('Login')).toBe('Login');
    await act(async () => {
      renderAt('/or/login');
    });
    await act(() => loadFormOdia());
    expect(screen.getByRole('heading').textContent).toBe('ଲଗ୍ ଇନ୍');
    expect(formTranslator('or')('Login')).toBe('ଲଗ୍ ଇନ୍');
    expect(formTranslator('en')('Login')).toBe('Login');
  });
});
