/**
 * Small OLE2 compound files (the `.doc` container) built byte by byte: the 512-byte header with its
 * signature, then one directory sector of 128-byte entries with the given names and types.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export interface OleEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: 1 | 2 | 5;
}

export function oleFile(entries: OleEntry[], sectorBytes = 512): Uint8Array<ArrayBuffer> {
  const directoryStart = sectorBytes; // sector 0 follows the header, which fills one sector
  const bytes = new Uint8Array(directoryStart + Math.max(sectorBytes, entries.length * 128));
  bytes.set(SIGNATURE, 0);
  const view = new DataView(bytes.buffer);
  view.setUint16(0x1e, Math.log2(sectorBytes), true);
  view.setUint32(0x30, 0, true); // first directory sector
  entries.forEach((entry, i) => {
    const at = directoryStart + i * 128;
    for (let c = 0; c < entry.name.length; c++) view.setUint16(at + c * 2, entry.name.charCodeAt(c), true);
    view.setUint16(at + 0x40, (entry.name.length + 1) * 2, true);
    view.setUint8(at + 0x42, entry.type);
  });
  return bytes;
}

/** A Word 97 document without macros. */
export const PLAIN_DOC = oleFile([
  { name: 'Root Entry', type: 5 },
  { name: 'WordDocument', type: 2 },
  { name: '1Table', type: 2 },
  { name: '\u0005SummaryInformation', type: 2 },
]);

/** A Word 97 document with a VBA project (`Macros/VBA/_VBA_PROJECT`), as Word saves one. */
export const MACRO_DOC = oleFile([
  { name: 'Root Entry', type: 5 },
  { name: 'WordDocument', type: 2 },
  { name: '1Table', type: 2 },
  { name: 'Macros', type: 1 },
  { name: 'VBA', type: 1 },
  { name: '_VBA_PROJECT', type: 2 },
  { name: 'dir', type: 2 },
  { name: 'ThisDocument', type: 2 },
]);
