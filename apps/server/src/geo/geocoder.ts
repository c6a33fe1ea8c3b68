import type { NominatimPlace } from '@fitthali/domain/geocoded-location';
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
}

export class GeocoderError extends Error {
  constructor(readonly reason: 'timeout' | 'upstream' | 'busy') {
    super(`geocoder ${reason}`);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rounds to about 11 m, so nearby positions share one cache entry and one upstream request. */
export function roundCoordinate(value: number): string {
  return value.toFixed(4);
}

/**
 * A polite Nominatim client: cached answers, one request per second queued (never dropped while
 * the wait stays reasonable), identical questions in flight joined, a hard timeout, and nothing
 * but the query or the coordinates sent upstream.
 */
export class Geocoder {
  private readonly baseUrl: string;
  private readonly db: Db;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly cacheTtlMs: number;
  private readonly maxQueueWaitMs: number;
  private nextSlot = 0;
  private readonly inFlight = new Map<string, Promise<NominatimPlace | null>>();

  constructor(options: GeocoderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.db = options.db;
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cacheTtlMs = options.cacheTtlMs ?? DAY_MS;
    this.maxQueueWaitMs = options.maxQueueWaitMs ?? 30_000;
  }

  search(query: string): Promise<NominatimPlace | null> {
    const q = query.trim().replace(/\s+/g, ' ');
    const params = new URLSearchParams({
      q,
      format: 'json',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'in',
    });
    return this.lookup(`search:${q.toLowerCase()}`, `/search?${params}`, (body) =>
      Array.isArray(body) ? ((body[0] as NominatimPlace | undefined) ?? null) : null,
    );
  }

  reverse(lat: number, lon: number): Promise<NominatimPlace | null> {
    const la = roundCoordinate(lat);
    const lo = roundCoordinate(lon);
    const params = new URLSearchParams({
      format: 'json',
      lat: la,
      lon: lo,
      zoom: '18',
      addressdetails: '1',
    });
    return this.lookup(`reverse:${la},${lo}`, `/reverse?${params}`, (body) => {
      const place = body as NominatimPlace & { error?: unknown };
      return place && typeof place === 'object' && !place.error && place.address ? place : null;
    });
  }

  private lookup(
    key: string,
    path: string,
    pick: (body: unknown) => NominatimPlace | null,
  ): Promise<NominatimPlace | null> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = this.cachedOrFetch(key, path, pick).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async cachedOrFetch(
    key: string,
    path: string,
    pick: (body: unknown) => NominatimPlace | null,
  ): Promise<NominatimPlace | null> {
    const [hit] = await this.db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
    if (hit && Date.now() - hit.fetchedAt.getTime() < this.cacheTtlMs) {
      return (hit.body as NominatimPlace | null) ?? null;
    }
    const place = pick(await this.fetchUpstream(path));
    await this.db
      .insert(geocodeCache)
      .values({ key, body: place, fetchedAt: new Date() })
      .onConflictDoUpdate({
        target: geocodeCache.key,
        set: { body: place, fetchedAt: new Date() },
      });
    return place;
  }

  private async waitForSlot(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot - now > this.maxQueueWaitMs) throw new GeocoderError('busy');
    this.nextSlot = slot + this.minIntervalMs;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  }

  private async fetchUpstream(path: string): Promise<unknown> {
    await this.waitForSlot();
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
      return await res.json();
    } catch {
      throw new GeocoderError('upstream');
    }
  }
}
