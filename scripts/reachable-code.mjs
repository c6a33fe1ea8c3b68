// The code a page can run, as a bundler that drops what nothing uses would keep it (decisions 317,
// 320): its entries whole, and of every module they import, the web app's or the domain's, only
// the top-level declarations something imports and what those use in turn. The catalogue shares
// read it, so a page does not download the sentences of a function it never calls (the notices the
// server sends, in the module whose preference sentences the profile shows; the plan cards' lines
// beside the plan titles the confirm page names).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CODE = /\.tsx?$/;
const DOMAIN = 'packages/domain/src/';
const ALL = '*';

/** A module an import names, as a path from the root, when it is the web app's or the domain's. */
export function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else if (specifier.startsWith('@fitthali/domain/'))
    base = `${DOMAIN}${specifier.slice('@fitthali/domain/'.length)}`;
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (!CODE.test(candidate) || candidate.includes('/catalogues/')) continue;
    try {
      readFileSync(join(root, candidate));
      return candidate;
    } catch {}
  }
  return undefined;
}

/** Each module parsed once per process: every share reads many of the same modules. */
const parsed = new Map();

/** One module: its top-level statements, the names each declares, and its imports. */
function parse(file) {
  let module = parsed.get(file);
  if (!module) {
    module = parseModule(file);
    parsed.set(file, module);
  }
  return module;
}

/** The modules an import clause binds: `a`, `* as ns`, `{ a, b as c, type d }`, `a, { b }`. */
function bindings(clause, from, into) {
  const named = clause.match(/\{([^}]*)\}/);
  const rest = clause.replace(/\{[^}]*\}/, '').trim();
  const namespace = rest.match(/\*\s+as\s+([\w$]+)/);
  if (namespace) into.set(namespace[1], { from, name: ALL });
  const fallback = rest
    .replace(/\*\s+as\s+[\w$]+/, '')
    .replace(/,/g, ' ')
    .trim();
  if (fallback) into.set(fallback, { from, name: 'default' });
  for (const part of named ? named[1].split(',') : []) {
    const element = part.trim();
    if (!element || element.startsWith('type ')) continue;
    const [name, local = name] = element.split(/\s+as\s+/).map((word) => word.trim());
    into.set(local, { from, name });
  }
}

/** A top-level statement's first line, as Biome formats the code: at the start of a line. */
const STATEMENT =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|type|interface|abstract\s+class)\b/;
const DECLARES =
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/;
const TYPE_ONLY = /^(?:export\s+)?(?:declare\s+)?(?:type|interface)\b/;

function parseModule(file) {
  const text = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const imported = new Map();
  const reexported = new Map();
  const starFrom = [];
  const dynamic = [];
  const imports =
    /^(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s+['"]([^'"]+)['"];?|^import\s+['"][^'"]+['"];?/gm;
  for (const match of text.matchAll(imports)) {
    if (!match[1] || match[2]) continue;
    const from = resolveImport(file, match[4]);
    if (!from) continue;
    if (match[1] === 'import') bindings(match[3], from, imported);
    else if (match[3].trim() === '*') starFrom.push(from);
    else {
      const exported = new Map();
      bindings(match[3], from, exported);
      for (const [name, origin] of exported) reexported.set(name, origin);
    }
  }
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveImport(file, match[1]);
    if (target) dynamic.push(target);
  }
  const body = text.replace(imports, '');
  const statements = [];
  let current;
  for (const line of body.split('\n')) {
    if (STATEMENT.test(line) || (!current && line.trim() !== '')) {
      current = { lines: [line], typeOnly: TYPE_ONLY.test(line) };
      statements.push(current);
    } else if (current) current.lines.push(line);
  }
  return {
    imported,
    reexported,
    starFrom,
    dynamic,
    statements: statements
      .filter((statement) => !statement.typeOnly)
      .map(({ lines }) => {
        const code = lines.join('\n');
        const name = lines[0].match(DECLARES)?.[1];
        const names = name ? [name] : [];
        // `export default function Page()`: an importer names it `default`.
        if (/^export\s+default\b/.test(lines[0])) names.push('default');
        return {
          names,
          identifiers: new Set(code.match(/[A-Za-z_$][\w$]*/g)),
          text: code,
        };
      }),
  };
}

const reached = new Map();

export function reachableCode(entries) {
  const key = entries.join('\n');
  let code = reached.get(key);
  if (!code) {
    code = reach(entries);
    reached.set(key, code);
  }
  return code;
}

function reach(entries) {
  const modules = new Map();
  const moduleOf = (file) => {
    let module = modules.get(file);
    if (!module) {
      module = { ...parse(file), used: new Set(), kept: new Set() };
      modules.set(file, module);
    }
    return module;
  };
  const work = [];
  const use = (file, name) => {
    const module = moduleOf(file);
    if (module.used.has(name) || module.used.has(ALL)) return;
    module.used.add(name);
    work.push([file, name]);
  };
  const keep = (file, module, statement) => {
    if (module.kept.has(statement)) return;
    module.kept.add(statement);
    for (const identifier of statement.identifiers) {
      const origin = module.imported.get(identifier);
      if (origin) use(origin.from, origin.name);
      for (const other of module.statements) {
        if (other.names.includes(identifier)) keep(file, module, other);
      }
    }
  };
  for (const entry of entries) use(entry, ALL);
  while (work.length > 0) {
    const [file, name] = work.pop();
    const module = moduleOf(file);
    // A module's statements that declare nothing (side effects) run whenever it is imported.
    const whole = name === ALL;
    for (const statement of module.statements) {
      if (whole || statement.names.length === 0 || statement.names.includes(name)) {
        keep(file, module, statement);
      }
    }
    for (const target of module.dynamic) use(target, ALL);
    if (whole) {
      for (const [, origin] of module.reexported) use(origin.from, origin.name);
      for (const from of module.starFrom) use(from, ALL);
    } else {
      // `export { a } from './x'`, or `import { a } from './x'` then `export { a }`.
      const origin = module.reexported.get(name) ?? module.imported.get(name);
      if (origin) use(origin.from, origin.name);
      const local = module.statements.some((statement) => statement.names.includes(name));
      if (!origin && !local) for (const from of module.starFrom) use(from, name);
    }
  }
  return [...modules]
    .filter(([, module]) => module.kept.size > 0)
    .map(([file, module]) => ({
      file,
      text: module.statements
        .filter((statement) => module.kept.has(statement))
        .map((statement) => statement.text)
        .join('\n'),
    }));
}
