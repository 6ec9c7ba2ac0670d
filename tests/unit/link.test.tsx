import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../../src/components/Link';

describe('links to other pages of the site', () => {
  it('writes a plain <a> whose href is the path, with the text inside', () => {
    expect(renderToString(<Link to="/fr/contact/">Contact</Link>)).toBe('<a href="/fr/contact/">Contact</a>');
  });

  it('keeps the path as given: query, fragment and all', () => {
    expect(renderToString(<Link to="/fr/conseils/?tag=carport&page=2#list">Voir</Link>)).toContain(
      'href="/fr/conseils/?tag=carport&amp;page=2#list"',
    );
  });

  it('passes the other attributes through to the <a>', () => {
    const html = renderToString(
      <Link to="/fr/produits/" className="menu__link" aria-current="page" id="x" title="Produits" lang="fr">
        Produits
      </Link>,
    );
    expect(html).toBe(
      '<a class="menu__link" aria-current="page" id="x" title="Produits" lang="fr" href="/fr/produits/">Produits</a>',
    );
  });

  it('does not let an attribute named href replace the path', () => {
    const props = { to: '/fr/contact/', href: '/elsewhere/' };
    expect(renderToString(<Link {...props}>Contact</Link>)).toBe('<a href="/fr/contact/">Contact</a>');
  });
});
