import { DURATIONS } from '@fitthali/domain/durations';
import { PLANS } from '@fitthali/domain/plans';
import { PRICE_TABLE } from '@fitthali/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/plans', () => {
  it('serves the five plans seeded from the domain, with every price cell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual(PLANS.map((p) => p.id));
    for (const plan of PLANS) {
      const served = body.plans.find((p: { id: string }) => p.id === plan.id);
      expect(served.name).toBe(plan.name);
      expect(served.path).toBe(plan.path);
      // SPEC §3 starting prices: High Protein 239, Weightloss 169, Diabetic 219, Muscle Gain 209, Office 159.
      expect(served.startingPrice).toBe(plan.startingPrice);
      for (const days of DURATIONS) {
        expect(served.prices[days]).toEqual(PRICE_TABLE[plan.id][days]);
      }
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/plans' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
