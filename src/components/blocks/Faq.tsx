import { useT } from '../../hooks/i18n';
import type { FaqItem } from '../../schemas/common';

/**
 * Collapsible questions: native <details>, so several can be open at once, each works
 * with the keyboard and without JavaScript; CSS animates the opening in 300 ms.
 */
export function Faq({
  title,
  subtitle,
  description,
  items,
}: {
  title?: string;
  subtitle?: string;
  description?: string;
  items: FaqItem[];
}) {
  const t = useT();
  return (
    <section className="faq">
      {subtitle && <p className="eyebrow">{subtitle}</p>}
      <h2>{title ?? t('faq.title')}</h2>
      {description && <p className="faq__intro">{description}</p>}
      <div className="faq__list">
        {items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary>{item.question}</summary>
            <div className="faq__answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
