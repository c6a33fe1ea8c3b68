import type { NominatimAddress, NominatimPlace } from '@fitthali/domain/geocoded-location';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { geocodeCache } from '../db/schema/geocode-cache.ts';

export const USER_AGENT = 'FitThali/1.0 (meal delivery address check; +https://fitthali.in)';

export interface GeocoderOptions {
  baseUrl: string;
  db: Db;
  /** At most one upstream request per this many ms per instance (Nominatim policy: 1/s). */
  minIntervalMs?: number;
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** A request that would wait longer than this in the queue is refused rather than kept. */
  maxQueueWaitMs?: number;
  /** Lookups one client may have waiting for the upstream at once; more are refused at once. */
  perClientQueue?: number;
  /** Upstream lookups one client may cause per minute (cache hits are free). */
  perClientPerMinute?: number;
  /** The largest answer read from upstream; a bigger one is a failure, never stored. */
  maxBodyBytes?: number;
}

interface QueuedLookup {
  path: string;
  resolve: (body: unknown) => void;
  reject: (err: unknown) => void;
}

export class GeocoderError extends Error {
  constructor(readonly reason: 'timeout' | 'upstream' | 'busy' | 'quota') {
    super(`geocoder ${reason}`);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rounds to about 11 m, so nearby positions share one cache entry and one upstream request. */
export function roundCoordinate(value: number): string {
  return value.toFixed(4);
}

/** Keeps only what the screens use from an answer, so nothing else is stored or relayed. */
export function essentialPlace(place: NominatimPlace): NominatimPlace {
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : undefined);
  const coordinate = (v: unknown) =>
    typeof v === 'number' || typeof v === 'string' ? String(v).slice(0, 30) : undefined;
  const a = (place.address ?? {}) as Record<string, unknown>;
  const address: NominatimAddress = {};
  for (const key of ADDRESS_KEYS) {
    const value = text(a[key]);
    if (value !== undefined) address[key] = value;
  }
  return {
    display_name: text(place.display_name),
    lat: coordinate(place.lat),
    lon: coordinate(place.lon),
    address,
  };
}

const ADDRESS_KEYS = [
  'state',
  'city',
  'town',
  'village',
  'hamlet',
  'county',
  'state_district',
  'postcode',
  'neighbourhood',
  'suburb',
  'road',
  'quarter',
  'ward',
  'country_code',
] as const satisfies readonly (keyof NominatimAddress)[];

/**
 * A polite Nominatim client: cached answers, identical questions in flight joined, a hard timeout
 * and size limit, nothing but the query or the coordinates sent upstream, and one request per
 * second shared fairly: each client has a short queue of its own and the queues take turns, so one
 * client flooding lookups cannot make anyone else wait behind it. Cache hits never queue.
 */
export class Geocoder {
  private readonly baseUrl: string;
  private readonly db: Db;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly cacheTtlMs: number;
  private readonly maxQueueWaitMs: number;
  private readonly perClientQueue: number;
  private readonly perClientPerMinute: number;
  private readonly maxBodyBytes: number;
  private nextSlot = 0;
  private readonly inFlight = new Map<string, Promise<NominatimPlace | null>>();
  /** Waiting lookups per client. */
  private readonly queues = new Map<string, QueuedLookup[]>();
  /** Lookups per client that are waiting or on their way upstream. */
  private readonly pending = new Map<string, number>();
  /** When each client was last served: the one served longest ago (or never) goes next. */
  private readonly lastServed = new Map<string, number>();
  private queued = 0;
  private draining = false;
  /** When each client's recent upstream lookups were queued, for the per-minute quota. */
  private readonly recent = new Map<string, number[]>();

  constructor(options: GeocoderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.db = options.db;
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cacheTtlMs = options.cacheTtlMs ?? DAY_MS;
    this.maxQueueWaitMs = options.maxQueueWaitMs ?? 30_000;
    this.perClientQueue = options.perClientQueue ?? 5;
    this.perClientPerMinute = options.perClientPerMinute ?? 20;
    this.maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  }

  search(query: string, client = 'anonymous'): Promise<NominatimPlace | null> {
    const q = query.trim().replace(/\s+/g, ' ');
    const params = new URLSearchParams({
      q,
      format: 'json',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'in',
    });
    return this.lookup(client, `search:${q.toLowerCase()}`, `/search?${params}`, (body) =>
      Array.isArray(body) ? ((body[0] as NominatimPlace | undefined) ?? null) : null,
    );
  }

  reverse(lat: number, lon: number, client = 'anonymous'): Promise<NominatimPlace | null> {
    const la = roundCoordinate(lat);
    const lo = roundCoordinate(lon);
    const params = new URLSearchParams({
      format: 'json',
      lat: la,
      lon: lo,
      zoom: '18',
      addressdetails: '1',
    });
    return this.lookup(client, `reverse:${la},${lo}`, `/reverse?${params}`, (body) => {
      const place = body as NominatimPlace & { error?: unknown };
      return place && typeof place === 'object' && !place.error && place.address ? place : null;
    });
  }

  private lookup(
    client: string,
    key: string,
    path: string,
    pick: (body: unknown) => NominatimPlace | null,
  ): Promise<NominatimPlace | null> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = this.cachedOrFetch(client, key, path, pick).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  private async cachedOrFetch(
    client: string,
    key: string,
    path: string,
    pick: (body: unknown) => NominatimPlace | null,
  ): Promise<NominatimPlace | null> {
    const [hit] = await this.db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
    if (hit && Date.now() - hit.fetchedAt.getTime() < this.cacheTtlMs) {
      return (hit.body as NominatimPlace | null) ?? null;
    }
    const picked = pick(await this.enqueue(client, path));
    const place = picked ? essentialPlace(picked) : null;
    await this.db
      .insert(geocodeCache)
      .values({ key, body: place, fetchedAt: new Date() })
      .onConflictDoUpdate({
        target: geocodeCache.key,
        set: { body: place, fetchedAt: new Date() },
      });
    return place;
  }

  /** Queues an upstream lookup for a client, or refuses it at once when the client has its share. */
  private enqueue(client: string, path: string): Promise<unknown> {
    const now = Date.now();
    const recent = (this.recent.get(client) ?? []).filter((at) => now - at < 60_000);
    const waiting = this.queues.get(client) ?? [];
    if (recent.length >= this.perClientPerMinute) throw new GeocoderError('quota');
    if ((this.pending.get(client) ?? 0) >= this.perClientQueue) throw new GeocoderError('quota');
    // Everyone's turn comes once per interval per waiting client; past that the answer is too late.
    if ((this.queued + 1) * this.minIntervalMs > this.maxQueueWaitMs)
      throw new GeocoderError('busy');
    recent.push(now);
    this.recent.set(client, recent);
    this.pending.set(client, (this.pending.get(client) ?? 0) + 1);
    const done = () => {
      const n = (this.pending.get(client) ?? 1) - 1;
      if (n <= 0) this.pending.delete(client);
      else this.pending.set(client, n);
    };
    return new Promise((resolve, reject) => {
      waiting.push({
        path,
        resolve: (body) => {
          done();
          resolve(body);
        },
        reject: (err) => {
          done();
          reject(err);
        },
      });
      this.queues.set(client, waiting);
      this.queued += 1;
      void this.drain();
    });
  }

  /** Serves the queues in turn, one upstream request per interval. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        const client = this.nextClient();
        if (client === undefined) break;
        const waiting = this.queues.get(client) ?? [];
        const job = waiting.shift();
        if (waiting.length === 0) this.queues.delete(client);
        if (!job) continue;
        this.lastServed.set(client, Date.now());
        this.queued -= 1;
        // A timer may fire a millisecond early; the loop makes the interval a guarantee.
        for (let wait = this.nextSlot - Date.now(); wait > 0; wait = this.nextSlot - Date.now()) {
          await new Promise((r) => setTimeout(r, wait));
        }
        this.nextSlot = Date.now() + this.minIntervalMs;
        this.fetchUpstream(job.path).then(job.resolve, job.reject);
      }
    } finally {
      this.draining = false;
    }
    for (const [client, times] of this.recent) {
      if (times.every((at) => Date.now() - at >= 60_000)) this.recent.delete(client);
    }
    for (const [client, at] of this.lastServed) {
      if (Date.now() - at >= 60_000) this.lastServed.delete(client);
    }
  }

  /** Of the clients with lookups waiting, the one served longest ago (or never) goes next. */
  private nextClient(): string | undefined {
    let best: string | undefined;
    let bestAt = Number.POSITIVE_INFINITY;
    for (const client of this.queues.keys()) {
      const at = this.lastServed.get(client) ?? 0;
      if (at < bestAt) {
        best = client;
        bestAt = at;
      }
    }
    return best;
  }

  private async fetchUpstream(path: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new GeocoderError(
        name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'upstream',
      );
    }
    if (!res.ok) throw new GeocoderError('upstream');
    try {
      return JSON.parse(await this.readLimited(res));
    } catch (err) {
      if (err instanceof GeocoderError) throw err;
      const name = (err as Error).name;
      throw new GeocoderError(
        name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'upstream',
      );
    }
  }

  /** Reads the answer only up to the size limit; the request's timeout covers the body too. */
  private async readLimited(res: Response): Promise<string> {
    const declared = Number(res.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > this.maxBodyBytes) {
      await res.body?.cancel();
      throw new GeocoderError('upstream');
    }
    if (!res.body) return '';
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > this.maxBodyBytes) {
        await reader.cancel();
        throw new GeocoderError('upstream');
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
