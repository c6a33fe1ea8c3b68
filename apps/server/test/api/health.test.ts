import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health (liveness)', () => {
  it('answers ok, checking nothing outside the process', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers 200 when the database, its schema and the job queue are there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the schema when a migration is missing', async () => {
    const other = await createTestApp();
    await other.app.ready();
    await other.app.db.execute(
      // The newest migration forgotten, as if this build were newer than the database.
      (await import('drizzle-orm'))
        .sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, missing: ['migrations'] });
    await other.close();
  });

  it('answers 503 when the database is gone, while liveness still answers', async () => {
    const other = await createTestApp();
    await other.app.ready();
    await other.app.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'This server is not ready to take requests.',
    });
    expect(res.json().missing).toContain('database');
    const live = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    await other.close();
  });

  it('answers 503 as soon as a shutdown begins', async () => {
    const other = await createTestApp();
    await other.app.ready();
    other.app.lifecycle.draining = true;
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().missing).toEqual(['shutdown']);
    await other.close();
  });
});
