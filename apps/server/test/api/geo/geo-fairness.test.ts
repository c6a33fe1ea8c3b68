import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodeCache } from '../../../src/db/schema/geocode-cache.ts';
import { startFakeNominatim } from '../../fakes/fake-nominatim.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const fake = await startFakeNominatim();
const t = await createTestApp(
  { nominatimUrl: fake.url },
  {
    geocoder: {
      minIntervalMs: 300,
      timeoutMs: 10_000,
      perClientQueue: 5,
      maxBodyBytes: 64 * 1024,
    },
    geoLookupsPerMinute: 1000,
  },
);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setBody(null);
  fake.setExtraFields(null);
  fake.setDelay(0);
});

const search = (q: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}`, remoteAddress });

describe('the geocoder shared fairly', () => {
  it('serves a newcomer’s lookup next while another client floods, and refuses the flood’s excess', async () => {
    const before = fake.requests.length;
    // Upstream is slow, so A's lookups stay outstanding while the rest arrive.
    fake.setDelay(5_000);
    // Client A floods with 10 different lookups at once: 5 wait in its queue, 5 are refused.
    const flood = Array.from({ length: 10 }, (_, i) =>
      search(`Bhubaneswar flood ${i}`, '203.0.113.1'),
    );
    // Client B asks one question while A's queue is full.
    const newcomer = search('Cuttack', '203.0.113.2');
    const answers = await Promise.all(flood);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json().message).toBe(MSG.tooManyLocationLookups);
    const b = await newcomer;
    expect(b.statusCode, b.body).toBe(200);

    // Upstream saw B's question within A's first few, not behind A's whole queue (it would have
    // been sixth): the queues took turns.
    const order = fake.requests.slice(before).map((r) => r.query.q ?? '');
    expect(order).toHaveLength(6);
    expect(order.indexOf('Cuttack')).toBeLessThanOrEqual(2);
  });

  it('answers a cached place at once, without joining the queue', async () => {
    expect((await search('Pipili', '203.0.113.9')).statusCode).toBe(200);
    fake.setDelay(5_000);
    const finished: string[] = [];
    const flood = Array.from({ length: 3 }, (_, i) =>
      search(`Bhubaneswar again ${i}`, '203.0.113.3').then(() => finished.push('flood')),
    );
    const cached = await search('pipili', '203.0.113.4');
    finished.push('cached');
    expect(cached.statusCode).toBe(200);
    await Promise.all(flood);
    // Every flood lookup waited on the slow upstream; the cached one did not wait for any of them.
    expect(finished[0]).toBe('cached');
  });
});

describe('what the geocoder answers is bounded', () => {
  it('refuses an oversized answer and caches nothing', async () => {
    fake.setBody(`[{"display_name":"${'x'.repeat(30 * 1024 * 1024)}"}]`);
    const res = await search('Khurda huge', '203.0.113.5');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: MSG.errorFetchingAddress });
    const cached = await t.app.db
      .select()
      .from(geocodeCache)
      .where(eq(geocodeCache.key, 'search:khurda huge'));
    expect(cached).toHaveLength(0);
  });

  it('stores and relays only the fields the screens use', async () => {
    fake.setExtraFields({
      licence: 'x',
      boundingbox: ['1', '2'],
      extratags: { junk: 'y'.repeat(1000) },
    });
    const res = await search('Kharavela Nagar extra', '203.0.113.6');
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('boundingbox');
    const [row] = await t.app.db
      .select()
      .from(geocodeCache)
      .where(eq(geocodeCache.key, 'search:kharavela nagar extra'));
    expect(Object.keys((row?.body ?? {}) as object).sort()).toEqual([
      'address',
      'display_name',
      'lat',
      'lon',
    ]);
    expect(JSON.stringify(row?.body)).not.toContain('junk');
  });
});
