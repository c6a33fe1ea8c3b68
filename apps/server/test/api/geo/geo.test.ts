import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_AGENT } from '../../../src/geo/geocoder.ts';
import { startFakeNominatim } from '../../fakes/fake-nominatim.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const fake = await startFakeNominatim();
const t = await createTestApp(
  { nominatimUrl: fake.url },
  { geocoder: { minIntervalMs: 300, timeoutMs: 500 }, geoLookupsPerMinute: 1000 },
);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setDelay(0);
  fake.setFailure(null);
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('GET /api/geo/search', () => {
  it('asks upstream with the §7 parameters and answers what the screens need', async () => {
    const before = fake.requests.length;
    const res = await get('/api/geo/search?q=751001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      deliverable: true,
      location: {
        city: 'Bhubaneswar',
        district: 'Khordha',
        pin: '751001',
        area: 'Kharavela Nagar',
        landmark: 'Janpath',
        fullAddress: 'Kharavela Nagar, Bhubaneswar, Khordha, Odisha, 751001, India',
        lat: 20.2961,
        lng: 85.8245,
        state: 'Odisha',
        countryCode: 'in',
      },
    });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/search');
    expect(sent[0]?.query).toEqual({
      q: '751001',
      format: 'json',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'in',
    });
    expect(sent[0]?.headers['user-agent']).toBe(USER_AGENT);
    // Nothing about the visitor goes upstream.
    expect(sent[0]?.headers.cookie).toBeUndefined();
    expect(sent[0]?.headers.authorization).toBeUndefined();
    expect(sent[0]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('answers places outside Odisha as not deliverable with the message', async () => {
    const res = await get('/api/geo/search?q=Kolkata');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      deliverable: false,
      message: MSG.onlyOdisha,
      location: { city: 'Kolkata', state: 'West Bengal' },
    });
  });

  it('answers a blank query with "Please enter area or pincode" without going upstream', async () => {
    const before = fake.requests.length;
    for (const url of ['/api/geo/search', '/api/geo/search?q=', '/api/geo/search?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.enterAreaOrPincode });
    }
    expect(fake.requests.length).toBe(before);
  });

  it('answers "No location found" when the geocoder finds nothing', async () => {
    const res = await get('/api/geo/search?q=atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MSG.noLocationFound });
  });

  it('does not ask upstream twice for the same query, however it is typed', async () => {
    const first = await get('/api/geo/search?q=Cuttack');
    expect(first.statusCode).toBe(200);
    const count = fake.requests.length;
    for (const q of ['Cuttack', 'cuttack', '  CUTTACK  ']) {
      const again = await get(`/api/geo/search?q=${encodeURIComponent(q)}`);
      expect(again.json()).toEqual(first.json());
    }
    expect(fake.requests.length).toBe(count);
  });

  it('queues requests so upstream sees at most one per interval', async () => {
    // The moments the server sends upstream, not when the fake receives them: delivery through
    // the network stack varies by a few milliseconds and is not what the limiter promises.
    const sent: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).startsWith(fake.url)) sent.push(Date.now());
      return realFetch(input, init);
    });
    const queries = ['pipili', '752104', 'saheed nagar', 'hyderabad'];
    const results = await Promise.all(queries.map((q) => get(`/api/geo/search?q=${q}`)));
    spy.mockRestore();
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const times = sent;
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i += 1) {
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(290);
    }
  });

  it('answers "Error fetching address" when upstream times out or fails', async () => {
    fake.setDelay(1500);
    const slow = await get('/api/geo/search?q=bhubaneswar%20timeout');
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({
      success: false,
      message: MSG.errorFetchingAddress,
      reference: slow.headers['x-request-id'],
    });
    fake.setDelay(0);
    fake.setFailure(500);
    const broken = await get('/api/geo/search?q=bhubaneswar%20broken');
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ success: false, message: MSG.errorFetchingAddress });
  });

  it('refuses an absurdly long query', async () => {
    const res = await get(`/api/geo/search?q=${'a'.repeat(500)}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/geo/reverse', () => {
  it('asks upstream at zoom 18 with address details and answers the place', async () => {
    const before = fake.requests.length;
    const res = await get('/api/geo/reverse?lat=20.46251&lon=85.88302');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      deliverable: true,
      location: { city: 'Cuttack', pin: '753001', state: 'Odisha' },
    });
    const sent = fake.requests.slice(before);
    expect(sent[0]?.path).toBe('/reverse');
    expect(sent[0]?.query).toEqual({
      format: 'json',
      lat: '20.4625',
      lon: '85.8830',
      zoom: '18',
      addressdetails: '1',
    });
  });

  it('shares one upstream request between nearby positions (rounded coordinates)', async () => {
    await get('/api/geo/reverse?lat=20.29611&lon=85.82449');
    const count = fake.requests.length;
    const again = await get('/api/geo/reverse?lat=20.29609&lon=85.82451');
    expect(again.statusCode).toBe(200);
    expect(fake.requests.length).toBe(count);
  });

  it('marks a position outside Odisha as not deliverable', async () => {
    const res = await get('/api/geo/reverse?lat=22.5726&lon=88.3639');
    expect(res.json()).toMatchObject({ deliverable: false, message: MSG.onlyOdisha });
  });

  it.each([
    '/api/geo/reverse',
    '/api/geo/reverse?lat=abc&lon=85',
    '/api/geo/reverse?lat=95&lon=85',
    '/api/geo/reverse?lat=20&lon=200',
  ])('refuses %s with a 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers "Error detecting location" when upstream times out', async () => {
    fake.setDelay(1500);
    const res = await get('/api/geo/reverse?lat=21.0&lon=86.0');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ success: false, message: MSG.errorDetectingLocation });
  });
});

describe('lookups per client', () => {
  it('limits one client address to its lookups per minute', async () => {
    const limited = await createTestApp(
      { nominatimUrl: fake.url },
      { geocoder: { minIntervalMs: 0 }, geoLookupsPerMinute: 3 },
    );
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await limited.app.inject({ method: 'GET', url: '/api/geo/search?q=cuttack' });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ success: false, message: API_MSG.tooManyLocationRequests });
      }
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});
