import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** A stand-in for the Socket.IO client: the test fires its events. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: { event: string; args: unknown[] }[] = [];
  joinAnswer = { success: true };
  disconnected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    const ack = args[args.length - 1];
    if (event === 'joinAdmin' && typeof ack === 'function') ack(this.joinAnswer);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const sockets: FakeSocket[] = [];
const ioOptions: unknown[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    ioOptions.push(options);
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const toastCalls: { message: unknown; options: Record<string, unknown> }[] = [];
const dismissed: string[] = [];
vi.mock('../../../lib/toast', () => {
  const toast = (message: unknown, options: Record<string, unknown>) => {
    toastCalls.push({ message, options });
    return options.id;
  };
  toast.dismiss = (id: string) => dismissed.push(id);
  return { toast };
});

const plays: HTMLMediaElement[] = [];
const notifications: string[] = [];

beforeEach(() => {
  localStorage.setItem('adminToken', 'admin-token');
  sockets.length = 0;
  ioOptions.length = 0;
  toastCalls.length = 0;
  dismissed.length = 0;
  plays.length = 0;
  notifications.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    plays.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.stubGlobal(
    'Notification',
    class {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string) {
        notifications.push(title);
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function connected() {
  const { useNewOrderAlarm } = await import('./use-new-order-alarm');
  const hook = renderHook(() => useNewOrderAlarm());
  await waitFor(() => expect(sockets.length).toBe(1));
  const socket = sockets[0] as FakeSocket;
  act(() => socket.fire('connect'));
  return { hook, socket };
}

describe('useNewOrderAlarm', () => {
  it('joins the admin room over the websocket transport with the stored token', async () => {
    const { hook, socket } = await connected();
    expect(ioOptions[0]).toEqual({ path: '/socket.io', transports: ['websocket'] });
    expect(socket.emitted[0]?.event).toBe('joinAdmin');
    expect(socket.emitted[0]?.args[0]).toBe('admin-token');
    expect(hook.result.current.connection).toBe('live');
  });

  it('keeps every new order, rings once per order id, and raises no toast beside the alarm box', async () => {
    const { hook, socket } = await connected();
    const first = '3f2a9c1b-7d4e-4a61-9b2c-0e5f6a7b8c9d';
    const second = '0b1c2d3e-4f50-4a61-9b2c-0e5f6a7b8c9d';
    act(() => socket.fire('new_order', { subscriptionId: first, totalPrice: 1743 }));
    act(() => socket.fire('new_order', { subscriptionId: second, totalPrice: 999 }));
    // The same order again (e.g. replayed after a reconnect) rings nothing new.
    act(() => socket.fire('new_order', { subscriptionId: first, totalPrice: 1743 }));
    act(() => socket.fire('new_order', { nonsense: true }));

    // The full ids stay in the data; people read the short number.
    expect(hook.result.current.orders.map((o) => o.subscriptionId)).toEqual([first, second]);
    expect(hook.result.current.newOrderCount).toBe(2);
    expect(toastCalls).toHaveLength(0);
    expect(notifications).toEqual(['New Order #3F2A9C1B', 'New Order #0B1C2D3E']);
    expect(plays.length).toBeGreaterThanOrEqual(1);
    expect(new URL(plays[0]?.src ?? '', 'http://x').pathname).toBe('/notify.mp3');
    expect(plays[0]?.loop).toBe(true);

    act(() => hook.result.current.dismiss());
    expect(hook.result.current.orders).toEqual([]);
    expect(dismissed).toEqual([]);
  });

  it('joins again on every reconnect', async () => {
    const { hook, socket } = await connected();
    act(() => socket.fire('disconnect'));
    expect(hook.result.current.connection).toBe('offline');
    act(() => socket.fire('connect'));
    expect(socket.emitted.filter((e) => e.event === 'joinAdmin')).toHaveLength(2);
    expect(hook.result.current.connection).toBe('live');
  });

  it('only warns when the browser blocks the sound', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
      Promise.reject(new DOMException('blocked', 'NotAllowedError')),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hook, socket } = await connected();
    act(() => socket.fire('new_order', { subscriptionId: 'order-9', totalPrice: 500 }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
    expect(hook.result.current.orders).toHaveLength(1);
  });

  it('disconnects when the admin area closes', async () => {
    const { hook, socket } = await connected();
    hook.unmount();
    expect(socket.disconnected).toBe(true);
  });
});
