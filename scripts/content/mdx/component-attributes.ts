import type { MdxComponentName } from '../../../src/schemas/mdx-component-names';
import { MDX_COMPONENTS } from '../../../src/schemas/mdx-components';
import type { MdxFacts } from './mdx';

/**
 * What is wrong with the attributes of each component an MDX body uses, held to the component's fields
 * in src/schemas/mdx-components.ts: `<OfficeDetails country="DE" />` fails the check, not the build.
 */
export function componentAttributeErrors(
  uses: MdxFacts['components'],
): { line: number; column: number; message: string }[] {
  const errors: { line: number; column: number; message: string }[] = [];
  for (const use of uses) {
    const at = { line: use.line, column: use.column };
    const { attributes } = MDX_COMPONENTS[use.name as MdxComponentName];
    const written: Record<string, string> = {};
    for (const [name, value] of Object.entries(use.attributes)) {
      if (value === null) errors.push({ ...at, message: `<${use.name}>: write ${name}="…", a value in quotes` });
      else written[name] = value;
    }
    const result = attributes.safeParse(written);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const known = Object.keys(attributes.shape).join(', ') || 'none';
      const name = String(issue.path[0] ?? '');
      let message = `<${use.name}> ${name}: ${issue.message}`;
      if (issue.code === 'unrecognized_keys')
        message = `<${use.name}> takes no attribute ${issue.keys.map((k) => `"${k}"`).join(', ')}; its attributes: ${known}`;
      else if (issue.code === 'invalid_value') {
        const optional = attributes.shape[name]!.safeParse(undefined).success;
        const values = issue.values.map((v) => `"${String(v)}"`).join(', ');
        message = `<${use.name}> ${name}: unknown value "${written[name] ?? ''}"; use one of ${values}${optional ? ', or leave it out' : ''}`;
      }
      errors.push({ ...at, message });
    }
  }
  return errors;
}
