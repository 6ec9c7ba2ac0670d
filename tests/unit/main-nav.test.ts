import { describe, expect, it } from 'vitest';
import { currentLink } from '../../src/components/shell/Header';

describe('which main navigation link is current', () => {
  it('marks the link of the page itself as the current page, in every locale', () => {
    expect(currentLink('/conseils/', '/conseils/')).toBe('page');
    expect(currentLink('/fr/conseils/', '/fr/conseils/')).toBe('page');
    expect(currentLink('/de/contact/', '/de/contact/')).toBe('page');
  });

  it('marks a section link on the pages under it, not as the page', () => {
    expect(currentLink('/fr/conseils/choisir-carport/', '/fr/conseils/')).toBe('true');
  });

  it('marks Home on the home page of each locale only', () => {
    expect(currentLink('/', '/', true)).toBe('page');
    expect(currentLink('/fr/', '/fr/', true)).toBe('page');
    expect(currentLink('/fr/contact/', '/fr/', true)).toBeUndefined();
    expect(currentLink('/contact/', '/', true)).toBeUndefined();
  });

  it('does not mark a link whose url only begins like the page', () => {
    expect(currentLink('/fr/conseils-pro/', '/fr/conseils/')).toBeUndefined();
    expect(currentLink('/it/contact/', '/fr/contact/')).toBeUndefined();
  });
});
