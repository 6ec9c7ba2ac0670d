import type { PageProps } from '../app/page-view';
import ContactForm from '../components/forms/ContactForm';
import { ContactFormSlot } from '../components/forms/contact-form-slot';
import type { PageRoute } from '../lib/route-data';
import BlockPage from './BlockPage';

/** A block page with a contact form (/contact, /realisations): the form's code loads only here. */
export default function FormPage(props: PageProps<PageRoute>) {
  return (
    <ContactFormSlot.Provider value={ContactForm}>
      <BlockPage {...props} />
    </ContactFormSlot.Provider>
  );
}
