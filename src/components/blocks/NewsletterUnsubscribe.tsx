import { useLocale } from '../../i18n/context';
import type { BlockOf } from '../../schemas/blocks';

/**
 * The newsletter's unsubscribe landing page: one button, a plain form (no script needed). The token of the
 * mail's link is not on this static page: `GET /api/newsletter/unsubscribe` kept it in an HttpOnly cookie
 * that only the POST below receives. The locale tells the function which "unsubscribed" page to answer.
 */
export function NewsletterUnsubscribe({
  block,
  headingLevel,
}: {
  block: BlockOf<'newsletterUnsubscribe'>;
  headingLevel: 1 | 2;
}) {
  const locale = useLocale();
  const H = `h${headingLevel}` as const;
  return (
    <section className="not-found newsletter-unsubscribe">
      <H>{block.title}</H>
      <p>{block.text}</p>
      <form method="post" action="/api/newsletter/unsubscribe" className="not-found__actions">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="button button--primary">
          {block.button}
        </button>
      </form>
    </section>
  );
}
