import { describe, expect, it } from 'vitest';
import { groupStops, type StopDelivery } from './run-stops.ts';

const cod = (amountDue: number | null) => ({ amountDue });

function meal(
  id: string,
  door: string,
  extra: Partial<StopDelivery> = {},
): StopDelivery & { name: string } {
  return {
    deliveryId: id,
    subscriptionId: `order-${id}`,
    door,
    status: 'scheduled',
    cash: null,
    name: id,
    ...extra,
  };
}

describe('one stop per door (issue 25 point 8)', () => {
  it("groups a customer's three orders at one door into one stop, in run sheet order", () => {
    const stops = groupStops([
      meal('a', '751001|saheed nagar|plot 12'),
      meal('b', '751001|saheed nagar|plot 12'),
      meal('c', '751001|saheed nagar|plot 12'),
      meal('d', '751002|unit 3|flat 4'),
    ]);
    expect(stops.map((s) => s.deliveries.map((d) => d.name))).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('sums the cash due of the COD orders at the door, each order once', () => {
    const [stop] = groupStops([
      meal('a', 'door', { cash: cod(1743) }),
      meal('b', 'door', { cash: cod(249) }),
      meal('c', 'door', { cash: null }), // paid online
      meal('d', 'door', { cash: cod(null) }), // collected on an earlier delivery
    ]);
    expect(stop?.cashDue).toBe(1992);
    expect(stop?.toCollect.map((d) => d.deliveryId)).toEqual(['a', 'b']);
  });

  it('takes no cash on a missed meal', () => {
    const [stop] = groupStops([
      meal('a', 'door', { cash: cod(249), status: 'missed' }),
      meal('b', 'door', { cash: cod(498), status: 'delivered' }),
    ]);
    expect(stop?.cashDue).toBe(498);
    expect(stop?.toCollect.map((d) => d.deliveryId)).toEqual(['b']);
  });

  it('joins a door split across pages to its first stop', () => {
    const stops = groupStops([meal('a', 'x'), meal('b', 'y'), meal('c', 'x')]);
    expect(stops.map((s) => s.deliveries.map((d) => d.name))).toEqual([['a', 'c'], ['b']]);
  });

  it('counts one order once even if it came twice (a page read again)', () => {
    const [stop] = groupStops([
      meal('a', 'door', { cash: cod(249) }),
      { ...meal('a2', 'door', { cash: cod(249) }), subscriptionId: 'order-a' },
    ]);
    expect(stop?.cashDue).toBe(249);
  });

  it('has no stops for no deliveries', () => {
    expect(groupStops([])).toEqual([]);
  });
});

describe("a stop's allergy flags (issue 26 point 6)", () => {
  it('flags a meal whose dish holds what the customer avoids, and says what others avoid', () => {
    const [stop] = groupStops([
      meal('a', 'door', { dishChoice: 'conflict', dishConflicts: ['eggs'], avoids: ['eggs'] }),
      meal('b', 'door', { dishChoice: 'preference', dishConflicts: null, avoids: ['milk'] }),
      meal('c', 'door', { dishChoice: 'default', avoids: [] }),
    ]);
    expect(stop?.allergies).toEqual([
      { deliveryId: 'a', conflict: true, text: 'Holds egg — customer avoids egg' },
      { deliveryId: 'b', conflict: false, text: 'Avoids milk' },
    ]);
  });
});
