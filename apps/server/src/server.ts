import { runProcess } from './process-lifecycle.ts';

runProcess({
  name: 'server',
  // In-flight requests finish; a request still running after this is cut off.
  graceMs: 10_000,
  run: async (app, config) => {
    await app.listen({ port: config.port, host: config.host });
  },
});
