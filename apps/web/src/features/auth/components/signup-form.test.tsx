import { MSG } from '@fitthali/domain/messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

function renderForm() {
  const Stub = createRoutesStub([{ path: '/signup', Component: SignupForm }]);
  return render(<Stub initialEntries={['/signup']} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignupForm', () => {
  it('shows each rule’s message under its own field and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const describedBy = (label: string) => {
      const input = screen.getByLabelText(label);
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(describedBy('Name')).toBe(MSG.nameTooShort);
    expect(describedBy('Email')).toBe(MSG.invalidEmail);
    expect(describedBy('Phone')).toBe(MSG.invalidPhone);
    expect(describedBy('Password')).toBe(MSG.passwordTooShort);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes whitespace from the phone number while typing', () => {
    renderForm();
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '98765 43210' } });
    expect(phone.value).toBe('9876543210');
  });

  it('shows Creating account... while the request runs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const busy = await screen.findByRole('button', { name: MSG.creatingAccount });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});
