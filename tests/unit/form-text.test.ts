/**
 * Text staff read (names, subjects, messages, comments) carries no control characters and no bidi
 * embedding, override or isolate characters (U+202A–202E, U+2066–2069), which can make a line read
 * differently from what it holds; a one-line field loses its zero-width characters too. Arabic text, with
 * the marks Arabic keyboards add, passes unchanged.
 */
import { describe, expect, it } from 'vitest';
import { commentSchema } from '../../src/forms/comment';
import { contactSchema } from '../../src/forms/contact';
import { VALID_CONTACT } from '../helpers/requests';

const parse = (fields: Record<string, string>) => contactSchema.safeParse({ ...VALID_CONTACT, ...fields });

describe('contact fields', () => {
  it('keep Arabic text as typed, with its right-to-left and Arabic letter marks', () => {
    const arabic = {
      nom: 'الخطيب',
      prenom: 'ليلى',
      sujet: 'عرض سعر لمظلة بيوكليماتيكية 4 × 3 م',
      message: 'مرحبًا،\nأودّ الحصول على عرض سعر لمظلة على شرفتنا في Nyon.\u200f شكرًا\u061c!',
    };
    const result = parse({ ...arabic, locale: 'ar' });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject(arabic);
  });

  it.each([
    ['right-to-left override', '\u202e'],
    ['left-to-right override', '\u202d'],
    ['right-to-left embedding', '\u202b'],
    ['pop directional formatting', '\u202c'],
    ['right-to-left isolate', '\u2067'],
    ['first strong isolate', '\u2068'],
    ['pop directional isolate', '\u2069'],
  ])('strip a %s from names, subject and message', (_, mark) => {
    const result = parse({
      nom: `Roch${mark}at`,
      sujet: `Facture ${mark}fdp.exe`,
      message: `Bonjour${mark}\nmerci`,
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ nom: 'Rochat', sujet: 'Facture fdp.exe', message: 'Bonjour\nmerci' });
  });

  it('strip zero-width characters from one-line fields', () => {
    const result = parse({ nom: 'Ro\u200bchat\u2060', sujet: '\ufeffPergola', societe: 'Ate\u200blier' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ nom: 'Rochat', sujet: 'Pergola', societe: 'Atelier' });
  });

  it.each(['0000', '0007', '001B', '007F', '0080', '0085', '009B', '009F'])(
    'refuse the control character U+%s',
    (hex) => {
      const control = String.fromCharCode(parseInt(hex, 16));
      for (const field of ['nom', 'sujet', 'message', 'societe']) {
        expect(parse({ [field]: `a${control}b` }).success, field).toBe(false);
      }
    },
  );
});

describe('comment fields', () => {
  it('strip bidi overrides from the name and message, and refuse C1 controls', () => {
    const base = {
      name: 'Anna',
      email: 'anna@example.ch',
      message: 'Très utile, merci.',
      slug: 'budget-pergola-suisse',
    };
    expect(commentSchema.parse({ ...base, name: 'An\u202ena' }).name).toBe('Anna');
    expect(commentSchema.safeParse({ ...base, message: 'Merci\u009b31m' }).success).toBe(false);
  });
});
