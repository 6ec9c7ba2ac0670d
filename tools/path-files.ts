/**
 * The repository's files a piece of code reaches through the imports it runs: the measure of "the files a path
 * crosses" (a product page: its builder and its view; the contact form: its component and its function), so a
 * change can be weighed by how many files it touches along one path.
 *
 *   npm run path-files -- FILE [FILE…] [--dynamic]
 *
 * Prints the count and the sorted list of the source files reached (the given files included), then apart the
 * generated ones (under src/generated/, written by the content step, which must have run). What is followed is
 * read from each file's JavaScript as the compiler emits it with the root's tsconfig.json, as the bundlers do
 * (Vite, and esbuild for the Netlify functions): an import whose names are only types, or unused, is gone.
 *   - relative specifiers only: a package is not the project's source;
 *   - a file with code of its own counts whole, every import and re-export it holds followed: importing any name
 *     of a module runs the whole of it;
 *   - a pure barrel, a file that holds nothing but import and export declarations once compiled, runs nothing of
 *     its own: it is counted, and a name asked of it is followed alone to the file it comes from, as the bundler
 *     leaves out what the barrel passes on unused (unless that file's top-level code may have effects, which
 *     this does not judge). A namespace import, `export * as`, and the given files ask for every export;
 *   - dynamic `import()` only with --dynamic: a lazily loaded island is not on the path to a page's HTML.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { GENERATED_FOLDER } from '../src/paths/site-files';

/** What one module asks of another by its specifier: one of its exports by name, every export, or only that it runs. */
interface Link {
  specifier: string;
  ask: string;
}
/** A link resolved to the file it names. */
interface Demand {
  file: string;
  ask: string;
}
/** Asks for every export (a namespace import, a given file). */
const EVERY = '*';
/** Asks only that the module runs (a bare `import 'x'`). */
const RUNS = '';

/** What a module's emitted JavaScript imports and exports, read once. */
interface ModuleFacts {
  /** Every static import and `export … from`, with what it asks of its module. */
  links: Link[];
  dynamicImports: string[];
  /** Holds nothing but import and export declarations. */
  barrel: boolean;
  /** The names it exports. */
  names: Set<string>;
  /** Where each name it passes on comes from. */
  passes: Map<string, Link>;
  /** The specifiers of its `export * from`. */
  stars: string[];
}

export interface PathFiles {
  sources: string[];
  generated: string[];
  /** Specifiers that name no file, and names asked of a barrel that does not export them. */
  warnings: string[];
}

interface Walk {
  root: string;
  dynamic: boolean;
  compilerOptions: ts.CompilerOptions;
  facts: Map<string, ModuleFacts>;
  counted: Set<string>;
  asked: Set<string>;
  queue: Demand[];
  warnings: Set<string>;
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const RELATIVE = /^\.\.?(?:\/|$)/;
const GENERATED = `${GENERATED_FOLDER}/`;
/** The endings the bundler tries after a specifier, in its order (Vite's `resolve.extensions`, TypeScript first). */
const COMPLETIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'];

/** The files, relative to `root`, that `files` (relative to `root`) reach through the imports they run. */
export function pathFiles(files: string[], options: { root: string; dynamic?: boolean }): PathFiles {
  const walk: Walk = {
    root: options.root,
    dynamic: options.dynamic ?? false,
    compilerOptions: compilerOptionsOf(options.root),
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

/**
 * The options of the root's tsconfig.json, which Vite and esbuild read too: `verbatimModuleSyntax`, where a
 * tsconfig sets it, keeps every import as written (the project's does not, so imports used only as types are
 * dropped, as the bundler drops them); `jsx` decides the JSX runtime's import. ES modules out, so imports stay imports.
 */
function compilerOptionsOf(root: string): ts.CompilerOptions {
  const file = join(root, 'tsconfig.json');
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const options = isFile(file) ? ts.getParsedCommandLineOfConfigFile(file, {}, host)?.options : undefined;
  return { ...options, module: ts.ModuleKind.ESNext };
}

/** Counts the module a demand names and queues what it asks of others. */
function answer(walk: Walk, { file, ask }: Demand): void {
  const facts = factsOf(walk, file);
  // A module with code of its own runs whole, whichever name is asked of it.
  const asked = facts?.barrel ? ask : EVERY;
  const key = `${file}\0${asked}`;
  if (walk.asked.has(key)) return;
  walk.asked.add(key);
  walk.counted.add(file);
  if (!facts) return;
  if (asked === EVERY) return runWhole(walk, file, facts);
  for (const link of facts.links) if (link.ask === RUNS) follow(walk, file, link);
  if (asked !== RUNS) passOn(walk, file, facts, asked);
}

/** A module that runs whole: every import and re-export it holds is followed. */
function runWhole(walk: Walk, file: string, facts: ModuleFacts): void {
  for (const link of facts.links) follow(walk, file, link);
  if (walk.dynamic) for (const specifier of facts.dynamicImports) follow(walk, file, { specifier, ask: EVERY });
}

/** A barrel passes a name on to the module it comes from; one it does not export, it runs whole. */
function passOn(walk: Walk, file: string, facts: ModuleFacts, name: string): void {
  const source = facts.passes.get(name) ?? starExporting(walk, file, facts, name);
  if (source) return follow(walk, file, source);
  walk.warnings.add(`${file} does not export ${name}: counted whole`);
  runWhole(walk, file, facts);
}

/** The `export * from` of a module that leads to `name`, if one does (never the default export). */
function starExporting(walk: Walk, file: string, facts: ModuleFacts, name: string): Link | undefined {
  if (name === 'default') return undefined;
  const specifier = facts.stars.find((star) => {
    const target = resolveFrom(walk, file, star);
    return target !== undefined && exportsName(walk, target, name);
  });
  return specifier === undefined ? undefined : { specifier, ask: name };
}

/** Whether a module exports `name`, itself or through its `export * from`. */
function exportsName(walk: Walk, file: string, name: string, seen = new Set<string>()): boolean {
  const facts = factsOf(walk, file);
  if (!facts || seen.has(file)) return false;
  seen.add(file);
  if (facts.names.has(name)) return true;
  return facts.stars.some((star) => {
    const target = resolveFrom(walk, file, star);
    return target !== undefined && exportsName(walk, target, name, seen);
  });
}

/** Queues what a link asks of the file it names; a package's module is not followed. */
function follow(walk: Walk, from: string, { specifier, ask }: Link): void {
  if (!RELATIVE.test(specifier)) return;
  const file = resolveFrom(walk, from, specifier);
  if (file) walk.queue.push({ file, ask });
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
  if (!walk.facts.has(file)) {
    const text = readFileSync(join(walk.root, file), 'utf8');
    walk.facts.set(file, readFacts(emittedJavaScript(file, text, walk.compilerOptions)));
  }
  return walk.facts.get(file);
}

/** The module as the compiler emits it: types, and the imports only they or nothing used, are gone. */
function emittedJavaScript(file: string, text: string, compilerOptions: ts.CompilerOptions): ts.SourceFile {
  const { outputText } = ts.transpileModule(text, { fileName: file, compilerOptions });
  return ts.createSourceFile(`${file}.js`, outputText, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
}

/** What a module imports, exports and passes on, and whether it is a pure barrel, from its emitted JavaScript. */
function readFacts(tree: ts.SourceFile): ModuleFacts {
  const facts: ModuleFacts = {
    links: [],
    dynamicImports: dynamicImportsOf(tree),
    barrel: true,
    names: new Set(),
    passes: new Map(),
    stars: [],
  };
  // An import binding may be exported before the import that makes it.
  const imported = new Map<string, Link>();
  for (const statement of tree.statements)
    if (ts.isImportDeclaration(statement)) readImport(statement, imported, facts);
  for (const statement of tree.statements) {
    if (ts.isExportDeclaration(statement)) readExport(statement, imported, facts);
    else if (!ts.isImportDeclaration(statement)) readCode(statement, facts);
  }
  return facts;
}

/** Records what an import asks of its module, and where each name it binds comes from. */
function readImport(statement: ts.ImportDeclaration, imported: Map<string, Link>, facts: ModuleFacts): void {
  const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
  const clause = statement.importClause;
  const bindings: [string, string][] = [];
  if (clause?.name) bindings.push([clause.name.text, 'default']);
  const named = clause?.namedBindings;
  if (named && ts.isNamespaceImport(named)) bindings.push([named.name.text, EVERY]);
  if (named && ts.isNamedImports(named))
    for (const element of named.elements)
      bindings.push([element.name.text, (element.propertyName ?? element.name).text]);
  for (const [local, ask] of bindings) imported.set(local, { specifier, ask });
  if (bindings.length === 0) facts.links.push({ specifier, ask: RUNS });
  for (const [, ask] of bindings) facts.links.push({ specifier, ask });
}

/** Records an `export * from`, an `export … from`, and an `export { local }` of an import binding, passed on. */
function readExport(statement: ts.ExportDeclaration, imported: Map<string, Link>, facts: ModuleFacts): void {
  const specifier = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
  const clause = statement.exportClause;
  if (specifier !== undefined && !clause) {
    facts.stars.push(specifier);
    facts.links.push({ specifier, ask: EVERY });
  } else if (specifier !== undefined && clause && ts.isNamespaceExport(clause)) {
    passOnFrom(facts, clause.name.text, { specifier, ask: EVERY });
  } else if (clause && ts.isNamedExports(clause)) {
    for (const element of clause.elements) {
      const name = element.name.text;
      const local = (element.propertyName ?? element.name).text;
      if (specifier !== undefined) passOnFrom(facts, name, { specifier, ask: local });
      else exportLocal(facts, name, imported.get(local));
    }
  }
}

function passOnFrom(facts: ModuleFacts, name: string, source: Link): void {
  exportLocal(facts, name, source);
  facts.links.push(source);
}

/** An exported binding; one an import made is passed on from that import's module, which is a link already. */
function exportLocal(facts: ModuleFacts, name: string, importedFrom: Link | undefined): void {
  facts.names.add(name);
  if (importedFrom) facts.passes.set(name, importedFrom);
}

/** Any other statement is code of the module's own; an exported declaration adds its names. */
function readCode(statement: ts.Statement, facts: ModuleFacts): void {
  facts.barrel = false;
  if (ts.isExportAssignment(statement)) facts.names.add('default');
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return;
  const isDefault = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
  for (const name of isDefault ? ['default'] : declaredNames(statement)) facts.names.add(name);
}

/** The names a top-level declaration of the emitted JavaScript binds. */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name));
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  return [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

/** The specifiers of the `import()` calls anywhere in a module, written as plain strings. */
function dynamicImportsOf(tree: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
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
