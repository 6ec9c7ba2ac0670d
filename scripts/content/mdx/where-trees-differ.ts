/**
 * The check's comparison of the two readings of an MDX body: remark's, MDX's own, and satteri's, the build's
 * (./remark-parse-native.ts). ./mdx.ts refuses a body where they differ, at the place found here.
 */
import type { Root } from 'mdast';
import { unravel } from './mdx-tree.ts';

type Node = Root | Root['children'][number];

/**
 * Where satteri's tree of a body (`satteris`) first departs from remark's (`remarks`), in document order: where
 * two texts part, else at the node that differs, or the last one before it that has a position; undefined when
 * they agree. Both trees are compared as the build makes HTML of them, after mark-and-unravel (done here, in
 * place), without positions or parser data.
 */
export function whereTreesDiffer(remarks: Root, satteris: Root, body: string): Place | undefined {
  unravel(remarks);
  unravel(satteris);
  return firstDifference(remarks, satteris, { line: 1, column: 1 }, body);
}

export interface Place {
  line: number;
  column: number;
}

function firstDifference(a: Node, b: Node, near: Place, body: string): Place | undefined {
  const here = a.position?.start ?? near;
  if (a.type === 'text' && b.type === 'text' && a.value !== b.value) return placeInText(a, b, body) ?? here;
  if (!sameFields(a, b)) return here;
  const as = 'children' in a ? (a.children as Node[]) : [];
  const bs = 'children' in b ? (b.children as Node[]) : [];
  let last = here;
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    const [x, y] = [as[i], bs[i]];
    if (!x || !y) return x?.position?.start ?? last;
    const found = firstDifference(x, y, last, body);
    if (found) return found;
    last = x.position?.end ?? last;
  }
  return undefined;
}

type Text = Extract<Node, { type: 'text' }>;

/**
 * Where two texts part, in the body's own characters: where the shorter ends when the longer begins with it
 * (one parser ends a text at a `*` or `_` the other keeps as text), else where remark's text starts.
 */
function placeInText(remarks: Text, satteris: Text, body: string): Place | undefined {
  const [shorter, longer] = remarks.value.length <= satteris.value.length ? [remarks, satteris] : [satteris, remarks];
  const offset = longer.value.startsWith(shorter.value) ? shorter.position?.end.offset : remarks.position?.start.offset;
  if (offset === undefined) return undefined;
  const before = body.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The fields of two nodes other than their children, positions and parser data (an attribute's too). */
function sameFields(a: Node, b: Node): boolean {
  const fields = (node: Node) => JSON.stringify(withoutPlaces({ ...node, children: undefined }));
  return fields(a) === fields(b);
}

/** A value without `position` and `data` at any depth, its keys sorted. */
function withoutPlaces(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPlaces);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => key !== 'position' && key !== 'data' && v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : 1))
      .map(([key, v]) => [key, withoutPlaces(v)]),
  );
}
