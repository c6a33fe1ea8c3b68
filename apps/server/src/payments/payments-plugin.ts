import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from './gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { TestGateway } from './test-gateway.ts';

export interface Payments {
  /** The gateway online orders use: Razorpay when configured, else the test gateway if allowed. */
  online: PaymentGateway | undefined;
  razorpay: RazorpayGateway | undefined;
  test: TestGateway | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { payments } = app.config;
    const razorpay = payments.razorpay ? new RazorpayGateway(payments.razorpay) : undefined;
    const test =
      payments.testMode && !razorpay
        ? new TestGateway(`test-gateway:${app.config.jwtSecret}`)
        : undefined;
    app.decorate('payments', { online: razorpay ?? test, razorpay, test });
    app.log.info(
      { gateway: razorpay ? 'razorpay' : test ? 'test' : 'none' },
      'online payments gateway',
    );
  },
  { name: 'payments' },
);
