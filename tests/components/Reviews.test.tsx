import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Reviews from '../../src/components/blocks/Reviews';
import { pageRoute, renderIn } from '../helpers/render';

const reviews = pageRoute('en', 'home').shared.reviews!;
const jsdomWidth = window.innerWidth;

/** Resizes the window as a phone, tablet or desktop would and tells the component. */
function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  window.innerWidth = jsdomWidth;
});

function controls() {
  const bar = screen.getByRole('progressbar');
  return {
    previous: screen.getByRole('button', { name: 'Previous reviews' }) as HTMLButtonElement,
    next: screen.getByRole('button', { name: 'Next reviews' }) as HTMLButtonElement,
    bar,
    /** Width of the filled part of the progress bar, as the component sets it. */
    fill: (bar.firstElementChild as HTMLElement).style.inlineSize,
    now: bar.getAttribute('aria-valuenow'),
    /** What a screen reader hears for the bar: the reviews in view, counted as the slides count them. */
    label: bar.getAttribute('aria-label'),
    max: bar.getAttribute('aria-valuemax'),
    index: (document.querySelector('.reviews__track') as HTMLElement).style.getPropertyValue('--index'),
    visible: (document.querySelector('.reviews__track') as HTMLElement).style.getPropertyValue('--visible'),
  };
}

/** Slides a visitor can reach: the others are inert (out of view, out of the tab order). */
function reachableSlides(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.review')]
    .filter((li) => !li.hasAttribute('inert'))
    .map((li) => li.querySelector('strong')!.textContent!);
}

describe('reviews carousel', () => {
  it('shows the five shared reviews with their stars', () => {
    renderIn(<Reviews reviews={reviews} />, { island: 'reviews' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(reviews.title);
    expect(document.querySelectorAll('.review')).toHaveLength(5);
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(5);
  });

  it('says a rating with its count of stars in the plural form of each language', () => {
    const one = { ...reviews, reviews: reviews.reviews.map((r, i) => ({ ...r, rating: i === 0 ? 1 : 4 })) };
    renderIn(<Reviews reviews={one} />, { island: 'reviews', locale: 'fr' });
    expect(screen.getAllByRole('img', { name: '1 étoile sur 5' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: '4 étoiles sur 5' })).toHaveLength(4);
  });

  it('on a desktop shows 4 at once: one step to the end, previous and next disabled at the ends', async () => {
    resizeTo(1280);
    const { user } = renderIn(<Reviews reviews={reviews} />, { island: 'reviews' });
    let c = controls();
    expect(c.visible).toBe('4');
    expect(c.previous.disabled).toBe(true);
    expect(c.next.disabled).toBe(false);
    // Progress (index + 1) / (max index + 1) with max index 5 − 4 = 1.
    expect([c.now, c.max, c.fill]).toEqual(['1', '2', '50%']);
    expect(c.label).toBe('Reviews 1 to 4 of 5');
    expect(reachableSlides()).toEqual(reviews.reviews.slice(0, 4).map((r) => r.name));

    await user.click(c.next);
    c = controls();
    expect(c.index).toBe('1');
    expect(c.next.disabled).toBe(true);
    expect(c.previous.disabled).toBe(false);
    expect([c.now, c.max, c.fill]).toEqual(['2', '2', '100%']);
    expect(c.label).toBe('Reviews 2 to 5 of 5');
    expect(reachableSlides()).toEqual(reviews.reviews.slice(1, 5).map((r) => r.name));

    await user.click(c.previous);
    c = controls();
    expect(c.index).toBe('0');
    expect(c.previous.disabled).toBe(true);
  });

  it('on a phone shows 1 at once and walks through all five', async () => {
    resizeTo(390);
    const { user } = renderIn(<Reviews reviews={reviews} />, { island: 'reviews' });
    const fills: string[] = [controls().fill];
    expect(controls().visible).toBe('1');
    expect(controls().max).toBe('5');
    for (let i = 0; i < 4; i++) {
      expect(controls().next.disabled).toBe(false);
      await user.click(controls().next);
      fills.push(controls().fill);
    }
    expect(fills).toEqual(['20%', '40%', '60%', '80%', '100%']);
    // One review in view: the bar says what its slide says.
    expect(controls().label).toBe('Review 5 of 5');
    expect(document.querySelectorAll('.review')[4]!.getAttribute('aria-label')).toBe('Review 5 of 5');
    expect(controls().next.disabled).toBe(true);
    expect(reachableSlides()).toEqual([reviews.reviews[4]!.name]);
  });

  it('on a tablet shows 2 at once (max index 3)', () => {
    resizeTo(800);
    renderIn(<Reviews reviews={reviews} />, { island: 'reviews' });
    expect(controls().visible).toBe('2');
    expect([controls().now, controls().max]).toEqual(['1', '4']);
    expect(controls().label).toBe('Reviews 1 to 2 of 5');
  });

  it('keeps the index in bounds when the window widens', async () => {
    resizeTo(390);
    const { user } = renderIn(<Reviews reviews={reviews} />, { island: 'reviews' });
    for (let i = 0; i < 4; i++) await user.click(controls().next);
    expect(controls().index).toBe('4');
    resizeTo(1280);
    const c = controls();
    expect(c.index).toBe('1');
    expect([c.now, c.max, c.fill]).toEqual(['2', '2', '100%']);
    expect(c.next.disabled).toBe(true);
    await user.click(c.previous);
    expect(controls().index).toBe('0');
  });

  it('renders nothing without shared reviews', () => {
    const { container } = renderIn(<Reviews />, { island: 'reviews' });
    expect(container.innerHTML).toBe('');
  });
});
