import { useEffect, useState, type CSSProperties } from 'react';
import { useT, useTn } from '../../hooks/i18n';
import { canGoNext, canGoPrevious, clampIndex, maxIndex, progress, step, visibleForWidth } from '../../lib/carousel';
import type { SharedBlocks } from '../../schemas/shared-blocks';

/**
 * The progress bar names the reviews in view ("Reviews 1 to 4 of 5"), not the scroll positions, so
 * it counts the same reviews as the slides' own labels; one review in view takes the slide's label.
 */
function shownLabel(t: ReturnType<typeof useT>, index: number, visible: number, count: number): string {
  const last = Math.min(index + visible, count);
  if (last <= index + 1) return t('reviews.progress', { current: index + 1, total: count });
  return t('reviews.shown', { first: index + 1, last, total: count });
}

/** Customer reviews carousel: 4 per view (2 medium, 1 small), one step at a time, 500 ms slide. */
export default function Reviews({ reviews, title }: { reviews?: SharedBlocks['reviews']; title?: string }) {
  const t = useT();
  const tn = useTn();
  const [rawIndex, setIndex] = useState(0);
  const [visible, setVisible] = useState(4);
  const count = reviews?.reviews.length ?? 0;

  useEffect(() => {
    const update = () => setVisible(visibleForWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  if (!reviews) return null;
  const max = maxIndex(count, visible);
  // A wider screen shows more reviews at once, which can lower the last valid index.
  const index = clampIndex(rawIndex, count, visible);
  return (
    <section className="reviews" aria-roledescription="carousel" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{title ?? reviews.title}</h2>
      <div className="reviews__viewport">
        <ul className="reviews__track" style={{ '--index': index, '--visible': visible } as CSSProperties}>
          {reviews.reviews.map((r, i) => (
            <li
              key={r.name}
              className="review"
              aria-roledescription="slide"
              aria-label={t('reviews.progress', { current: i + 1, total: count })}
              inert={i < index || i >= index + visible ? true : undefined}
            >
              <p className="review__stars" role="img" aria-label={tn('reviews.rating', r.rating)}>
                {'★'.repeat(r.rating)}
              </p>
              <blockquote>
                <p>{r.text}</p>
              </blockquote>
              <p className="review__author">
                <strong>{r.name}</strong> · {r.product}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div className="reviews__controls">
        <button
          type="button"
          className="icon-button"
          aria-label={t('reviews.previous')}
          disabled={!canGoPrevious(index)}
          onClick={() => setIndex(step(index, -1, count, visible))}
        >
          <span aria-hidden="true" className="arrow arrow--previous" />
        </button>
        <div
          className="reviews__progress"
          role="progressbar"
          aria-label={shownLabel(t, index, visible, count)}
          aria-valuemin={1}
          aria-valuemax={max + 1}
          aria-valuenow={index + 1}
        >
          <span style={{ inlineSize: `${progress(index, count, visible) * 100}%` }} />
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('reviews.next')}
          disabled={!canGoNext(index, count, visible)}
          onClick={() => setIndex(step(index, 1, count, visible))}
        >
          <span aria-hidden="true" className="arrow arrow--next" />
        </button>
      </div>
    </section>
  );
}
