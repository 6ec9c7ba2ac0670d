/**
 * The editor's fields of a zod schema: each field of `src/schemas/` becomes one Decap CMS field with the widget,
 * required flag, bounds, options and default the schema gives it, its label and hint from the schema's own
 * `.meta({ title })` and `.describe()`. A zod construct this walk does not know throws, naming the field, so a
 * schema can never gain a field the editor would silently leave out.
 */
import { z } from 'zod';
import { references } from '../../src/schemas/common';

/** One field of Decap CMS's configuration (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  i18n?: boolean;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  pattern?: [string, string];
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  allow_multiple?: boolean;
  /** False: the list's items can be edited, reordered and removed, not added. */
  allow_add?: boolean;
}

// zod's internal definition, read the way zod's own toJSONSchema reads it.
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[];
  innerType?: z.ZodType;
  defaultValue?: unknown;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Fields whose text runs to several sentences get a multi-line box. */
const LONG_TEXT = new Set(['description', 'content', 'text', 'answer', 'message', 'subtitle', 'italicInfo']);

/** "heroBanner" → "Hero banner", "faqData" → "Faq data". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A schema's own words: `.meta({ title })` for the label, `.describe()` for the hint. */
function ownWords(schema: z.ZodType): { title?: string; description?: string } {
  const meta = z.globalRegistry.get(schema) as { title?: string; description?: string } | undefined;
  return { title: meta?.title, description: meta?.description ?? schema.description };
}

interface Unwrapped {
  schema: z.ZodType;
  optional: boolean;
  default?: unknown;
  words: { title?: string; description?: string };
}

/** Peels optional/default/pipe wrappers, keeping the outermost title and description. */
function unwrap(schema: z.ZodType): Unwrapped {
  let optional = false;
  let value: unknown;
  let words = ownWords(schema);
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      value ??= def.defaultValue;
    } else if (def.type === 'pipe') {
      current = def.in!;
      continue;
    } else break;
    current = def.innerType!;
    const inner = ownWords(current);
    words = { title: words.title ?? inner.title, description: words.description ?? inner.description };
  }
  return { schema: current, optional, default: value, words };
}

/** The message of a check, as zod would report it. */
function checkMessage(check: Record<string, unknown>): string | undefined {
  const error = check.error as ((issue?: unknown) => unknown) | undefined;
  const message = typeof error === 'function' ? error() : undefined;
  return typeof message === 'string' ? message : undefined;
}

function checksOf(schema: z.ZodType): Record<string, unknown>[] {
  return (defOf(schema).checks ?? []).map((c) => c._zod.def);
}

/** The Decap field for one zod schema under `name`; its field path names it in errors. */
export function fieldOf(name: string, schema: z.ZodType, fieldPath = name): CmsField {
  const { schema: inner, optional, default: value, words } = unwrap(schema);
  const field: CmsField = { name, label: words.title ?? labelOf(name), widget: 'string', i18n: true };
  if (words.description) field.hint = words.description;
  if (optional) field.required = false;
  if (value !== undefined && !(Array.isArray(value) && value.length === 0)) field.default = value;
  Object.assign(field, widgetOf(name, inner, fieldPath));
  // A list whose items only a command writes (`.meta({ allowAdd: false })`): the editor corrects and removes them.
  if ((z.globalRegistry.get(schema) as { allowAdd?: boolean } | undefined)?.allowAdd === false) field.allow_add = false;
  // The editor checks an optional group's own required fields even when the group is left out; the content
  // check still requires them once any of the group is filled in.
  return optional ? allOptional(field) : field;
}

function allOptional(field: CmsField): CmsField {
  const out: CmsField = { ...field, required: false };
  if (field.fields) out.fields = field.fields.map(allOptional);
  if (field.field) out.field = allOptional(field.field);
  if (field.types) out.types = field.types.map((t) => ({ ...t, fields: t.fields?.map(allOptional) }));
  return out;
}

function widgetOf(name: string, schema: z.ZodType, fieldPath: string): Partial<CmsField> {
  const def = defOf(schema);
  const checks = checksOf(schema);
  switch (def.type) {
    case 'string': {
      if (references.get(schema)?.type === 'image') return { widget: 'image', choose_url: false };
      // A date or an e-mail address is typed as the file holds it, checked by the schema's own pattern: its
      // regex when it has one, else zod's pattern for the format.
      const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex');
      const own = (schema as unknown as { _zod: { pattern?: RegExp } })._zod.pattern;
      const out: Partial<CmsField> = { widget: LONG_TEXT.has(name) ? 'text' : 'string' };
      if (regex) {
        const pattern = regex.pattern as RegExp;
        out.pattern = [pattern.source, checkMessage(regex) ?? `must match ${pattern.source}`];
      } else if (def.format && own)
        out.pattern = [own.source, checkMessage(def as never) ?? `expected a ${def.format}`];
      return out;
    }
    case 'number': {
      const out: Partial<CmsField> = { widget: 'number', value_type: 'float' };
      for (const c of checks) {
        if (c.check === 'number_format' && String(c.format).includes('int')) out.value_type = 'int';
        if (c.check === 'greater_than') out.min = c.value as number;
        if (c.check === 'less_than') out.max = c.value as number;
      }
      return out;
    }
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries!) };
    case 'literal':
      return { widget: 'hidden', default: def.values![0] };
    case 'object':
      return { widget: 'object', fields: objectFields(def.shape!, fieldPath) };
    case 'record': {
      // A record keyed by an enum: one optional sub-field per key the author may fill, labelled by the enum's
      // own `.meta({ titles })` when its keys are codes rather than words.
      const keys = defOf(def.keyType!).entries;
      if (!keys) throw new Error(`${fieldPath}: a record needs an enum of keys to become editor fields`);
      const titles = (z.globalRegistry.get(def.keyType!) as { titles?: Record<string, string> } | undefined)?.titles;
      return {
        widget: 'object',
        collapsed: true,
        fields: Object.values(keys).map((key) => ({
          ...fieldOf(key, def.valueType!, `${fieldPath}.${key}`),
          ...(titles?.[key] ? { label: titles[key] } : {}),
          required: false,
        })),
      };
    }
    case 'array':
      return { widget: 'list', ...listOf(name, def.element!, checks, fieldPath) };
    default:
      throw new Error(
        `${fieldPath}: zod type "${def.type}" has no editor widget; teach scripts/cms/zod-fields.ts to map it`,
      );
  }
}

export function objectFields(shape: Record<string, z.ZodType>, fieldPath: string): CmsField[] {
  return Object.entries(shape).map(([key, value]) => fieldOf(key, value, `${fieldPath}.${key}`));
}

function listOf(
  name: string,
  element: z.ZodType,
  checks: Record<string, unknown>[],
  fieldPath: string,
): Partial<CmsField> {
  const out: Partial<CmsField> = {};
  for (const c of checks) {
    if (c.check === 'min_length') out.min = c.minimum as number;
    if (c.check === 'max_length') out.max = c.maximum as number;
    if (c.check === 'length_equals') out.min = out.max = c.length as number;
  }
  const { schema: item } = unwrap(element);
  const def = defOf(item);
  if (def.type === 'union' && def.discriminator) {
    // A list of blocks: one type per member, chosen by the discriminator (`type:`).
    const key = def.discriminator;
    const types = def.options!.map((option) => {
      const shape = defOf(option).shape!;
      const value = String(defOf(shape[key]!).values![0]);
      const rest = Object.fromEntries(Object.entries(shape).filter(([k]) => k !== key));
      const words = ownWords(option);
      return {
        name: value,
        label: words.title ?? labelOf(value),
        widget: 'object',
        i18n: true,
        ...(words.description ? { hint: words.description } : {}),
        // Decap wants at least one field per type: a block without any keeps its `type:` alone.
        fields: Object.keys(rest).length
          ? objectFields(rest, `${fieldPath}[${value}]`)
          : [{ name: key, label: labelOf(key), widget: 'hidden', default: value, i18n: true }],
      } satisfies CmsField;
    });
    return { ...out, types, typeKey: key };
  }
  if (def.type === 'object') {
    const fields = objectFields(def.shape!, `${fieldPath}[]`);
    // An item is summed up by its first words an author wrote, not by a code such as an id or a date.
    const text = fields.filter((f) => ['string', 'text'].includes(f.widget));
    const first = text.find((f) => !f.pattern) ?? text[0];
    return { ...out, fields, ...(first ? { summary: `{{fields.${first.name}}}` } : {}) };
  }
  return { ...out, field: fieldOf(singular(name), element, `${fieldPath}[]`) };
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : `${name} item`;
}
