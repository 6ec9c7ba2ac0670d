import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Faq } from '../../src/components/blocks/Faq';
import { blockOf, pageRoute, productRoute, renderIn } from '../helpers/render';

const home = blockOf(pageRoute('en', 'home'), 'faq');

function item(question: string): HTMLDetailsElement {
  const details = screen.getByText(question).closest('details');
  if (!details) throw new Error(`“${question}” is not inside a <details>`);
  return details;
}

describe('FAQ block', () => {
  it('shows the home page questions, all closed, under the default title of the locale', () => {
    renderIn(<Faq {...home} />);
    expect(home.items).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Frequently asked questions (FAQ)');
    expect(screen.getByText(home.subtitle!)).toBeTruthy();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(10);
    for (const [i, group] of groups.entries()) {
      expect(group.querySelector('summary')?.textContent).toBe(home.items[i]!.question);
      expect((group as HTMLDetailsElement).open).toBe(false);
    }
  });

  it('uses the French default title “Foire aux questions (FAQ)” when the page gives none', () => {
    const fr = blockOf(pageRoute('fr', 'home'), 'faq');
    renderIn(<Faq {...fr} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Foire aux questions (FAQ)');
  });

  it('keeps a title given by the page', () => {
    const product = productRoute('en', 'pergolas-bioclimatique').data;
    renderIn(<Faq title={product.faqSection.title} items={product.faqData} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(product.faqSection.title);
    expect(screen.getAllByRole('group')).toHaveLength(10);
  });

  it('opens several answers at once and closes each one independently', async () => {
    const { user } = renderIn(<Faq {...home} />);
    const [first, second, third] = home.items.map((i) => i.question);
    await user.click(screen.getByText(first!));
    await user.click(screen.getByText(third!));
    expect(item(first!).open).toBe(true);
    expect(item(second!).open).toBe(false);
    expect(item(third!).open).toBe(true);

    await user.click(screen.getByText(first!));
    expect(item(first!).open).toBe(false);
    expect(item(third!).open).toBe(true);
    // The answer sits inside its own item, next to the question.
    expect(within(item(third!)).getByText(home.items[2]!.answer)).toBeTruthy();
  });
});
