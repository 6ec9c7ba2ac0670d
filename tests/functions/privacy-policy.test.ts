/**
 * The privacy policy, in each language, against the code: every field the functions store is named in it
 * (by the form's own label where the visitor typed it), every cookie the site sets is in its cookie table
 * with the lifetime the code gives it, and every period and limit it promises is the one the code enforces.
 * Add a field, a cookie or change a number in the code, and this fails until the policy says so too.
 */
import '../helpers/generate-strings';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import comments from '../../netlify/functions/comments.mts';
import contact from '../../netlify/functions/contact.mts';
import language from '../../netlify/functions/language.mts';
import newsletter, { MAX_CONFIRMATION_MAILS } from '../../netlify/functions/newsletter.mts';
import confirmFn from '../../netlify/functions/newsletter-confirm.mts';
import unsubscribeFn from '../../netlify/functions/newsletter-unsubscribe.mts';
import { PENDING_COMMENT_MAX_AGE_DAYS } from '../../netlify/lib/comments';
import { PENDING_MAX_AGE_MS } from '../../netlify/lib/newsletter/subscriptions';
import { CONFIRM_TTL_MS, UNSUBSCRIBE_TTL_MS, signToken } from '../../netlify/lib/newsletter/token';
import { LEAD_RETENTION_YEARS, ORPHAN_GRACE_MS } from '../../netlify/lib/retention';
import { t } from '../../netlify/lib/strings';
import { LOCALES, type Locale } from '../../src/forms/common';
import { ensureXsrfToken } from '../../src/forms/xsrf';
import { PDF_BYTES, SITE, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';
import { readComment, readLead, readSubscriptionRecord } from '../helpers/sealed-records';

const DAY_S = 24 * 60 * 60;
const YEAR_S = 365 * DAY_S;

/** How the policy of each language writes a few words and durations. */
interface Wording {
  terms: Record<Term, string>;
  years: (n: number) => string;
  days: (n: number) => string;
  hours: (n: number) => string;
  session: string;
  confirmationMails: (n: number) => string;
}
type Term =
  | 'received'
  | 'notified'
  | 'lastContact'
  | 'fileName'
  | 'language'
  | 'page'
  | 'status'
  | 'requested'
  | 'queued'
  | 'mailsSent'
  | 'confirmed'
  | 'article'
  | 'moderation'
  | 'sent';

const one = (n: number, singular: string, plural: string) => (n === 1 ? singular : `${n} ${plural}`);
/** Arabic counts: 1 has its own word, 3 to 10 take the plural, 11 and more the singular accusative. */
const arabic = (n: number, single: string, plural: string, many: string) =>
  n === 1 ? single : n >= 3 && n <= 10 ? `${n} ${plural}` : `${n} ${many}`;

const WORDING: Record<Locale, Wording> = {
  en: {
    terms: {
      received: 'time of receipt',
      notified: 'time our staff were notified',
      lastContact: 'date of the last contact',
      fileName: 'original file name',
      language: 'language',
      page: 'page',
      status: 'confirmed or not',
      requested: 'time of your request',
      queued: 'time of the last confirmation e-mail',
      mailsSent: 'number of confirmation e-mails sent',
      confirmed: 'time of your confirmation',
      article: 'article',
      moderation: 'moderation status',
      sent: 'time of sending',
    },
    years: (n) => one(n, '1 year', 'years'),
    days: (n) => one(n, '1 day', 'days'),
    hours: (n) => one(n, '1 hour', 'hours'),
    session: 'session',
    confirmationMails: (n) => `${n} confirmation e-mails`,
  },
  fr: {
    terms: {
      received: 'heure de réception',
      notified: 'heure à laquelle notre équipe a été avertie',
      lastContact: 'date du dernier contact',
      fileName: "nom d'origine du fichier",
      language: 'langue',
      page: 'page',
      status: 'confirmée ou non',
      requested: 'heure de votre demande',
      queued: 'heure du dernier e-mail de confirmation',
      mailsSent: "nombre d'e-mails de confirmation envoyés",
      confirmed: 'heure de votre confirmation',
      article: 'article',
      moderation: 'état de modération',
      sent: "heure d'envoi",
    },
    years: (n) => one(n, '1 an', 'ans'),
    days: (n) => one(n, '1 jour', 'jours'),
    hours: (n) => one(n, '1 heure', 'heures'),
    session: 'session',
    confirmationMails: (n) => `${n} e-mails de confirmation`,
  },
  de: {
    terms: {
      received: 'Zeitpunkt des Eingangs',
      notified: 'Zeitpunkt der Benachrichtigung unseres Teams',
      lastContact: 'Datum des letzten Kontakts',
      fileName: 'ursprünglichen Dateinamen',
      language: 'Sprache',
      page: 'Seite',
      status: 'bestätigt oder nicht',
      requested: 'Zeitpunkt Ihrer Anfrage',
      queued: 'Zeitpunkt der letzten Bestätigungs-E-Mail',
      mailsSent: 'Anzahl der gesendeten Bestätigungs-E-Mails',
      confirmed: 'Zeitpunkt Ihrer Bestätigung',
      article: 'Artikel',
      moderation: 'Moderationsstatus',
      sent: 'Zeitpunkt des Sendens',
    },
    years: (n) => one(n, '1 Jahr', 'Jahre'),
    days: (n) => one(n, '1 Tag', 'Tage'),
    hours: (n) => one(n, '1 Stunde', 'Stunden'),
    session: 'Sitzung',
    confirmationMails: (n) => `${n} Bestätigungs-E-Mails`,
  },
  it: {
    terms: {
      received: 'ora di ricezione',
      notified: 'ora in cui il nostro personale è stato avvisato',
      lastContact: "data dell'ultimo contatto",
      fileName: 'nome originale del file',
      language: 'lingua',
      page: 'pagina',
      status: 'confermata o no',
      requested: 'ora della sua richiesta',
      queued: "ora dell'ultima e-mail di conferma",
      mailsSent: 'numero di e-mail di conferma inviate',
      confirmed: 'ora della sua conferma',
      article: 'articolo',
      moderation: 'stato di moderazione',
      sent: 'ora di invio',
    },
    years: (n) => one(n, '1 anno', 'anni'),
    days: (n) => one(n, '1 giorno', 'giorni'),
    hours: (n) => one(n, '1 ora', 'ore'),
    session: 'sessione',
    confirmationMails: (n) => `${n} e-mail di conferma`,
  },
  es: {
    terms: {
      received: 'hora de recepción',
      notified: 'hora en que se avisó a nuestro personal',
      lastContact: 'fecha del último contacto',
      fileName: 'nombre original del archivo',
      language: 'idioma',
      page: 'página',
      status: 'confirmada o no',
      requested: 'hora de su solicitud',
      queued: 'hora del último correo de confirmación',
      mailsSent: 'número de correos de confirmación enviados',
      confirmed: 'hora de su confirmación',
      article: 'artículo',
      moderation: 'estado de moderación',
      sent: 'hora de envío',
    },
    years: (n) => one(n, '1 año', 'años'),
    days: (n) => one(n, '1 día', 'días'),
    hours: (n) => one(n, '1 hora', 'horas'),
    session: 'sesión',
    confirmationMails: (n) => `${n} correos de confirmación`,
  },
  ar: {
    terms: {
      received: 'وقت الاستلام',
      notified: 'وقت إشعار فريقنا',
      lastContact: 'تاريخ آخر تواصل',
      fileName: 'الاسم الأصلي للملف',
      language: 'اللغة',
      page: 'الصفحة',
      status: 'مؤكد أم لا',
      requested: 'وقت طلبك',
      queued: 'وقت آخر رسالة تأكيد',
      mailsSent: 'عدد رسائل التأكيد المرسلة',
      confirmed: 'وقت تأكيدك',
      article: 'المقال',
      moderation: 'حالة المراجعة',
      sent: 'وقت الإرسال',
    },
    years: (n) => arabic(n, 'سنة واحدة', 'سنوات', 'سنة'),
    days: (n) => arabic(n, 'يوم واحد', 'أيام', 'يومًا'),
    hours: (n) => arabic(n, 'ساعة واحدة', 'ساعات', 'ساعة'),
    session: 'الجلسة',
    confirmationMails: (n) => `${n} من رسائل التأكيد`,
  },
};

/** How the policy names a stored field: the form's label (catalogue key), words of its own, or nothing (no personal data). */
type Naming = { label: string } | { term: Term } | null;
const label = (key: string): Naming => ({ label: key });
const term = (name: Term): Naming => ({ term: name });

const MESSAGE_FIELDS: Record<string, Naming[]> = {
  version: [null],
  id: [null],
  receivedAt: [term('received')],
  locale: [term('language')],
  page: [term('page')],
  nom: [label('form.nom.label')],
  prenom: [label('form.prenom.label')],
  email: [label('form.email.label')],
  telephone: [label('form.telephone.label')],
  societe: [label('form.societe.label')],
  sujet: [label('form.sujet.label')],
  message: [label('form.message.label')],
  attachment: [label('form.file.label'), term('fileName')],
  mailedAt: [term('notified')],
  lastContactAt: [term('lastContact')],
};
const SUBSCRIPTION_FIELDS: Record<string, Naming[]> = {
  version: [null],
  id: [null],
  email: [label('form.email.label')],
  locale: [term('language')],
  page: [term('page')],
  status: [term('status')],
  requestedAt: [term('requested')],
  confirmationQueuedAt: [term('queued')],
  confirmationMails: [term('mailsSent')],
  confirmedAt: [term('confirmed')],
};
const COMMENT_FIELDS: Record<string, Naming[]> = {
  id: [null],
  slug: [term('article')],
  name: [label('comments.name')],
  email: [label('form.email.label')],
  message: [label('form.message.label')],
  locale: [term('language')],
  page: [term('page')],
  status: [term('moderation')],
  createdAt: [term('sent')],
};

const policy = (locale: Locale) =>
  readFileSync(`content/pages/politique-confidentialite.${locale}.mdx`, 'utf8').toLowerCase();

function named(locale: Locale, naming: Naming): string | undefined {
  if (naming === null) return undefined;
  return 'label' in naming ? t(locale, naming.label) : WORDING[locale].terms[naming.term];
}

function lifetime(locale: Locale, seconds: number | null): string {
  const w = WORDING[locale];
  if (seconds === null) return w.session;
  if (seconds % YEAR_S === 0) return w.years(seconds / YEAR_S);
  if (seconds % DAY_S === 0) return w.days(seconds / DAY_S);
  if (seconds % 3600 === 0) return w.hours(seconds / 3600);
  throw new Error(`write a wording for a lifetime of ${seconds} s`);
}

const stored: { message: string[]; subscription: string[]; comment: string[] } = {
  message: [],
  subscription: [],
  comment: [],
};
const setCookies: string[] = [];
const SECRET = 'privacy-policy-secret-0123456789abcdef';
const sandbox = storeAndMail({ NEWSLETTER_SECRET: SECRET });

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const post = (fn: typeof contact, path: string, fields: Record<string, string | File>) => {
    const ip = nextIp();
    return fn(formRequest({ website: '', ...fields }, { path, ip }), contextFor(ip));
  };
  expect((await post(contact, '/api/contact', { ...VALID_CONTACT, file: fileOf('plan.pdf', PDF_BYTES) })).status).toBe(
    200,
  );
  const email = 'policy@example.ch';
  expect((await post(newsletter, '/api/newsletter', { email, locale: 'fr', page: '/fr/' })).status).toBe(200);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(sandbox.smtp.mails.at(-1)!.text)![0];
  const landing = await confirmFn(new Request(link));
  setCookies.push(landing.headers.get('set-cookie')!);
  const cookie = landing.headers.get('set-cookie')!.split(';')[0]!;
  await confirmFn(
    new Request(`${SITE}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, Cookie: cookie },
      body: 'locale=fr',
    }),
  );
  const comment = { slug: 'choisir-carport', locale: 'fr', page: '/fr/conseils/choisir-carport/' };
  expect((await post(comments, '/api/comments', { ...comment, name: 'Élise', email, message: 'Merci.' })).status).toBe(
    200,
  );

  // The fields a record holds once opened with the key: the sealed ones are stored too, as ciphertext.
  const readers = { leads: readLead, newsletter: readSubscriptionRecord, comments: readComment };
  const keysOf = async (store: keyof typeof readers, prefix: string) => {
    const keys = new Set<string>();
    for (const key of await sandbox.blobs.keys(store, prefix)) {
      const record = (await readers[store](sandbox.blobs.store(store), key)) as unknown as Record<string, unknown>;
      for (const field of Object.keys(record)) keys.add(field);
    }
    return [...keys].sort();
  };
  stored.message = await keysOf('leads', 'messages/');
  stored.subscription = await keysOf('newsletter', 'subscriptions/');
  stored.comment = await keysOf('comments', '');

  setCookies.push((await language(new Request(`${SITE}/api/language?to=%2Ffr%2F`))).headers.get('set-cookie')!);
  const unsubscribe = signToken(SECRET, 'any-id', 'unsubscribe', new Date(Date.now() + UNSUBSCRIBE_TTL_MS));
  const leaving = await unsubscribeFn(new Request(`${SITE}/api/newsletter/unsubscribe?token=${unsubscribe}`));
  setCookies.push(leaving.headers.get('set-cookie')!);
  const page = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
  ensureXsrfToken(page);
  setCookies.push(page.cookie);
}, 60_000);

afterAll(() => vi.restoreAllMocks());

describe('the stored fields', () => {
  it.each([
    ['contact message', 'message', MESSAGE_FIELDS],
    ['newsletter subscription', 'subscription', SUBSCRIPTION_FIELDS],
    ['pending comment', 'comment', COMMENT_FIELDS],
  ] as const)('of a %s are the ones this test maps to the policy', (_name, kind, fields) => {
    expect(stored[kind]).toEqual(Object.keys(fields).sort());
  });

  it.each(LOCALES)('are each named in the %s policy', (locale) => {
    const text = policy(locale);
    const missing = [MESSAGE_FIELDS, SUBSCRIPTION_FIELDS, COMMENT_FIELDS]
      .flatMap((fields) => Object.entries(fields))
      .flatMap(([field, namings]) => namings.map((naming) => [field, named(locale, naming)] as const))
      .filter(([, words]) => words !== undefined && !text.includes(words.toLowerCase()));
    expect(missing).toEqual([]);
  });
});

describe('the cookies', () => {
  /** Each cookie the code sets, with its lifetime in seconds (null for one that lasts the browser's session). */
  const cookies = () =>
    setCookies
      .map((header) => ({
        name: header.split('=')[0]!,
        maxAgeSeconds: /Max-Age=(\d+)/i.test(header) ? Number(/Max-Age=(\d+)/i.exec(header)![1]) : null,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : 1));

  it('are each set once, with a lifetime or for the session, never until a date', () => {
    const names = cookies().map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(setCookies.filter((header) => /Expires=/i.test(header))).toEqual([]);
  });

  it.each(LOCALES)('are the rows of the %s cookie table, each with the lifetime the code gives it', (locale) => {
    const rows = readFileSync(`content/pages/politique-confidentialite.${locale}.mdx`, 'utf8')
      .split('\n')
      .filter((line) => /^\|\s*`[^`]+`\s*\|/.test(line));
    const names = rows.map((row) => /`([^`]+)`/.exec(row)![1]);
    expect(names.sort()).toEqual(cookies().map((c) => c.name));
    for (const cookie of cookies()) {
      const row = rows.find((r) => r.includes(`\`${cookie.name}\``))!;
      const cell = row.split('|').at(-2)!;
      expect(cell, `${locale} ${cookie.name}`).toContain(lifetime(locale, cookie.maxAgeSeconds));
    }
  });
});

describe('the periods and limits', () => {
  it.each(LOCALES)('of the %s policy are the ones the code enforces', (locale) => {
    const text = policy(locale);
    const w = WORDING[locale];
    const promised = [
      w.years(LEAD_RETENTION_YEARS),
      w.days(PENDING_MAX_AGE_MS / 1000 / DAY_S),
      w.days(CONFIRM_TTL_MS / 1000 / DAY_S),
      w.days(ORPHAN_GRACE_MS / 1000 / DAY_S),
      w.confirmationMails(MAX_CONFIRMATION_MAILS),
      w.days(PENDING_COMMENT_MAX_AGE_DAYS),
    ];
    expect(promised.filter((words) => !text.includes(words.toLowerCase()))).toEqual([]);
  });
});
