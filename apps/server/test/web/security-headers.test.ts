import { describe, expect, it } from 'vitest';
import { pageHeaders } from '../../src/plugins/security-headers.ts';

describe('page security headers', () => {
  it('let Razorpay Checkout load and frame only when Razorpay is configured', () => {
    const without = pageHeaders(false)['content-security-policy'];
    expect(without).not.toContain('razorpay');
    expect(without).toContain("frame-src 'none'");
    const withRazorpay = pageHeaders(true)['content-security-policy'];
    expect(withRazorpay).toContain(
      "script-src 'self' 'unsafe-inline' https://checkout.razorpay.com",
    );
    expect(withRazorpay).toContain(
      'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    );
  });
});
