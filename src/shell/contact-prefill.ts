/**
 * A quote request opens the contact page with its subject and message in the address
 * (`/contact/?sujet=…&message=…`, written by the estimators). They are written into the form as soon as the
 * shell runs, so the visitor sees them before the form's own script arrives; the form's island keeps
 * what the fields hold when it wakes. A field the visitor already typed in is left alone.
 */
export function prefillContactForm(form: HTMLFormElement) {
  const params = new URLSearchParams(location.search);
  for (const name of ['sujet', 'message']) {
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    if (field && !field.value) field.value = params.get(name) ?? '';
  }
}
