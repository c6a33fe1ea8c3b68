import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_MSG } from '@fitthali/domain/api-messages';

/**
 * What the HTTP parser refuses before a request exists (headers over Node's 16 KB limit, headers
 * or a body that never finish, bytes that are not HTTP) is answered here, on the raw socket, with
 * the contract's `{ success: false, message }` like every other failure (issue 25 point 15), not
 * with Node's or Fastify's own body. The connection is closed after it, as Node does.
 */
function refusal(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: API_MSG.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: API_MSG.requestTooSlow };
  return { status: 400, message: API_MSG.requestNotUnderstood };
}

/** Fastify's `clientErrorHandler`: Node's 'clientError' event of the HTTP server. */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = refusal(err.code);
    const body = JSON.stringify({ success: false, message });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(err);
}
