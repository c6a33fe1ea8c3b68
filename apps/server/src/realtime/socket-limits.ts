import type { IncomingMessage } from 'node:http';

/** What one client may do over Socket.IO before it is refused or disconnected. */
export interface SocketLimits {
  /** Open sockets per client address on this instance. */
  connectionsPerAddress: number;
  /** Events a socket may send per window before it is disconnected. */
  eventsPerWindow: number;
  windowMs: number;
  /** Failed admin joins a socket may make before it is disconnected. */
  failedJoins: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  connectionsPerAddress: 20,
  eventsPerWindow: 10,
  windowMs: 10_000,
  failedJoins: 3,
};

/** The client's address as Fastify sees it: the first X-Forwarded-For hop only behind a proxy. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

/** Counts open sockets per address. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for the address; false when it already has the maximum. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }
}

/** A fixed window of events for one socket. */
export class EventBudget {
  private windowStart = Date.now();
  private used = 0;

  constructor(private readonly limits: Pick<SocketLimits, 'eventsPerWindow' | 'windowMs'>) {}

  /** Spends one event; false once the window's budget is gone. */
  spend(now = Date.now()): boolean {
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.used = 0;
    }
    this.used += 1;
    return this.used <= this.limits.eventsPerWindow;
  }
}
