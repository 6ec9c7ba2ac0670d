import { FILE_ACCEPT } from '../../forms/contact-fields';
import {
  CONTACT_TEXT_FIELDS,
  type ContactBlockField,
  type ContactRequired,
  type ContactTextField,
} from '../../schemas/contact-fields';
import { useT } from '../../i18n/context';
import type { UiKey } from '../../generated/ui-keys';
import type { BlockOf } from '../../schemas/blocks';
import { Field, fieldAria } from './Field';

const MULTILINE: ContactBlockField[] = ['message'];
const INPUT_TYPES: Partial<Record<ContactBlockField, string>> = { email: 'email', telephone: 'tel' };
const AUTOCOMPLETE: Partial<Record<ContactBlockField, string>> = {
  nom: 'family-name',
  prenom: 'given-name',
  email: 'email',
  telephone: 'tel',
  societe: 'organization',
};

/** The contact form's fields, labelled by the block or the catalogue, each with its error line. */
export function ContactFields({
  block,
  required,
  errorText,
}: {
  block: BlockOf<'contactForm'>;
  required: ContactRequired;
  errorText: (f: string) => string;
}) {
  const t = useT();
  const label = (f: ContactBlockField) => block.fields[f]?.label ?? t(`form.${f}.label` as UiKey);
  const placeholder = (f: ContactTextField) => block.fields[f]?.placeholder ?? t(`form.${f}.placeholder` as UiKey);
  return (
    <div className="form-grid">
      {CONTACT_TEXT_FIELDS.map((f) => {
        const id = `contact-${f}`;
        const error = errorText(f);
        const common = {
          id,
          name: f,
          placeholder: placeholder(f),
          required: required[f],
          autoComplete: AUTOCOMPLETE[f],
          ...fieldAria(id, error),
        };
        const wide = MULTILINE.includes(f);
        return (
          <Field key={f} id={id} label={label(f)} required={required[f]} error={error} wide={wide}>
            {wide ? <textarea rows={6} {...common} /> : <input type={INPUT_TYPES[f] ?? 'text'} {...common} />}
          </Field>
        );
      })}
      <Field id="contact-file" label={label('file')} error={errorText('file')} hint={t('form.file.hint')} wide>
        <input
          id="contact-file"
          name="file"
          type="file"
          accept={FILE_ACCEPT}
          {...fieldAria('contact-file', errorText('file'), t('form.file.hint'))}
        />
      </Field>
    </div>
  );
}
