/** Replaces `{name}` placeholders; unknown ones stay visible so a missing parameter is noticed. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** Picks the `.one` or `.other` form of a count string. */
export function pluralKey<K extends string>(base: K, count: number, locale: string): `${K}.one` | `${K}.other` {
  return new Intl.PluralRules(locale).select(count) === 'one' ? `${base}.one` : `${base}.other`;
}
