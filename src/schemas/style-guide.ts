import { z } from 'zod';
import { text } from './common';

/** A rule's name, unique in its guide: lower-case words joined by hyphens (`permit`, `space-before-colon`). */
const ruleId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case words joined by hyphens, such as "glass-walls"');

/** A regular expression source, compiled with the `u` flag: invalid ones are reported at their line. */
const regexSource = z.string().refine(
  (source) => {
    try {
      new RegExp(source, 'u');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression (JavaScript syntax, `u` flag)' },
);

/**
 * Where a rule looks: by default every prose field of a YAML entry and every MDX body. `fields`, a
 * pattern tried on a field's path as the check prints it (`blocks[2].cta.label`, or a catalogue's
 * key `footer.newsletter.submit`), limits it to those fields, each read alone (so `^` and `$` are the
 * field's start and end) and to no MDX body: the buttons and titles of a page, where a form that is
 * right in a sentence is wrong.
 */
const scope = {
  fields: regexSource.optional(),
  /**
   * The fields a rule leaves alone (a pattern tried like `fields`): the interface controls whose
   * language's convention differs from the house register ("Cerca", "Chiudi il menu" in Italian).
   */
  notFields: regexSource.optional(),
};

/**
 * A verb's forms generated from its infinitive, for a rule about a mood or a person rather than a
 * word: `paradigm` maps an infinitive ending to the endings of the forms to avoid and, for each,
 * the ending to write (Italian `are: { a: i }` turns "tornare" into "Torna" → "Torni"); the longest
 * ending that fits a verb is used. `irregular` gives a verb's forms in full. `clitics` are pronouns a
 * form may carry at its end ("Contatta-ci"), written before the replacement instead ("Ci contatti"),
 * each with the pronoun to write (the reflexive "ti" becomes "si"). A reflexive infinitive
 * ("iscriversi") is conjugated as its verb with the reflexive pronoun carried.
 */
const conjugation = {
  verbs: z
    .array(z.string().regex(/^\p{Ll}+$/u, 'write each verb as its infinitive, in lower case'))
    .min(1)
    .optional(),
  paradigm: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  irregular: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  clitics: z.record(z.string(), z.string()).optional(),
  /** Capitalise the generated forms: a rule about the first word of a sentence or a button. */
  capitalised: z.boolean().default(false),
};

/**
 * Words to write one way: `avoid` lists the forms a reader must not meet and `write` the one to use,
 * or `words` maps each avoided form to its own replacement. Matched as whole words, ignoring case
 * (the replacement takes the capital of what it replaces) unless `matchCase`.
 */
export const wordRuleSchema = z
  .strictObject({
    id: ruleId,
    /** What the words name, for the reader of the guide ("building permit"). */
    concept: text().optional(),
    /** The form to write instead of every word of `avoid`. */
    write: text().optional(),
    /** The forms not to write. */
    avoid: z.array(text()).min(1).optional(),
    /** Each form not to write, with its own replacement. */
    words: z.record(text(), z.string()).optional(),
    /** Only where this pattern ends just before the word (a lookbehind, such as mid-sentence). */
    after: regexSource.optional(),
    /**
     * Not in a question: the sentence the word opens ends in "?" ("¿Busca una pérgola?", "Cerca una
     * pergola su misura?"), where a form shared by an imperative and the courtesy indicative is the latter.
     */
    notInQuestion: z.boolean().default(false),
    /** Tell "Sua" from "sua": match the words exactly as listed. */
    matchCase: z.boolean().default(false),
    /**
     * What may be joined to the start of the word and still leave it a word of its own (a pattern):
     * Arabic writes "and", "with", "for" and the article as one word with it (والألمنيوم).
     */
    prefixes: regexSource.optional(),
    /**
     * The product line (a key of `products:` in content/glossary/<locale>.yaml) whose other names the
     * rule refuses: the glossary's name, in lower case, must be one of the replacements.
     */
    product: z.string().optional(),
    /** Why the rule exists, when the replacement does not say it. */
    note: text().optional(),
    ...scope,
    ...conjugation,
  })
  .refine(
    (r) =>
      [r.write !== undefined && r.avoid !== undefined, r.words !== undefined, r.verbs !== undefined].filter(Boolean)
        .length === 1,
    {
      message:
        'give either `write` with `avoid`, or `words` (each avoided form with its replacement), or `verbs` with their `paradigm`',
    },
  )
  .refine((r) => r.verbs === undefined || r.paradigm !== undefined, {
    message: '`verbs` need a `paradigm`: the endings to avoid and to write',
  });

/**
 * A pattern not to write: `find` is a regular expression (JavaScript, `u` flag), `write` what replaces
 * each match (`$1` and `$<name>` refer to its groups; `$^1` and `$_1` are group 1 with its first letter in upper
 * and lower case).
 */
export const patternRuleSchema = z.strictObject({
  id: ruleId,
  /** What the pattern finds, for the reader of the guide. */
  concept: text().optional(),
  find: regexSource,
  write: z.string(),
  ignoreCase: z.boolean().default(false),
  note: text().optional(),
  ...scope,
});

export const styleRuleSchema = z.union([patternRuleSchema, wordRuleSchema]);
export type StyleRule = z.infer<typeof styleRuleSchema>;

/** A part of the guide: why it holds, what no pattern can check, and its rules. */
const section = z.strictObject({
  /** For translators: what the rules say and how far they go. */
  notes: text().optional(),
  rules: z.array(styleRuleSchema).default([]),
});

export const STYLE_SECTIONS = ['address', 'terms', 'punctuation', 'numbers', 'rtl'] as const;

/**
 * One language's house style: `content/style/<locale>.yaml`. The content check holds every text an
 * author writes in that language to its rules (scripts/content/style/style-checks.ts) and reports each
 * match as `file:line:col <section>.<id>: found "X", write "Y"`.
 */
export const styleGuideSchema = z
  .strictObject({
    /** What no rule checks, and what a reviewer reads for. */
    notes: text(),
    /** Form of address: the one way of speaking to the reader, and the forms of the others. */
    address: section.extend({ form: text() }),
    /** One term per concept: permit, glass walls, rolling roof, aluminium, defect warranty, quote… */
    terms: section.default({ rules: [] }),
    /** Punctuation and spacing. */
    punctuation: section.default({ rules: [] }),
    /** Numbers, currency and units. */
    numbers: section.default({ rules: [] }),
    /** Right-to-left text: phone numbers and Latin names in their own direction. */
    rtl: section.default({ rules: [] }),
    /**
     * Claims held to the company's data (content/site.yaml) rather than to a word list: what the
     * language calls a full warranty, refused unless `warranty.scope` is `full`; and a warranty's
     * duration, whose `(?<years>\d+)` must be `warranty.years`.
     */
    claims: z
      .strictObject({
        notes: text().optional(),
        fullWarranty: z.strictObject({ find: regexSource, write: z.string() }).optional(),
        warrantyYears: z
          .strictObject({
            find: regexSource.refine((s) => s.includes('(?<years>'), 'name the number of years `(?<years>\\d+)`'),
          })
          .optional(),
      })
      .default({}),
  })
  .superRefine((guide, ctx) => {
    const seen = new Set<string>();
    for (const name of STYLE_SECTIONS)
      guide[name].rules.forEach((rule, i) => {
        if (seen.has(rule.id))
          ctx.addIssue({
            code: 'custom',
            path: [name, 'rules', i, 'id'],
            message: `"${rule.id}" names another rule of this guide; give each rule its own id`,
          });
        seen.add(rule.id);
      });
  });
export type StyleGuide = z.infer<typeof styleGuideSchema>;
