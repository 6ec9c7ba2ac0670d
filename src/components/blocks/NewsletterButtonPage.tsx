import { useLocale } from '../../hooks/i18n';
import type { BlockOf } from '../../schemas/blocks';
import { API_URLS } from '../../paths';
import { LOCALE_FIELD } from '../../forms/constants';

/**
 * The pages the newsletter's mail links land on (confirm, unsubscribe): one button, a plain form (no script
 * needed). The token of the mail's link is not on this static page: the function's GET kept it in an
 * HttpOnly cookie that only the POST below receives, so only this deliberate press acts. The locale tells
 * the function which page to answer with.
 */
export function NewsletterButtonPage({
  block,
  headingLevel,
  action,
}: {
  block: BlockOf<'newsletterConfirm'> | BlockOf<'newsletterUnsubscribe'>;
  headingLevel: 1 | 2;
  /** The function the button posts to. */
  action: typeof API_URLS.newsletterConfirm | typeof API_URLS.newsletterUnsubscribe;
}) {
  const locale = useLocale();
  const H = `h${headingLevel}` as const;
  return (
    <section
      className={`not-found ${action === API_URLS.newsletterConfirm ? 'newsletter-confirm' : 'newsletter-unsubscribe'}`}
    >
      <H>{block.title}</H>
      <p>{block.text}</p>
      <form method="post" action={action} className="not-found__actions">
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        <button type="submit" className="button button--primary">
          {block.button}
        </button>
      </form>
    </section>
  );
}
