/**
 * The MDX components an article may use (src/schemas/mdx-component-names.ts), as the editor's toolbar inserts
 * them: each attribute a zod field, so the editor asks for the same things the component takes (a
 * picture's alt text is required).
 */
import type { MdxComponentName } from '../../src/schemas/mdx-component-names';
import { MDX_COMPONENTS } from '../../src/schemas/mdx-components';
import { fieldOf, type CmsField } from './zod-fields';

/** What the editor's script needs to insert, read back and preview each component. */
export interface EditorComponent {
  id: MdxComponentName;
  label: string;
  /** Attribute fields, then `children` when the component wraps text. */
  fields: CmsField[];
  attributes: string[];
  children: boolean;
}

export function editorComponents(): EditorComponent[] {
  return Object.entries(MDX_COMPONENTS).map(([id, props]) => {
    const attributes = Object.keys(props.attributes.shape);
    const fields = attributes.map((name) => fieldOf(name, props.attributes.shape[name]!, `${id}.${name}`));
    if (props.children) fields.push(fieldOf('children', props.children, `${id}.children`));
    return {
      id: id as MdxComponentName,
      label: props.label,
      fields: fields.map(({ i18n: _, ...f }) => f),
      attributes,
      children: Boolean(props.children),
    };
  });
}
