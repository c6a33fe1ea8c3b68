// The signup and login forms on their Odia pages (issue 27): labels, buttons and every field's
// message in Odia, the same sentences the server answers an Odia request with.
import { MSG } from '@fitthali/domain/messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/or/signup', Component: SignupForm },
    { path: '/or/login', Component: LoginForm },
    { path: '/signup', Component: SignupForm },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const describedBy = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('the Odia signup form', () => {
  it('shows each field’s message in Odia under its Odia label, and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/or/signup');
    fireEvent.click(screen.getByRole('button', { name: 'ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ' }));
    expect(describedBy('ନାମ')).toBe('ନାମରେ ଅତି କମରେ 3ଟି ଅକ୍ଷର ରହିବା ଦରକାର।');
    expect(describedBy('ଇମେଲ୍')).toBe('ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।');
    expect(describedBy('ଫୋନ୍')).toBe('10 ଅଙ୍କର ଏକ ଠିକ୍ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।');
    expect(describedBy('ପାସୱାର୍ଡ')).toBe('ପାସୱାର୍ଡରେ ଅତି କମରେ 6ଟି ଅକ୍ଷର ରହିବା ଦରକାର।');
    expect(screen.getByRole('button', { name: 'ପାସୱାର୍ଡ ଦେଖାନ୍ତୁ' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a phone number typed in Odia digits as Western digits', () => {
    renderAt('/or/signup');
    const phone = screen.getByLabelText('ଫୋନ୍') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '୯୮୭୬୫ ୪୩୨୧୦' } });
    expect(phone.value).toBe('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ' }));
    expect(describedBy('ଫୋନ୍')).toBeFalsy();
  });

  it('stays English on the English page', () => {
    renderAt('/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(describedBy('Name')).toBe(MSG.nameTooShort);
  });
});

describe('the Odia login form', () => {
  it('asks for both fields in Odia', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/or/login');
    expect(screen.getByLabelText('ଫୋନ୍ କିମ୍ବା ଇମେଲ୍')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ଲଗ୍ ଇନ୍' }));
    expect(screen.getByRole('alert').textContent).toBe('ଦୟାକରି ସବୁ ଘର ପୂରଣ କରନ୍ତୁ');
  });
});
