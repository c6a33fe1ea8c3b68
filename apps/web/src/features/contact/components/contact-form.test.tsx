import { CONTACT_MESSAGE_MAX } from '@fitthali/domain/schemas/contact';
import { EMAIL_MAX, NAME_MAX } from '@fitthali/domain/schemas/fields';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_MS, ContactForm, FIELD_LIMITS } from './contact-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactForm', () => {
  it('limits the fields like the server does', () => {
    expect(FIELD_LIMITS).toEqual({
      name: NAME_MAX,
      email: EMAIL_MAX,
      message: CONTACT_MESSAGE_MAX,
    });
    render(<ContactForm />, { wrapper: MemoryRouter });
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('5000');
  });

  it('says "All fields are required" and sends nothing while a field is blank', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ContactForm />, { wrapper: MemoryRouter });
    fill('Name', 'Ravi');
    fill('Message', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert').textContent).toBe('All fields are required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the message, clears the form and confirms for 3 s', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: '✅ Your message has been sent!' }), {
        status: 201,
      }),
    );
    render(<ContactForm />, { wrapper: MemoryRouter });
    fill('Name', 'Ravi');
    fill('Email', 'ravi@example.in');
    fill('Message', 'Do you deliver to Puri?');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Ravi',
      email: 'ravi@example.in',
      message: 'Do you deliver to Puri?',
    });
    expect(screen.getByRole('status').textContent).toBe('✅ Your message has been sent!');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    act(() => vi.advanceTimersByTime(CONFIRMATION_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('✅ Your message has been sent!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("shows the server's reason when it refuses", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, message: 'Too many messages from your network.' }),
        {
          status: 429,
        },
      ),
    );
    render(<ContactForm />, { wrapper: MemoryRouter });
    fill('Name', 'Ravi');
    fill('Email', 'ravi@example.in');
    fill('Message', 'Hello');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many messages from your network.');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
