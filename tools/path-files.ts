/**
 * The repository's files a piece of code reaches through the imports it runs: the measure of "the files a path
 * crosses" (a product page: its builder and its view; the contact form: its component and its function), so a
 * change can be weighed by how many files it touches along one path.
 *
 *   npm run path-files -- FILE [FILE…] [--dynamic]
 *
 * Prints the count and the sorted list of the source files reached (the given files included), then apart the
 * generated ones (under src/generated/, written by the content step, which must have run). What is followed,
 * read from each file's syntax tree:
 *   - relative specifiers only: a package is not the project's source;
 *   - imports that carry a value: `import type`, `export type` and a named import whose every binding is a type
 *     are erased by the compiler, and a name that is only an interface or a type alias carries none either;
 *   - by name, as the bundler keeps what is used: a file that only passes a name on (`export { a } from`,
 *     `export * from`) is counted and the name followed alone, to the file that defines it; that file is counted
 *     and all of its own imports followed (a file is not split further). A namespace import, `export * as`, and
 *     the given files themselves ask for every export;
 *   - dynamic `import()` only with --dynamic: a lazily loaded island is not on the path to a page's HTML.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What one module asks of another: one of its exports by name, every export, or only that its code runs. */
interface Demand {
  file: string;
  ask: string;
}
/** Asks for every export (a namespace import, a given file). */
const EVERY = '*';
/** Asks only that the module runs (a bare `import 'x'`, or a module that defines a name asked of it). */
const RUNS = '';

/** Where a name a module binds or exports comes from: a declaration of its own (a value or a type), or an import. */
type Origin = 'value' | 'type' | { specifier: string; name: string };

/** What a module imports and exports, read once from its syntax tree. */
interface ModuleFacts {
  /** The relative specifiers of its static imports that carry a value, each with what it asks of its module. */
  imports: { specifier: string; asks: string[] }[];
  dynamicImports: string[];
  exports: Map<string, Origin>;
  /** The specifiers of its `export * from`. */
  stars: string[];
}

export interface PathFiles {
  sources: string[];
  generated: string[];
  /** Specifiers that name no file, and names asked of a module that does not export them. */
  warnings: string[];
}

interface Walk {
  root: string;
  dynamic: boolean;
  facts: Map<string, ModuleFacts>;
  counted: Set<string>;
  asked: Set<string>;
  queue: Demand[];
  warnings: Set<string>;
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const RELATIVE = /^\.\.?(?:\/|$)/;
const GENERATED = 'src/generated/';
/** The endings the bundler tries after a specifier, in its order (Vite's `resolve.extensions`, TypeScript first). */
const COMPLETIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'];

/** The files, relative to `root`, that `files` (relative to `root`) reach through the imports they run. */
export function pathFiles(files: string[], options: { root: string; dynamic?: boolean }): PathFiles {
  const walk: Walk = {
    root: options.root,
    dynamic: options.dynamic ?? false,
    facts: new Map(),
    counted: new Set(),
    asked: new Set(),
    queue: files.map((file) => ({ file, ask: EVERY })),
    warnings: new Set(),
  };
  for (let demand = walk.queue.shift(); demand; demand = walk.queue.shift()) answer(walk, demand);
  const reached = [...walk.counted].sort();
  return {
    sources: reached.filter((file) => !file.startsWith(GENERATED)),
    generated: reached.filter((file) => file.startsWith(GENERATED)),
    warnings: [...walk.warnings],
  };
}

/** Counts what one demand reaches in its own module and queues what it asks of others. */
function answer(walk: Walk, demand: Demand): void {
  const key = `${demand.file}\0${demand.ask}`;
  if (walk.asked.has(key)) return;
  walk.asked.add(key);
  const facts = factsOf(walk, demand.file);
  if (!facts) {
    walk.counted.add(demand.file);
    return;
  }
  if (demand.ask === RUNS) run(walk, demand.file, facts);
  else if (demand.ask === EVERY) askEveryExport(walk, demand.file, facts);
  else askName(walk, demand.file, demand.ask);
}

/** A module that runs is counted whole: every import it runs is followed. */
function run(walk: Walk, file: string, facts: ModuleFacts): void {
  walk.counted.add(file);
  for (const { specifier, asks } of facts.imports) follow(walk, file, specifier, asks);
  if (walk.dynamic) for (const specifier of facts.dynamicImports) follow(walk, file, specifier, [EVERY]);
}

function askEveryExport(walk: Walk, file: string, facts: ModuleFacts): void {
  walk.queue.push({ file, ask: RUNS });
  for (const name of facts.exports.keys()) walk.queue.push({ file, ask: name });
  for (const specifier of facts.stars) follow(walk, file, specifier, [EVERY]);
}

/**
 * A name is followed to the module that defines it. A module it only passes through is counted, with the bare
 * imports it runs, but not its other imports; a name that is only a type reaches nothing.
 */
function askName(walk: Walk, file: string, name: string): void {
  const route = routeOf(walk, file, name);
  if (route === 'absent') walk.warnings.add(`${file} does not export ${name}: counted whole`);
  if (route === 'value' || route === 'absent') walk.queue.push({ file, ask: RUNS });
  if (typeof route === 'string') return;
  if (route.ask !== EVERY && exportOf(walk, route.file, route.ask) === 'type') return;
  walk.counted.add(file);
  for (const { specifier, asks } of factsOf(walk, file)!.imports)
    if (asks.includes(RUNS)) follow(walk, file, specifier, [RUNS]);
  walk.queue.push(route);
}

/** Where a module's export of `name` leads: its own declaration, a type, the next module, or nowhere. */
function routeOf(walk: Walk, file: string, name: string): 'value' | 'type' | 'absent' | Demand {
  const facts = factsOf(walk, file);
  if (!facts) return 'value';
  const origin = facts.exports.get(name);
  if (origin === 'value' || origin === 'type') return origin;
  if (origin) {
    const target = resolveFrom(walk, file, origin.specifier);
    return target ? { file: target, ask: origin.name } : 'absent';
  }
  if (name === 'default') return 'absent';
  for (const specifier of facts.stars) {
    const target = resolveFrom(walk, file, specifier);
    if (target && exportOf(walk, target, name) !== 'absent') return { file: target, ask: name };
  }
  return 'absent';
}

/** What a module's export of `name` is at the end of its re-exports. */
function exportOf(walk: Walk, file: string, name: string, seen = new Set<string>()): 'value' | 'type' | 'absent' {
  const key = `${file}\0${name}`;
  if (seen.has(key)) return 'absent';
  seen.add(key);
  const route = routeOf(walk, file, name);
  if (typeof route === 'string') return route;
  return route.ask === EVERY ? 'value' : exportOf(walk, route.file, route.ask, seen);
}

function follow(walk: Walk, from: string, specifier: string, asks: string[]): void {
  const target = resolveFrom(walk, from, specifier);
  if (target) for (const ask of asks) walk.queue.push({ file: target, ask });
}

/** The file a relative specifier names, as the bundler resolves it; undefined (and a warning) when there is none. */
function resolveFrom(walk: Walk, from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier.replace(/[?#].*$/, ''))
    .split(sep)
    .join('/');
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
    ...COMPLETIONS.map((ending) => base + ending),
    ...COMPLETIONS.map((ending) => `${base}/index${ending}`),
  ];
  const found = candidates.find((file) => isFile(join(walk.root, file)));
  if (!found) walk.warnings.add(`${from}: no file for ${specifier}${unresolvedHint(base)}`);
  return found;
}

function unresolvedHint(base: string): string {
  return base.startsWith(GENERATED) ? ' (run the content step first: npm run content)' : '';
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The facts of a code module, read once; undefined for a file that imports nothing (JSON, a stylesheet). */
function factsOf(walk: Walk, file: string): ModuleFacts | undefined {
  if (!CODE.test(file)) return undefined;
  if (!walk.facts.has(file)) walk.facts.set(file, readFacts(file, readFileSync(join(walk.root, file), 'utf8')));
  return walk.facts.get(file);
}

/** What a module imports and exports, from its syntax tree: its top-level statements and any `import()` call. */
export function readFacts(file: string, text: string): ModuleFacts {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const facts: ModuleFacts = { imports: [], dynamicImports: [], exports: new Map(), stars: [] };
  const bindings = new Map<string, Origin>();
  for (const statement of tree.statements) readDeclarations(statement, bindings, facts.exports);
  for (const statement of tree.statements)
    if (ts.isImportDeclaration(statement)) readImport(statement, bindings, facts);
  for (const statement of tree.statements) readExport(statement, bindings, facts);
  facts.dynamicImports = dynamicImportsOf(tree);
  return facts;
}

/** Records a declaration's names as values or types: in `exports` when it is exported, in `bindings` in any case. */
function readDeclarations(statement: ts.Statement, bindings: Map<string, Origin>, exports: Map<string, Origin>): void {
  const names = declaredNames(statement);
  if (names.length === 0) return;
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  const has = (kind: ts.SyntaxKind) => modifiers.some((m) => m.kind === kind);
  const kind = carriesNoValue(statement) || has(ts.SyntaxKind.DeclareKeyword) ? 'type' : 'value';
  for (const name of names) {
    setOrigin(bindings, name, kind);
    if (has(ts.SyntaxKind.ExportKeyword))
      setOrigin(exports, has(ts.SyntaxKind.DefaultKeyword) ? 'default' : name, kind);
  }
}

function carriesNoValue(statement: ts.Statement): boolean {
  return ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
}

/** The names a top-level declaration binds (an interface and a value of one name make a value). */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) => bindingNames(d.name));
  const named =
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isModuleDeclaration(statement);
  if (!named) return [];
  if (!statement.name) return ['default'];
  // `declare module 'name'` declares a package's types, no name of this module.
  return ts.isIdentifier(statement.name) ? [statement.name.text] : [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

function setOrigin(map: Map<string, Origin>, name: string, origin: Origin): void {
  if (origin === 'type' && map.has(name)) return;
  map.set(name, origin);
}

/** Records what an import asks of its module and the names it binds; a type-only import asks nothing. */
function readImport(statement: ts.ImportDeclaration, bindings: Map<string, Origin>, facts: ModuleFacts): void {
  if (!ts.isStringLiteral(statement.moduleSpecifier)) return;
  const specifier = statement.moduleSpecifier.text;
  const clause = statement.importClause;
  const asks = clause ? bindImports(clause, specifier, bindings) : [RUNS];
  if (RELATIVE.test(specifier) && asks.length > 0) facts.imports.push({ specifier, asks });
}

/** The exports an import clause asks for, each of its names bound to where it comes from. */
function bindImports(clause: ts.ImportClause, specifier: string, bindings: Map<string, Origin>): string[] {
  const asks: string[] = [];
  const bind = (local: string, name: string, typeOnly: boolean) => {
    // A package's export, passed on, counts as the module's own value: no file of the repository is behind it.
    bindings.set(local, typeOnly ? 'type' : RELATIVE.test(specifier) ? { specifier, name } : 'value');
    if (!typeOnly) asks.push(name);
  };
  if (clause.name) bind(clause.name.text, 'default', clause.isTypeOnly);
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) bind(named.name.text, EVERY, clause.isTypeOnly);
  if (named && ts.isNamedImports(named)) {
    for (const element of named.elements)
      bind(element.name.text, (element.propertyName ?? element.name).text, clause.isTypeOnly || element.isTypeOnly);
    // `import {} from 'x'` still runs the module.
    if (named.elements.length === 0 && !clause.isTypeOnly && !clause.name) asks.push(RUNS);
  }
  return asks;
}

/** Records an `export … from`, an `export { local }` and an `export default local`. */
function readExport(statement: ts.Statement, bindings: Map<string, Origin>, facts: ModuleFacts): void {
  if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
    const local = ts.isIdentifier(statement.expression) ? bindings.get(statement.expression.text) : undefined;
    return setOrigin(facts.exports, 'default', local ?? 'value');
  }
  if (!ts.isExportDeclaration(statement)) return;
  const specifier =
    statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? statement.moduleSpecifier.text
      : undefined;
  const clause = statement.exportClause;
  if (!clause) {
    if (specifier && RELATIVE.test(specifier) && !statement.isTypeOnly) facts.stars.push(specifier);
  } else if (ts.isNamespaceExport(clause))
    facts.exports.set(clause.name.text, specifierOrigin(specifier, EVERY, statement.isTypeOnly));
  else
    for (const element of clause.elements) {
      const local = (element.propertyName ?? element.name).text;
      const typeOnly = statement.isTypeOnly || element.isTypeOnly;
      const origin = specifier ? specifierOrigin(specifier, local, typeOnly) : typeOnly ? 'type' : bindings.get(local);
      facts.exports.set(element.name.text, origin ?? 'value');
    }
}

/** Where a re-exported name comes from; a package's export counts as a value of the file itself. */
function specifierOrigin(specifier: string | undefined, name: string, typeOnly: boolean): Origin {
  if (typeOnly) return 'type';
  return specifier && RELATIVE.test(specifier) ? { specifier, name } : 'value';
}

/** The relative specifiers of the `import()` calls anywhere in a module, written as plain strings. */
function dynamicImportsOf(tree: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument) && RELATIVE.test(argument.text)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The report: the count and the sources, a blank line, the count and the generated files. */
export function formatReport({ sources, generated }: PathFiles): string {
  return [filesCount(sources, 'source'), ...sources, '', filesCount(generated, 'generated'), ...generated].join('\n');
}

function filesCount(files: string[], kind: string): string {
  return `${files.length} ${kind} ${files.length === 1 ? 'file' : 'files'}`;
}

function main(argv: string[]): void {
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--dynamic');
  const files = argv.filter((arg) => !arg.startsWith('--'));
  if (unknown.length > 0 || files.length === 0)
    throw new Error('usage: npm run path-files -- FILE [FILE…] [--dynamic], e.g. src/views/ProductPage.tsx');
  const root = resolve(import.meta.dirname, '..');
  const given = files.map((file) => relative(root, resolve(file)).split(sep).join('/'));
  const missing = given.filter((file) => !isFile(join(root, file)));
  if (missing.length > 0)
    throw new Error(
      `no such file: ${missing.join(', ')} (give paths from the repository's root or the current folder)`,
    );
  const reached = pathFiles(given, { root, dynamic: argv.includes('--dynamic') });
  for (const warning of reached.warnings) console.error(`path-files: ${warning}`);
  console.log(formatReport(reached));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`path-files: ${(error as Error).message}`);
    process.exit(1);
  }
}
