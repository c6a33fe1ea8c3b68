// A message with values is written once, as an ICU template ('You selected {selected} days but
// plan requires {required} days'), so the English the code says and the msgid the translator sees
// are the same text. This fills the English without Lingui's runtime, which an English page does
// not download: `{name}` and `{name, plural, =0 {…} one {…} other {…}}` with `#`, nothing more.

export type FillValues = Readonly<Record<string, string | number>>;

/** The index of the brace closing the one opened at `open`. */
function closing(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed brace in message: ${template}`);
}

function pluralBranch(body: string, n: number): string {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    branches.set(body.slice(i, open).trim(), body.slice(open + 1, end));
    i = end + 1;
  }
  const chosen =
    branches.get(`=${n}`) ?? (n === 1 ? branches.get('one') : undefined) ?? branches.get('other');
  if (chosen === undefined) throw new Error(`No plural branch for ${n}: ${body}`);
  return chosen;
}

/** `template` with its placeholders replaced by `values`; a `#` in a plural branch is its number. */
export function fill(template: string, values: FillValues = {}, count?: number): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i] as string;
    if (ch === '#' && count !== undefined) {
      out += String(count);
      i++;
    } else if (ch === '{') {
      const end = closing(template, i);
      const inner = template.slice(i + 1, end);
      const comma = inner.indexOf(',');
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      const value = values[name];
      if (value === undefined) throw new Error(`No value for {${name}} in: ${template}`);
      if (comma < 0) {
        out += String(value);
      } else {
        const rest = inner.slice(comma + 1);
        const body = rest.slice(rest.indexOf(',') + 1);
        out += fill(pluralBranch(body, Number(value)), values, Number(value));
      }
      i = end + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
