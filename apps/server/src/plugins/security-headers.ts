import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Razorpay Checkout loads its script and opens its payment frame from these origins.
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

type HeaderSet = Record<string, string>;

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The SHA-256 source expression of an inline script, as a browser computes it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The inline scripts of a page (React Router's hydration context and entry), hashed. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.add(scriptHash(match[1] ?? ''));
  }
  return [...hashes];
}

/**
 * The content security policy of a page. Scripts run only from our origin or, inline, when their
 * hash is listed: a page's own hydration scripts are allowed and nothing injected into it is, which
 * matters while the session token lives in localStorage.
 */
export function contentSecurityPolicy(razorpay: boolean, scriptHashes: string[] = []): string {
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...(razorpay ? [RAZORPAY_SCRIPT] : [])]],
    // Components set inline style attributes (the meal gauge, chart bars, animation delays); a
    // style cannot run code, so styles keep 'unsafe-inline' while scripts do not.
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
  return csp.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/** The headers of the web app's pages and files: what Helmet's defaults send, with our CSP. */
export function pageHeaders(razorpay: boolean): HeaderSet {
  return {
    'content-security-policy': contentSecurityPolicy(razorpay),
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
 * response, which cost about a tenth of the API's CPU time under load (decision 29).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { razorpay: boolean }) => {
    const pages = pageHeaders(opts.razorpay);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? API_HEADERS : pages);
      // Only over HTTPS (directly, or as the proxy says with TRUST_PROXY): a browser ignores it on
      // plain HTTP, and sending it there would pin a development machine to HTTPS.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
