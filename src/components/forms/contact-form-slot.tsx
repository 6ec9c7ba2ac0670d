import { createContext, useContext, type ComponentType } from 'react';
import type { BlockOf } from '../../schemas/blocks';

type ContactFormComponent = ComponentType<{ block: BlockOf<'contactForm'> }>;

/**
 * The contact form reaches BlockRenderer through context, provided by FormPage: only the pages that show
 * a form load its code and its validation library, and it still renders in the prerendered HTML.
 */
export const ContactFormSlot = createContext<ContactFormComponent | null>(null);

/** The provided form, as a component that fails loudly if a page with a form was not given FormPage. */
export function useContactForm(): ContactFormComponent {
  return useContext(ContactFormSlot) ?? MissingContactForm;
}

function MissingContactForm(): never {
  throw new Error(
    'A contactForm block was rendered outside FormPage; scripts/content/pages/block-page.ts picks FormPage for pages with a form.',
  );
}
