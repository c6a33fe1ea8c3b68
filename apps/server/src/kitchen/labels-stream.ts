import { PassThrough, type Writable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { decideUndecidedDishes } from './dish-counts.ts';
import { type LabelRow, labelRows } from './label-rows.ts';
import { type LabelFacts, LabelSheets } from './labels-pdf.ts';

/** Meals read per query while the labels stream: about twenty sheets. */
export const LABELS_BATCH = 500;

/** Resolves once `out` takes more, or is gone (the client left). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
}

/**
 * A date and slot's labels as a PDF, streamed (issue 26 point 6, decision 175): one label per
 * meal the kitchen cooks, in run sheet order. The meals are read in batches by keyset, and each
 * sheet is written out as soon as the next begins; while the client has not taken what was
 * written, no more is drawn or read, so the server holds one batch and one sheet whatever the
 * number of meals. A client that goes away stops it; a database error ends the response.
 */
export function labelsPdf(db: Db, facts: LabelFacts, batchSize = LABELS_BATCH): PassThrough {
  const out = new PassThrough();
  const sheets = new LabelSheets(facts);
  sheets.doc.on('data', (chunk: Buffer) => out.write(chunk));
  sheets.doc.on('end', () => out.end());

  const write = async () => {
    await decideUndecidedDishes(db, facts.date, facts.slot);
    let after: LabelRow | null = null;
    for (;;) {
      if (out.destroyed) return;
      const rows = await labelRows(db, { ...facts, limit: batchSize, after });
      sheets.forgetLayouts();
      for (const row of rows) {
        if (sheets.add(row) && out.writableNeedDrain) {
          await drained(out);
          if (out.destroyed) return;
        }
      }
      const last = rows.at(-1);
      if (rows.length < batchSize || !last) break;
      after = last;
    }
    sheets.end();
  };
  write().catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
