import type { StyleRule } from '../../../src/schemas/style-guide';

/**
 * The words of a conjugation rule (`verbs` with their `paradigm`, in content/style/<locale>.yaml):
 * each form to avoid mapped to the form to write, generated from the infinitives so a rule about a
 * mood or a person finds a verb in a form nobody has written yet.
 */

type Conjugation = Pick<
  Extract<StyleRule, { verbs?: unknown }>,
  'verbs' | 'paradigm' | 'irregular' | 'clitics' | 'capitalised'
>;

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A reflexive infinitive ("iscriversi") is its verb ("iscrivere") with a reflexive pronoun. */
function unreflexive(infinitive: string, paradigm: Record<string, unknown>): { verb: string; reflexive: boolean } {
  if (!infinitive.endsWith('si')) return { verb: infinitive, reflexive: false };
  const bare = infinitive.slice(0, -2);
  const ending = Object.keys(paradigm).find((e) => (bare + 'e').endsWith(e));
  return ending ? { verb: bare + 'e', reflexive: true } : { verb: infinitive, reflexive: false };
}

/** Forms to avoid → forms to write, for one verb. */
function formsOf(infinitive: string, rule: Conjugation): [string, string][] {
  const paradigm = rule.paradigm ?? {};
  const own = rule.irregular?.[infinitive];
  if (own) return Object.entries(own);
  const { verb } = unreflexive(infinitive, paradigm);
  const ending = Object.keys(paradigm)
    .filter((e) => verb.endsWith(e))
    .sort((a, b) => b.length - a.length)[0];
  if (ending === undefined) return [];
  const stem = verb.slice(0, verb.length - ending.length);
  return Object.entries(paradigm[ending]!).map(([avoid, write]) => [stem + avoid, stem + write]);
}

/**
 * Every form of every verb, with its clitic forms ("contatta" + "ci" → "ci contatti"; a reflexive
 * verb's bare form takes its reflexive pronoun). Throws on an infinitive no `paradigm` ending fits,
 * so a misspelt verb is reported when the guide is read rather than silently checking nothing.
 */
export function conjugatedWords(rule: Conjugation): Record<string, string> {
  const words: Record<string, string> = {};
  const paradigm = rule.paradigm ?? {};
  const clitics = Object.entries(rule.clitics ?? {});
  const reflexiveClitic = clitics.find(([, write]) => write === 'si');
  const add = (avoid: string, write: string) => {
    words[rule.capitalised ? capital(avoid) : avoid] = rule.capitalised ? capital(write) : write;
  };
  for (const infinitive of [...(rule.verbs ?? []), ...Object.keys(rule.irregular ?? {})]) {
    const forms = formsOf(infinitive, rule);
    if (!forms.length)
      throw new Error(
        `"${infinitive}" ends in none of the paradigm's endings (${Object.keys(paradigm).join(', ')}); add its forms under \`irregular\``,
      );
    const { reflexive } = unreflexive(infinitive, paradigm);
    for (const [avoid, write] of forms) {
      add(avoid, reflexive && reflexiveClitic ? `${reflexiveClitic[1]} ${write}` : write);
      for (const [clitic, before] of clitics) add(avoid + clitic, `${before} ${write}`);
    }
  }
  return words;
}
