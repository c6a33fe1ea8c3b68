import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Razorpay Checkout loads its script and opens its payment frame from these origins.
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

type HeaderSet = Record<string, string>;

/** The policy for the web app's pages and files: what Helmet's defaults send, with our CSP. */
export function pageHeaders(razorpay: boolean): HeaderSet {
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The prerendered pages carry React Router's inline hydration scripts.
    ['script-src', ["'self'", "'unsafe-inline'", ...(razorpay ? [RAZORPAY_SCRIPT] : [])]],
    // A few components set inline style attributes (the meal gauge, chart bars).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(razorpay ? RAZORPAY_FRAMES : [])]],
    ['frame-src', razorpay ? RAZORPAY_FRAMES : ["'none'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return {
    'content-security-policy': csp.map(([name, values]) => `${name} ${values.join(' ')}`).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * JSON is never rendered as a document, so most page headers mean nothing on it; what matters is
 * that a browser never sniffs it into HTML, never frames it and never runs anything from it
 * (OWASP REST Security Cheat Sheet).
 */
export const API_HEADERS: HeaderSet = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Headers are computed once at start-up, not per request: Helmet re-derived its policy on every
 * response, which cost about a tenth of the API's CPU time under load (docs/performance.md).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { razorpay: boolean }) => {
    const pages = pageHeaders(opts.razorpay);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? API_HEADERS : pages);
      done();
    });
  },
  { name: 'security-headers' },
);
