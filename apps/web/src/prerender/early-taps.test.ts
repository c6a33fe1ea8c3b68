import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT, withEarlyTaps } from './early-taps';

describe('withEarlyTaps', () => {
  it('puts the script at the end of the head, once', () => {
    const page = withEarlyTaps('<html><head><title>x</title></head><body></body></html>');
    expect(page).toBe(
      `<html><head><title>x</title><script>${EARLY_TAPS_SCRIPT}</script></head><body></body></html>`,
    );
    expect(withEarlyTaps(page)).toBe(page);
  });

  it('leaves a page without a head as it was', () => {
    expect(withEarlyTaps('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});

describe('the early-tap script', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds a tap made before the app is live, shows it, and replays it once', async () => {
    document.body.innerHTML =
      '<button type="button" data-early-tap>Menu</button><button type="button">Other</button>';
    const [menu, other] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const onMenu = vi.fn();
    const onOther = vi.fn();
    menu?.addEventListener('click', onMenu);
    other?.addEventListener('click', onOther);
    new Function(EARLY_TAPS_SCRIPT)();

    menu?.click();
    menu?.click();
    other?.click();
    expect(onMenu).not.toHaveBeenCalled();
    expect(onOther).toHaveBeenCalledTimes(1);
    expect(menu?.hasAttribute('data-early-waiting')).toBe(true);
    expect(menu?.getAttribute('aria-busy')).toBe('true');

    document.documentElement.dataset.hydrated = 'true';
    await settle();
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(menu?.hasAttribute('data-early-waiting')).toBe(false);
    expect(menu?.hasAttribute('aria-busy')).toBe(false);

    // Live now: taps go straight through.
    menu?.click();
    expect(onMenu).toHaveBeenCalledTimes(2);
  });

  it('holds a submit button, so the form does not post before the app reads it', async () => {
    document.body.innerHTML =
      '<form><input name="password" value="secret"><button type="submit" data-early-tap>Login</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    new Function(EARLY_TAPS_SCRIPT)();

    (document.querySelector('button') as HTMLButtonElement).click();
    expect(onSubmit).not.toHaveBeenCalled();

    document.documentElement.dataset.hydrated = 'true';
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
