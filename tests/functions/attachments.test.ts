/**
 * What a stranger's attachment can do: a file name of any length answers at once, a Word file with macros is
 * refused in the visitor's language, and a notification carrying a visitor's file is marked as external.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { checkUpload, sanitizeFileName } from '../../netlify/lib/files';
import { EXTERNAL_HEADER, EXTERNAL_SUBJECT_PREFIX } from '../../netlify/lib/mail';
import { oleHasVbaProject, ooxmlHasVbaProject } from '../../netlify/lib/office-files';
import { t } from '../../netlify/lib/strings';
import { cpuTime } from '../helpers/cpu-time';
import { MACRO_DOC, PLAIN_DOC, oleFile } from '../helpers/ole2';
import { PDF_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp, type Fields } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

const sandbox = storeAndMail({}, { quiet: true });

const send = (fields: Fields) => {
  const ip = nextIp();
  return contact(formRequest(fields, { ip }), contextFor(ip));
};

describe('file names', () => {
  it('spends well under a second of CPU on a 200,000-character file name', async () => {
    // The first request of a file also pays for loading modules and opening connections: not the name's cost.
    expect((await send({ ...VALID_CONTACT, file: fileOf('warm-up.pdf', PDF_BYTES) })).status).toBe(200);
    for (const name of [`${'.'.repeat(200_000)}x.pdf`, `a${' .'.repeat(100_000)}b.pdf`, `${'a.'.repeat(100_000)}pdf`]) {
      const { result: res, ms } = await cpuTime(() => send({ ...VALID_CONTACT, file: fileOf(name, PDF_BYTES) }));
      expect(res.status).toBe(200);
      expect(ms, 'CPU time of the request, in ms').toBeLessThan(800);
    }
  });

  it('cleans names of any length in linear time and keeps their end', async () => {
    const { ms } = await cpuTime(() => {
      expect(sanitizeFileName(`${'.'.repeat(1_000_000)}x.pdf`, '.pdf')).toBe('x.pdf');
      expect(sanitizeFileName(`${' '.repeat(1_000_000)}.pdf`, '.pdf')).toBe('attachment.pdf');
    });
    expect(ms, 'CPU time of both names, in ms').toBeLessThan(200);
    expect(sanitizeFileName('  ..Devis été.. .pdf', '.pdf')).toBe('Devis été.pdf');
  });
});

describe('Word files with macros', () => {
  it('finds a VBA project in an OLE2 directory, with 512- and 4096-byte sectors', () => {
    expect(oleHasVbaProject(MACRO_DOC)).toBe(true);
    expect(oleHasVbaProject(PLAIN_DOC)).toBe(false);
    expect(
      oleHasVbaProject(
        oleFile(
          [
            { name: 'Root Entry', type: 5 },
            { name: '_VBA_PROJECT', type: 2 },
          ],
          4096,
        ),
      ),
    ).toBe(true);
    // The name as document text, off the directory's alignment or without its length, is not an entry.
    const text = new Uint8Array(2048);
    text.set(new Uint8Array(Buffer.from('Macros VBA _VBA_PROJECT', 'utf16le')), 700);
    expect(oleHasVbaProject(text)).toBe(false);
  });

  it('finds a VBA project part in a Word package', () => {
    const zip = (names: string) => new TextEncoder().encode(`PK\u0003\u0004....[Content_Types].xml ${names}`);
    expect(ooxmlHasVbaProject(zip('word/document.xml word/vbaProject.bin'))).toBe(true);
    expect(ooxmlHasVbaProject(zip('word/document.xml'))).toBe(false);
  });

  it.each(['fr', 'de'] as const)('refuses a .doc with a VBA project in %s and stores nothing', async (locale) => {
    const before = (await sandbox.blobs.keys('leads')).length;
    const res = await send({ ...VALID_CONTACT, locale, file: fileOf('offre.doc', MACRO_DOC) });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.file).toBe(t(locale, 'form.error.fileMacros'));
    expect(body.errors.file).toMatch(locale === 'fr' ? /macros/ : /Makros/);
    expect(await sandbox.blobs.keys('leads')).toHaveLength(before);
  });

  it('refuses a .docx whose package holds a VBA project', async () => {
    const docm = new TextEncoder().encode('PK\u0003\u0004....[Content_Types].xml word/vbaProject.bin');
    const res = await send({ ...VALID_CONTACT, locale: 'it', file: fileOf('offerta.docx', docm) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.file).toBe(
      t('it', 'form.error.fileMacros'),
    );
  });

  it('accepts a .doc without macros', async () => {
    expect('file' in (await checkUpload(fileOf('offre.doc', PLAIN_DOC)))).toBe(true);
  });
});

describe('notifications', () => {
  it('mark a mail carrying the visitor’s file as external, and only that one', async () => {
    const mails = sandbox.smtp.mails;
    const before = mails.length;
    expect((await send({ ...VALID_CONTACT, file: fileOf('plan.pdf', PDF_BYTES) })).status).toBe(200);
    expect((await send({ ...VALID_CONTACT })).status).toBe(200);
    const [withFile, without] = mails.slice(before);
    expect(withFile!.attachments).toHaveLength(1);
    expect(withFile!.subject.startsWith(EXTERNAL_SUBJECT_PREFIX)).toBe(true);
    expect(withFile!.headers.get(EXTERNAL_HEADER.toLowerCase())).toBeTruthy();
    expect(withFile!.text).toMatch(/^ATTENTION/);
    expect(without!.subject.startsWith(EXTERNAL_SUBJECT_PREFIX)).toBe(false);
    expect(without!.headers.has(EXTERNAL_HEADER.toLowerCase())).toBe(false);
  });
});
