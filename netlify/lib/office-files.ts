/**
 * What a Word file does when it is opened, read from its structure without a parser dependency: whether it
 * carries macros, and whether it runs or fetches anything else.
 *
 * A `.doc` is an OLE2 compound file: its directory is a list of 128-byte entries, each sector-aligned, whose
 * name is UTF-16LE with its byte length (terminator included) at 0x40 and its type at 0x42 (1 storage,
 * 2 stream). A VBA project lives in a `Macros` storage holding `VBA` with a `_VBA_PROJECT` stream. Reading
 * every 128-byte-aligned entry past the header finds them whatever the sector size (512 or 4096) and
 * wherever the file allocation table puts the directory; document text never sits there with a matching
 * length and type by accident. An embedded object is a storage of its `ObjectPool` holding `\x03ObjInfo`;
 * a Packager object's content is the stream `\x01Ole10Native`.
 *
 * A `.docx` is a zip package: a VBA project there is the part `word/vbaProject.bin`, named in the zip's
 * headers. An embedded OLE object (`word/embeddings/oleObject1.bin`) or ActiveX control (`word/activeX/`)
 * runs code of another program; a relationship with `TargetMode="External"` of type attachedTemplate (a
 * template, macros included, fetched from a URL when the file opens), oleObject, frame or subDocument fetches
 * content from a URL or a share. External hyperlinks stay. The zip is read from its central directory; only
 * the small `.rels` parts are inflated, with a cap.
 */
import { inflateRawSync } from 'node:zlib';

const ENTRY_BYTES = 128;
const HEADER_BYTES = 512;
const MACRO_ENTRIES = new Set(['macros', 'vba', '_vba_project', '_vba_project_cur']);

/** The name of the OLE2 directory entry at `offset`, or undefined when the bytes there are not one. */
function entryName(bytes: Uint8Array, offset: number): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, ENTRY_BYTES);
  const nameBytes = view.getUint16(0x40, true);
  const type = view.getUint8(0x42);
  if ((type !== 1 && type !== 2) || nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) return undefined;
  let name = '';
  for (let i = 0; i < nameBytes - 2; i += 2) {
    const code = view.getUint16(i, true);
    if (code === 0) return undefined;
    name += String.fromCharCode(code);
  }
  return view.getUint16(nameBytes - 2, true) === 0 ? name : undefined;
}

/** The names of every OLE2 directory entry found past the header. */
export function oleEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let offset = HEADER_BYTES; offset + ENTRY_BYTES <= bytes.length; offset += ENTRY_BYTES) {
    const name = entryName(bytes, offset);
    if (name !== undefined) names.push(name);
  }
  return names;
}

/** True when an OLE2 compound file has a directory entry of a VBA project. */
export function oleHasVbaProject(bytes: Uint8Array): boolean {
  return oleEntryNames(bytes).some((name) => MACRO_ENTRIES.has(name.toLowerCase()));
}

/** Index of `needle` in `haystack`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  outer: for (
    let i = haystack.indexOf(first!);
    i >= 0 && i <= haystack.length - needle.length;
    i = haystack.indexOf(first!, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const VBA_PART = new TextEncoder().encode('vbaProject.bin');

/** True when an OOXML package (zip) names a VBA project part. */
export function ooxmlHasVbaProject(bytes: Uint8Array): boolean {
  return indexOfBytes(bytes, VBA_PART) >= 0;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or undefined when `bytes` has none that reads. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/** Largest `.rels` part inflated: relationship lists are a few kilobytes. */
const MAX_RELS_BYTES = 1024 * 1024;

function entryText(bytes: Uint8Array, entry: ZipEntry): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return new TextDecoder().decode(data);
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_RELS_BYTES }).toString('utf8');
  } catch {
    return undefined;
  }
  return undefined;
}

const ACTIVE_PART = /(?:^|\/)(?:embeddings\/[^/]*oleObject[^/]*|embeddings\/[^/]*\.bin|activeX\/[^/]+)$/i;
const FETCHING_TYPES = /\/(?:attachedTemplate|oleObject|frame|subDocument)$/i;

/** True when one `<Relationship>` of a `.rels` part fetches content from outside the file. */
function fetchesFromOutside(rels: string): boolean {
  for (const [element] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(["'])(.*?)\\1`).exec(element)?.[2] ?? '';
    if (attribute('TargetMode').toLowerCase() === 'external' && FETCHING_TYPES.test(attribute('Type'))) return true;
  }
  return false;
}

/** True when a `.docx` package holds an embedded object or control, or fetches a template or object. */
export function ooxmlHasActiveContent(bytes: Uint8Array): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  for (const entry of entries) {
    if (ACTIVE_PART.test(entry.name)) return true;
    if (!entry.name.endsWith('.rels')) continue;
    const text = entryText(bytes, entry);
    // A relationships part that cannot be read cannot be vouched for.
    if (text === undefined || fetchesFromOutside(text)) return true;
  }
  return false;
}

/** True when a `.doc` holds an embedded OLE object (its `ObjInfo` or a Packager's `Ole10Native` stream). */
export function oleHasEmbeddedObject(bytes: Uint8Array): boolean {
  return oleEntryNames(bytes).some((name) => name === '\u0003ObjInfo' || name === '\u0001Ole10Native');
}
