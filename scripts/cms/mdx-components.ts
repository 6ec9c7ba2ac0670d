/**
 * The MDX components an article may use (src/components/mdx/names.ts), as the editor's toolbar inserts them:
 * each attribute a zod field, so the editor asks for the same things the component takes (a picture's alt
 * text is required). `children` is the text between the opening and closing tag.
 */
import { z } from 'zod';
import { image, text } from '../../src/schemas/common';
import { ESTIMATOR_TYPES } from '../../src/lib/estimator-types';
import type { MDX_COMPONENT_NAMES } from '../../src/components/mdx/names';
import { fieldOf, type CmsField } from './zod-fields';

type ComponentName = (typeof MDX_COMPONENT_NAMES)[number];

interface ComponentProps {
  label: string;
  attributes: z.ZodObject;
  /** Text between the tags, when the component wraps some. */
  children?: z.ZodType;
}

export const MDX_COMPONENT_PROPS: Record<ComponentName, ComponentProps> = {
  Figure: {
    label: 'Picture with caption',
    attributes: z.strictObject({ src: image.shape.src, alt: image.shape.alt, caption: text().optional() }),
  },
  Callout: {
    label: 'Note',
    attributes: z.strictObject({ title: text().optional() }),
    children: text().describe('The note itself.'),
  },
  Estimator: {
    label: 'Budget estimator',
    attributes: z.strictObject({
      type: z.enum(ESTIMATOR_TYPES).optional().describe('The kind of pergola chosen when the page opens.'),
    }),
  },
};

/** What the editor's script needs to insert, read back and preview each component. */
export interface EditorComponent {
  id: ComponentName;
  label: string;
  /** Attribute fields, then `children` when the component wraps text. */
  fields: CmsField[];
  attributes: string[];
  children: boolean;
}

export function editorComponents(): EditorComponent[] {
  return Object.entries(MDX_COMPONENT_PROPS).map(([id, props]) => {
    const attributes = Object.keys(props.attributes.shape);
    const fields = attributes.map((name) => fieldOf(name, props.attributes.shape[name]!, `${id}.${name}`));
    if (props.children) fields.push(fieldOf('children', props.children, `${id}.children`));
    return {
      id: id as ComponentName,
      label: props.label,
      fields: fields.map(({ i18n: _, ...f }) => f),
      attributes,
      children: Boolean(props.children),
    };
  });
}
