// What every benchmark script needs: a free port, a server that answers, and an order to place.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export async function waitHealthy(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became healthy`);
}

/**
 * A seven-day High Protein lunch order from the day after tomorrow (India time; always past the
 * kitchen's 24-hour notice) at the seed price. The benches run on plain Node, which cannot import
 * the TypeScript domain package: a start date and seven consecutive dates are all they need.
 */
export function benchOrder({ couponCode = '', discount = 0, paymentMode = 'COD' } = {}) {
  const start = new Date(Date.now() + 5.5 * 3600_000 + 48 * 3600_000).toISOString().slice(0, 10);
  const dates = [];
  for (let i = 0; i < 7; i += 1) {
    dates.push(
      new Date(Date.parse(`${start}T00:00:00Z`) + i * 86400_000).toISOString().slice(0, 10),
    );
  }
  return {
    plan: 'High Protein',
    slot: 'Lunch',
    mealOption: 'Veg',
    duration: '7 Days',
    days: 7,
    startDate: start,
    deliveryDates: dates,
    address: {
      at: 'Plot 42, Kharavela Nagar',
      po: 'Unit 3',
      dist: 'Khordha',
      pin: '751001',
      lat: null,
      lng: null,
    },
    totalPrice: 7 * 249 - discount,
    discount,
    couponCode,
    paymentMode,
    selectedDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  };
}
