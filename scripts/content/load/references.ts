import type { z } from 'zod';
import { references, type ReferenceType } from '../../../src/schemas/common';

export interface Reference {
  type: ReferenceType;
  /** Where the value sits in the entry's data, as the problem reports name fields. */
  fieldPath: PropertyKey[];
  value: string;
}

/** Where a link or an image sits in an entry's data: its value is read there, so it is held once. */
export type ReferenceField = Omit<Reference, 'value'>;

/** The fields of `data` that its schema marks as links or images (referencesOf()), without their values. */
export function referenceFieldsOf(schema: z.ZodType, data: unknown): ReferenceField[] {
  return referencesOf(schema, data).map(({ type, fieldPath }) => ({ type, fieldPath }));
}

/** The value at `fieldPath` in `data`. */
export function valueAt(data: unknown, fieldPath: readonly PropertyKey[]): unknown {
  return fieldPath.reduce((inner, key) => (inner as Record<PropertyKey, unknown>)[key], data);
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every string of `data` whose schema is marked in the `references` registry (the `link` and
 * `image` helpers of src/schemas/common.ts), found by walking the schema beside the data, so a
 * link is checked whatever its field is called. `data` is the schema's own output.
 */
export function referencesOf(schema: z.ZodType, data: unknown): Reference[] {
  const found: Reference[] = [];
  const visit = (s: z.ZodType, value: unknown, fieldPath: PropertyKey[]): void => {
    const type = references.get(s)?.type;
    if (type && typeof value === 'string') {
      found.push({ type, fieldPath, value });
      return;
    }
    if (value === undefined || value === null) return;
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        if (typeof value === 'object')
          for (const [key, field] of Object.entries(def.shape ?? {}))
            visit(field, (value as Record<string, unknown>)[key], [...fieldPath, key]);
        return;
      case 'array':
        if (Array.isArray(value)) value.forEach((item, i) => visit(def.element!, item, [...fieldPath, i]));
        return;
      case 'tuple':
        if (Array.isArray(value)) def.items!.forEach((item, i) => visit(item, value[i], [...fieldPath, i]));
        return;
      case 'record':
        if (typeof value === 'object')
          for (const [key, item] of Object.entries(value as object)) visit(def.valueType!, item, [...fieldPath, key]);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return visit(def.innerType!, value, fieldPath);
      case 'pipe':
        return visit(def.in!, value, fieldPath);
      case 'lazy':
        return visit(def.getter!(), value, fieldPath);
      case 'intersection':
        visit(def.left!, value, fieldPath);
        return visit(def.right!, value, fieldPath);
      case 'union': {
        // The option the value was parsed by: the first that accepts it, as zod itself tries them.
        const option = def.options!.find((o) => o.safeParse(value).success);
        if (option) visit(option, value, fieldPath);
        return;
      }
      default:
        return;
    }
  };
  visit(schema, data, []);
  return found;
}
