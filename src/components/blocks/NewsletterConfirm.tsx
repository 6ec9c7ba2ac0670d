import { useLocale } from '../../i18n/context';
import type { BlockOf } from '../../schemas/blocks';

/**
 * The page the newsletter's confirmation link lands on: one button, a plain form (no script needed). The
 * token of the mail's link is not on this static page: `GET /api/newsletter/confirm` kept it in an HttpOnly
 * cookie that only the POST below receives, so only this deliberate press confirms the address. The locale
 * tells the function which confirmation page to answer.
 */
export function NewsletterConfirm({
  block,
  headingLevel,
}: {
  block: BlockOf<'newsletterConfirm'>;
  headingLevel: 1 | 2;
}) {
  const locale = useLocale();
  const H = `h${headingLevel}` as const;
  return (
    <section className="not-found newsletter-confirm">
      <H>{block.title}</H>
      <p>{block.text}</p>
      <form method="post" action="/api/newsletter/confirm" className="not-found__actions">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="button button--primary">
          {block.button}
        </button>
      </form>
    </section>
  );
}
