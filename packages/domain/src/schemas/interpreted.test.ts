import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import { validateWithoutEval } from './interpreted.ts';

describe('validateWithoutEval', () => {
  it("sets zod's own jitless flag, so schemas never compile code", () => {
    validateWithoutEval();
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
