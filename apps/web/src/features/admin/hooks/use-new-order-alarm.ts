import { orderNumber } from '@fitthali/domain/order-number';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storedAdminToken } from '../../../lib/admin-session';
import { formatRupees } from '../../../lib/format';
import { listCoupons } from '../api/list-coupons';
import type { LiveConnection } from './admin-live-context';

export type NewOrder = { subscriptionId: string; totalPrice: number; receivedAt: number };

export const ALARM_SOUND = '/notify.mp3';

function isNewOrder(value: unknown): value is Omit<NewOrder, 'receivedAt'> {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return typeof event.subscriptionId === 'string' && typeof event.totalPrice === 'number';
}

function showNotification(order: Omit<NewOrder, 'receivedAt'>) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(`New Order ${orderNumber(order.subscriptionId)}`, {
      body: `Total ${formatRupees(order.totalPrice)}`,
      tag: order.subscriptionId,
      icon: '/favicon.svg',
    });
  } catch (err) {
    // Some mobile browsers only allow notifications from a service worker.
    console.warn('Could not show a browser notification', err);
  }
}

/**
 * The dashboard alarm (SPEC §2.15, §4, §7): listens for `new_order` on the admin socket, keeps every
 * order that arrived until the alarm is dismissed, loops the chime and, when permitted, shows a
 * browser notification (for an operator on another tab). The alarm box is the one on-page alert
 * and announces itself; a toast as well would say the same thing twice.
 *
 * The socket joins the admin room on every (re)connect, so a dropped connection comes back
 * without a reload; orders are remembered by id, so a replayed event never rings twice.
 */
export function useNewOrderAlarm() {
  const [orders, setOrders] = useState<NewOrder[]>([]);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [newOrderCount, setNewOrderCount] = useState(0);
  const seen = useRef(new Set<string>());
  const audio = useRef<HTMLAudioElement | null>(null);
  const ringing = useRef(false);

  const startSound = useCallback(() => {
    const sound = audio.current;
    if (!sound || !ringing.current || !sound.paused) return;
    sound.play().catch((err: unknown) => {
      // Browsers block sound until the page has been interacted with; the box is still shown.
      console.warn('The new-order sound could not start (autoplay blocked)', err);
    });
  }, []);

  const dismiss = useCallback(() => {
    ringing.current = false;
    const sound = audio.current;
    if (sound) {
      sound.pause();
      sound.currentTime = 0;
    }
    setOrders([]);
  }, []);

  useEffect(() => {
    const token = storedAdminToken();
    if (!token) return;

    const sound = new Audio(ALARM_SOUND);
    sound.loop = true;
    sound.preload = 'auto';
    audio.current = sound;

    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      Notification.requestPermission().catch(() => {});
    }

    // A blocked sound gets another chance at the operator's next click or key press.
    const retrySound = () => startSound();
    window.addEventListener('pointerdown', retrySound);
    window.addEventListener('keydown', retrySound);

    let closed = false;
    let socket: import('socket.io-client').Socket | undefined;

    const onOrder = (event: unknown) => {
      if (!isNewOrder(event) || seen.current.has(event.subscriptionId)) return;
      seen.current.add(event.subscriptionId);
      const order: NewOrder = { ...event, receivedAt: Date.now() };
      setOrders((current) => [...current, order]);
      setNewOrderCount((n) => n + 1);
      ringing.current = true;
      startSound();
      showNotification(order);
    };

    // The socket client is only needed here, so it loads in its own chunk after the page.
    import('socket.io-client').then(
      ({ io }) => {
        if (closed) return;
        const s = io({ path: '/socket.io', transports: ['websocket'] });
        socket = s;
        s.on('connect', () => {
          setConnection('connecting');
          s.emit('joinAdmin', storedAdminToken(), (ack: { success?: boolean } | undefined) => {
            if (ack?.success) {
              setConnection('live');
              return;
            }
            setConnection('offline');
            // Ask the API whether the token is still good; a 401/403 there ends the session.
            listCoupons().catch(() => {});
          });
        });
        s.on('disconnect', () => setConnection('offline'));
        s.on('connect_error', () => setConnection('offline'));
        s.on('new_order', onOrder);
      },
      (err: unknown) => {
        console.error('Could not load the realtime client', err);
        setConnection('offline');
      },
    );

    return () => {
      closed = true;
      socket?.disconnect();
      window.removeEventListener('pointerdown', retrySound);
      window.removeEventListener('keydown', retrySound);
      ringing.current = false;
      sound.pause();
      audio.current = null;
    };
  }, [startSound]);

  return { orders, dismiss, connection, newOrderCount };
}
