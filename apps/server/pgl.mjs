import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

let t = Date.now();
const c = new PGlite();
await c.waitReady;
console.log('boot', Date.now() - t);
t = Date.now();
await migrate(drizzle(c), { migrationsFolder: process.argv[2] });
console.log('migrate', Date.now() - t);
t = Date.now();
const blob = await c.dumpDataDir('gzip');
console.log('dump', Date.now() - t, blob.size);
t = Date.now();
const blobN = await c.dumpDataDir('none');
console.log('dump none', Date.now() - t, blobN.size);
t = Date.now();
const d = new PGlite({ loadDataDir: blob });
await d.waitReady;
console.log('load gz', Date.now() - t);
t = Date.now();
const e = new PGlite({ loadDataDir: blobN });
await e.waitReady;
console.log('load none', Date.now() - t);
t = Date.now();
console.log(
  (await e.query("select count(*) from information_schema.tables where table_schema='public'"))
    .rows,
);
await migrate(drizzle(e), { migrationsFolder: process.argv[2] });
console.log('re-migrate', Date.now() - t);
