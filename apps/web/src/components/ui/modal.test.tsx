import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Are you sure?" description="Really.">
        <button type="button">First</button>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab inside', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // The close button comes first.
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('makes the page behind inert while open, except the toasts, and gives it back on close', () => {
    const toaster = document.createElement('section');
    toaster.className = 'toaster';
    document.body.append(toaster);
    const { container } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(container.hasAttribute('inert')).toBe(true);
    expect(toaster.hasAttribute('inert')).toBe(false);
    expect(backdrop.hasAttribute('inert')).toBe(false);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(container.hasAttribute('inert')).toBe(false);
    toaster.remove();
  });
});
