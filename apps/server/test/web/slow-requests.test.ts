import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ timeouts: { requestMs: 1_500, headersMs: 1_000, keepAliveMs: 5_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Opens a connection, sends `head`, then one byte of body at a time until the server hangs up. */
function trickle(head: string): Promise<{ answer: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) {
          socket.write('a');
          bytesSent += 1;
        }
      }, 200);
    });
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
    setTimeout(() => reject(new Error('the server never closed the connection')), 25_000);
  });
}

describe('slow clients', () => {
  it('are cut off when the body trickles in', async () => {
    const { answer } = await trickle(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"message":"',
    );
    // Node answers 408 Request Timeout, or simply closes the socket.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut off when the headers never end', async () => {
    const { answer } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
