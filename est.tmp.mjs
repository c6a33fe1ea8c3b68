import { readFileSync } from 'node:fs';
import PO from 'pofile';
const m = await import('/work/main/scripts/i18n-catalogues.mjs');
const sub = m.SUBSETS.find(s => s.out.includes(process.argv[2]));
const keys = m.subsetKeys(sub);
const c = {};
for (const from of [sub.from].flat().filter(f => f.startsWith('packages'))) for (const it of PO.parse(readFileSync(from,'utf8')).items) {
  const k = it.extractedComments[0]; const o = k.split('.')[0];
  if (keys.has(k) || keys.has(o)) { const why = keys.has(k) ? o : o + '(whole)'; c[why] = (c[why] || []); c[why].push(k.split('.')[1]); }
}
for (const [k, v] of Object.entries(c)) console.log(k, v.length, v.join(' '));
