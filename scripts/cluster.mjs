// `npm run cluster`: the production layout on this machine (docs/operations.md): HAProxy on
// :8080, three web instances (JOBS=off) on 3001–3003 and one worker, on the local PostgreSQL
// (database `fitthali_cluster`) and Redis. Ctrl-C stops everything cleanly.
//
//   CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL, CLUSTER_INSTANCES, CLUSTER_PORT   change the defaults
//   CLUSTER_SKIP_BUILD=1                                                       use the last build

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyAvailable, startCluster } from './cluster-processes.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');

if (!haproxyAvailable()) {
  console.error('npm run cluster needs HAProxy: apt-get install -y haproxy');
  process.exit(1);
}
if (!process.env.CLUSTER_SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const proxyPort = Number(process.env.CLUSTER_PORT ?? 8080);
const cluster = await startCluster(root, {
  databaseUrl: process.env.CLUSTER_DATABASE_URL,
  redisUrl: process.env.CLUSTER_REDIS_URL,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
  proxyPort,
});
console.log(
  `\nFitThali cluster ready: open http://localhost:${proxyPort}\n` +
    `  ${cluster.web.length} web instances on ports ${cluster.webPorts.join(', ')} (readiness: /api/ready), 1 worker, HAProxy\n` +
    '  Ctrl-C stops everything.\n',
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
