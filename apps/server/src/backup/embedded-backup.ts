import { type PGlite, protocol } from '@electric-sql/pglite';

/**
 * A consistent copy of the embedded database's data directory, as a gzip tar. Every statement and
 * transaction on PGlite's one connection waits for its transaction lock, so holding it nothing is
 * half-way and nothing starts; the checkpoint (sent on the raw protocol, which takes no lock) writes
 * every committed change into the data files, and PGlite's own dump reads them. The server's
 * requests wait meanwhile and then go on.
 */
export async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  return client._runExclusiveTransaction(async () => {
    await client.execProtocol(protocol.serialize.query('checkpoint'));
    const archive = await client.dumpDataDir('gzip');
    return new Uint8Array(await archive.arrayBuffer());
  });
}

/** A gzip stream starts with these two bytes; anything else is not one of our archives. */
export function looksLikeSnapshot(bytes: Uint8Array): boolean {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
