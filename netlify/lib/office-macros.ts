/**
 * Whether a Word file carries macros, read from its structure without a parser dependency.
 *
 * A `.doc` is an OLE2 compound file: its directory is a list of 128-byte entries, each sector-aligned, whose
 * name is UTF-16LE with its byte length (terminator included) at 0x40 and its type at 0x42 (1 storage,
 * 2 stream). A VBA project lives in a `Macros` storage holding `VBA` with a `_VBA_PROJECT` stream. Reading
 * every 128-byte-aligned entry past the header finds them whatever the sector size (512 or 4096) and
 * wherever the file allocation table puts the directory; document text never sits there with a matching
 * length and type by accident.
 *
 * A `.docx` is a zip: a VBA project there is the part `word/vbaProject.bin`, named in the zip's headers.
 */

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
