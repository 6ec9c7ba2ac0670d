/**
 * A faster search for expressions that open with a lookaround. V8 cannot skip ahead to the letters
 * such an expression needs, so it tries the lookaround at every position of the text; a lookbehind
 * that reads back to the start of the sentence (`(?<!France[^.!?]*)`) then costs the square of a
 * sentence's length. The same expression without its lookarounds matches a superset of what it
 * matches (a lookaround consumes nothing, so dropping one only loosens the match), and runs at the
 * engine's full speed: the whole expression is tried only where that looser one starts a match.
 */

/**
 * `source` without its lookarounds (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`), or undefined when it has
 * none or could mean something else without them: a backreference may name a group inside one.
 */
export function withoutLookarounds(source: string): string | undefined {
  if (/\\(?:[1-9]|k<)/.test(source)) return undefined;
  let out = '';
  let found = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (char === '[') {
      const end = classEnd(source, i);
      out += source.slice(i, end + 1);
      i = end;
    } else if (char === '(' && /^\(\?(?:=|!|<=|<!)/.test(source.slice(i, i + 4))) {
      found = true;
      // An empty group in its place, so a quantifier after it (allowed without the u flag) binds to nothing.
      out += '(?:)';
      i = groupEnd(source, i);
    } else out += char;
  }
  return found ? out : undefined;
}

/** The index of the `]` closing the character class that opens at `start`. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i++;
  // A `]` first in a class is a literal, as in `[]a]`.
  if (source[i] === ']') i++;
  for (; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  return source.length - 1;
}

/** The index of the `)` closing the group that opens at `start`. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') i++;
    else if (char === '[') i = classEnd(source, i);
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return source.length - 1;
}

/** Finds the first match of a global expression at or after an index, as `regex.exec` with `lastIndex`. */
export type Scan = (text: string, from: number) => RegExpExecArray | null;

const scans = new WeakMap<RegExp, Scan>();

/**
 * The search of `regex` (global), made once per expression: for one that opens with a lookaround, a
 * sticky copy of it is tried at each place its lookaround-free form starts a match, in order, so the
 * first that matches is the match `regex.exec` would give. Others are searched as they are.
 */
export function scanOf(regex: RegExp): Scan {
  let scan = scans.get(regex);
  if (!scan) scans.set(regex, (scan = makeScan(regex)));
  return scan;
}

function makeScan(regex: RegExp): Scan {
  const plain: Scan = (text, from) => {
    regex.lastIndex = from;
    return regex.exec(text);
  };
  // With the v flag, classes nest, which withoutLookarounds does not read.
  const opensWithLookaround = /^(?:\(\?:)*\(\?(?:=|!|<=|<!)/.test(regex.source) && !regex.flags.includes('v');
  const loose = opensWithLookaround ? withoutLookarounds(regex.source) : undefined;
  if (loose === undefined) return plain;
  const flags = regex.flags.replace(/[gy]/g, '');
  const candidates = new RegExp(loose, `g${flags}`);
  const sticky = new RegExp(regex.source, `y${flags}`);
  // The next place to try, as the engine steps: by code point when the expression reads code points.
  const step = regex.unicode ? (text: string, at: number) => ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1) : () => 1;
  return (text, from) => {
    for (candidates.lastIndex = from; ;) {
      const candidate = candidates.exec(text);
      if (!candidate) return null;
      sticky.lastIndex = candidate.index;
      const match = sticky.exec(text);
      if (match) return match;
      candidates.lastIndex = candidate.index + step(text, candidate.index);
    }
  };
}
