// Loaded into the server by a bench (`node --import`): every 50 ms it appends the process's own
// process.memoryUsage() to BENCH_MEMORY_FILE, so the bench reads the server's memory from inside,
// heap as well as RSS, over the time it measures.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(file, `${Date.now()} ${m.rss} ${m.heapUsed} ${m.heapTotal} ${m.external}\n`);
  }, 50).unref();
}
