import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The message parameters the code fills with a number, read from the calls that fill them:
 * `t('reviews.progress', { current: i + 1 })`, `format(strings(`solar.quote.surface.${mount}`), {
 * spaces: n(input.spaces) })`, `tn(key, count, …)`, and the solar estimator's `say(w, key, params)` /
 * `sayCount(w, key, count, params)`. Such a parameter is a count wherever a word follows it in a
 * message, whatever that word is (scripts/content/checks/plural-checks.ts), so no guess from the English noun
 * is needed. Syntax only: a number is a numeric literal, arithmetic, a `.length`, a `Math` call, a
 * number formatted by `n()` / `formatNumber()`, the way every figure reaches a message, or a name the
 * same file declares as a number (`count: number`, `const spaces = 3`).
 */

/** A parameter a call fills with another catalogue string, as it is, with its capital: a label. */
export interface LabelParam {
  /** The message the label enters. */
  key: RegExp;
  param: string;
  /** The catalogue keys the label is read from. */
  label: RegExp;
  at: string;
}

/** One call's numeric parameters: the keys it may fill (a template key matches any segment). */
export interface NumericParams {
  key: RegExp;
  params: string[];
  /** Where the call is, `src/lib/solar-format.ts:55`, for the message. */
  at: string;
}

const LOOKUPS = new Set(['t', 'strings', 'tn']);
/** Calls that give a number, or a number written out, whatever their argument. */
const FORMATTERS = new Set(['n', 'formatNumber', 'Number', 'parseInt', 'parseFloat']);
/** Methods of a number that write it out: the receiver is the number shown. */
const NUMBER_METHODS = new Set(['toFixed', 'toLocaleString', 'toPrecision']);

/** The calls of `calls` that fill the catalogue key `key`, in both checks that read them. */
export const callsFilling = <T extends { key: RegExp }>(key: string, calls: readonly T[]): T[] =>
  calls.filter((call) => call.key.test(key));

/**
 * What a file knows of numbers beyond a literal: the names it declares as numbers (`count: number`,
 * `const spaces = 3`), and the property names every file of src/ types as a number and never as
 * anything else (`spaces: number` in an interface), so `input.spaces` and `{ spaces }` read as numbers.
 */
interface Numbers {
  names: ReadonlySet<string>;
  properties: ReadonlySet<string>;
}
const NO_NUMBERS: Numbers = { names: new Set(), properties: new Set() };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue key a lookup names: exact for a string, any segment for a template's `${…}`. */
function keyPattern(node: ts.Expression): RegExp | undefined {
  if (ts.isParenthesizedExpression(node)) return keyPattern(node.expression);
  // `say(w, complete ? 'solar.quote.estimate' : 'solar.quote.estimatePartial', params)`: either key.
  if (ts.isConditionalExpression(node)) {
    const [yes, no] = [keyPattern(node.whenTrue), keyPattern(node.whenFalse)];
    return yes && no ? new RegExp(`${yes.source}|${no.source}`) : undefined;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return new RegExp(`^${escape(node.text)}$`);
  if (ts.isTemplateExpression(node))
    return new RegExp(
      `^${escape(node.head.text)}${node.templateSpans.map((s) => `[\\w-]+${escape(s.literal.text)}`).join('')}$`,
    );
  return undefined;
}

/** `Math.round(x)`, `Math.max(a, b)`: every `Math` call but `Math.random` gives a number to show. */
const isMathCall = (node: ts.CallExpression) =>
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'Math';

/** `new Intl.NumberFormat(…)`: its `format()` writes a number. */
const isNumberFormat = (node: ts.Expression) =>
  ts.isNewExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'NumberFormat';

function isNumericCall(node: ts.CallExpression, numbers: Numbers): boolean {
  if (isMathCall(node)) return true;
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'String')
    return node.arguments[0] !== undefined && isNumeric(node.arguments[0], numbers);
  if (ts.isIdentifier(callee)) return FORMATTERS.has(callee.text);
  if (!ts.isPropertyAccessExpression(callee)) return false;
  if (NUMBER_METHODS.has(callee.name.text)) return true;
  if (callee.name.text === 'format') return isNumberFormat(callee.expression);
  // `items.reduce((sum, x) => sum + x, 0)`: a sum started from a number.
  const start = node.arguments[1];
  return callee.name.text === 'reduce' && start !== undefined && isNumeric(start, numbers);
}

function isNumeric(node: ts.Expression, numbers: Numbers = NO_NUMBERS): boolean {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return isNumeric(node.expression, numbers);
  if (ts.isNumericLiteral(node)) return true;
  if (ts.isIdentifier(node)) return numbers.names.has(node.text);
  if (ts.isPropertyAccessExpression(node))
    return ['length', 'size'].includes(node.name.text) || numbers.properties.has(node.name.text);
  if (ts.isCallExpression(node)) return isNumericCall(node, numbers);
  if (ts.isConditionalExpression(node)) return isNumeric(node.whenTrue, numbers) && isNumeric(node.whenFalse, numbers);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    const arithmetic = [ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken];
    if (arithmetic.includes(op)) return true;
    // `a + 1` and `count ?? 0`: either side a number makes a number.
    if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return isNumeric(node.left, numbers) || isNumeric(node.right, numbers);
  }
  return false;
}

/**
 * A variable or parameter declared as a number: typed `number`, or set to one; a name destructured
 * from an object whose property is a number (`{ count }: Props`); the state of `useState(0)`.
 */
function declaresNumber(node: ts.Node, numbers: Numbers): string | undefined {
  if (ts.isBindingElement(node) && ts.isIdentifier(node.name) && ts.isObjectBindingPattern(node.parent)) {
    const property = node.propertyName && ts.isIdentifier(node.propertyName) ? node.propertyName.text : node.name.text;
    return numbers.properties.has(property) ? node.name.text : undefined;
  }
  if (!(ts.isVariableDeclaration(node) || ts.isParameter(node))) return undefined;
  const init = node.initializer;
  if (ts.isArrayBindingPattern(node.name)) {
    const [state] = node.name.elements;
    const useState =
      init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'useState';
    const first = useState ? init.arguments[0] : undefined;
    return state && ts.isBindingElement(state) && ts.isIdentifier(state.name) && first && isNumeric(first, numbers)
      ? state.name.text
      : undefined;
  }
  if (!ts.isIdentifier(node.name)) return undefined;
  if (node.type?.kind === ts.SyntaxKind.NumberKeyword) return node.name.text;
  return !node.type && init && isNumeric(init, numbers) ? node.name.text : undefined;
}

/** The property names a file types, each with whether it is typed `number` there. */
function typedProperties(source: ts.SourceFile): [string, boolean][] {
  const found: [string, boolean][] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && node.type)
      found.push([node.name.text, node.type.kind === ts.SyntaxKind.NumberKeyword]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The property names typed `number` and never anything else, over some files. */
function numberProperties(sources: readonly ts.SourceFile[]): Set<string> {
  const number = new Set<string>();
  const other = new Set<string>();
  for (const source of sources)
    for (const [name, isNumber] of typedProperties(source)) (isNumber ? number : other).add(name);
  return new Set([...number].filter((name) => !other.has(name)));
}

/**
 * The key and parameters of a message lookup call: `t(key, params)`, `tn(key, n, params)`,
 * `format(strings(key), params)`, `say(w, key, params)`, `sayCount(w, key, n, params)`.
 */
function lookup(call: ts.CallExpression): { key: ts.Expression; params?: ts.Expression } | undefined {
  const callee = call.expression;
  if (!ts.isIdentifier(callee)) return undefined;
  const [first, second, third, fourth] = call.arguments;
  if (callee.text === 'format' && first && ts.isCallExpression(first) && ts.isIdentifier(first.expression)) {
    const inner = first.arguments[0];
    return LOOKUPS.has(first.expression.text) && inner ? { key: inner, params: second } : undefined;
  }
  if (callee.text === 't' && first) return { key: first, params: second };
  if (callee.text === 'tn' && first) return { key: first, params: third };
  if (callee.text === 'say' && second) return { key: second, params: third };
  if (callee.text === 'sayCount' && second) return { key: second, params: fourth };
  return undefined;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/**
 * The catalogue key of a bare lookup, `strings('solar.pitch.low')` or `say(w, 'solar.pitch.low')`: not
 * one wrapped in another call, nor a message filled with parameters.
 */
function labelKey(node: ts.Expression): RegExp | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  const [first, second] = node.arguments;
  if (node.expression.text === 'say') return node.arguments.length === 2 && second ? keyPattern(second) : undefined;
  return LOOKUPS.has(node.expression.text) && node.expression.text !== 'tn' && first ? keyPattern(first) : undefined;
}

/** An object's properties, those it spreads from a named object (`{ ...params, estimate }`) included. */
function propertiesOf(
  object: ts.ObjectLiteralExpression,
  objects: ReadonlyMap<string, ts.ObjectLiteralExpression>,
): ts.ObjectLiteralElementLike[] {
  return object.properties.flatMap((p) => {
    if (!ts.isSpreadAssignment(p)) return [p];
    const spread = ts.isIdentifier(p.expression) ? objects.get(p.expression.text) : undefined;
    return spread && spread !== object ? propertiesOf(spread, objects) : [];
  });
}

/** The parameters message lookups fill with a number, and those they fill with a label as it is. */
type Scan = { numeric: NumericParams[]; labels: LabelParam[] };

function scan(source: ts.SourceFile, properties: ReadonlySet<string>): Scan {
  const file = source.fileName;
  const found: NumericParams[] = [];
  const labels: LabelParam[] = [];
  // `const params = { … }` passed by name, as the quote requests do; `const label = strings(…)` likewise.
  const objects = new Map<string, ts.ObjectLiteralExpression>();
  const labelNames = new Map<string, RegExp>();
  const names = new Set<string>();
  const numbers: Numbers = { names, properties };
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isObjectLiteralExpression(node.initializer)) objects.set(node.name.text, node.initializer);
      const label = labelKey(node.initializer);
      if (label) labelNames.set(node.name.text, label);
    }
    const number = declaresNumber(node, numbers);
    if (number) names.add(number);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const call = lookup(node);
      const key = call && keyPattern(call.key);
      const object = call?.params && ts.isIdentifier(call.params) ? objects.get(call.params.text) : call?.params;
      if (key && object && ts.isObjectLiteralExpression(object)) {
        const properties = propertiesOf(object, objects);
        const params = properties
          .filter(
            (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
              (ts.isPropertyAssignment(p) && isNumeric(p.initializer, numbers)) ||
              (ts.isShorthandPropertyAssignment(p) && names.has(p.name.text)),
          )
          .map((p) => p.name.getText(source));
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        if (params.length) found.push({ key, params, at: `${file}:${line}` });
        for (const p of properties) {
          if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) continue;
          const value = ts.isPropertyAssignment(p) ? p.initializer : p.name;
          const label = ts.isIdentifier(value) ? labelNames.get(value.text) : labelKey(value);
          if (label) labels.push({ key, param: p.name.getText(source), label, at: `${file}:${line}` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { numeric: found, labels };
}

/** The repository this file is in: its src/ is the code the checks read. */
const ROOT = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

const scanned = new Map<string, Scan>();
/**
 * Every source file of `root`'s src/, read once per run, each knowing the number properties of them all;
 * each call site's place is written from `root` (`src/lib/solar-format.ts:55`).
 */
function scanSrc(root: string): Scan {
  const known = scanned.get(root);
  if (known) return known;
  const sources = sourceFiles(join(root, 'src')).map((file) => parse(relative(root, file), readFileSync(file, 'utf8')));
  const properties = numberProperties(sources);
  const found: Scan = { numeric: [], labels: [] };
  for (const { numeric, labels } of sources.map((source) => scan(source, properties))) {
    found.numeric.push(...numeric);
    found.labels.push(...labels);
  }
  scanned.set(root, found);
  return found;
}

/** The numeric parameters of every message lookup in the src/ of `root`, this repository's unless told. */
export const numericParams = (root = ROOT): NumericParams[] => scanSrc(root).numeric;

/** The label parameters of every message lookup in the src/ of `root`, this repository's unless told. */
export const labelParams = (root = ROOT): LabelParam[] => scanSrc(root).labels;
