// The code a page can run, as a bundler that drops what nothing uses would keep it (decision 317):
// every web module its entries import, whole, and of each domain module only the top-level
// declarations something imports, and what those use in turn. The catalogue shares read it, so a
// page does not download the sentences of a domain function it never calls (the notices the server
// sends, in the module whose preference sentences the profile shows).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

/** One module: its top-level statements, the names each declares, and its imports. */
function parse(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const statements = [];
  /** Local name → where it comes from: `{ from, name }` (name `*` for a namespace). */
  const imported = new Map();
  /** Exported name → `{ from, name }` for `export { a } from`; `export *` sources apart. */
  const reexported = new Map();
  const starFrom = [];
  /** Dynamic `import('…')` targets: all of such a module may run. */
  const dynamic = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = resolveImport(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!from || !clause || clause.isTypeOnly) continue;
      if (clause.name) imported.set(clause.name.text, { from, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        imported.set(bindings.name.text, { from, name: ALL });
      } else if (bindings) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          imported.set(element.name.text, {
            from,
            name: (element.propertyName ?? element.name).text,
          });
        }
      }
      continue;
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const from = resolveImport(file, statement.moduleSpecifier.text);
      if (!from || statement.isTypeOnly) continue;
      if (!statement.exportClause) starFrom.push(from);
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          reexported.set(element.name.text, {
            from,
            name: (element.propertyName ?? element.name).text,
          });
        }
      }
      continue;
    }
    if (
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isExportDeclaration(statement)
    ) {
      continue;
    }
    const names = [];
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
    const identifiers = new Set();
    const visit = (node) => {
      if (ts.isIdentifier(node)) identifiers.add(node.text);
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const target = resolveImport(file, node.arguments[0].text);
        if (target) dynamic.push(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    statements.push({ names, identifiers, text: statement.getText(source) });
  }
  return { statements, imported, reexported, starFrom, dynamic };
}

/**
 * The code `entries` can run: `{ file, text }` for every module they reach, a web module whole and
 * a domain module as the declarations reached in it. Type-only imports reach nothing.
 */
export function reachableCode(entries) {
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
    // A web module runs whole; a domain module's statements that declare nothing (side effects)
    // run whenever it is imported.
    const whole = name === ALL || !file.startsWith(DOMAIN);
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
      const origin = module.reexported.get(name);
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
