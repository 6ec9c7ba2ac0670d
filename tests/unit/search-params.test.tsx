import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParams } from '../../src/browser/search-params';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** Shows the `q` its island reads, and writes one when asked. */
function Reader({ id, write }: { id: string; write?: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      data-testid={id}
      onClick={() =>
        setParams((p) => {
          if (write) p.set('q', write);
          else p.delete('q');
          return p;
        })
      }
    >
      {params.get('q') ?? '(none)'}
    </button>
  );
}

describe('the address’s query for islands', () => {
  it('reads the page’s own query', () => {
    window.history.replaceState(null, '', '/fr/conseils/?q=pergola');
    render(<Reader id="a" />);
    expect(screen.getByTestId('a').textContent).toBe('pergola');
  });

  it('rewrites it in place, keeping the path, the hash and the other parameters, and tells every island', () => {
    window.history.replaceState(null, '', '/fr/conseils/?tag=carport#list');
    render(
      <>
        <Reader id="a" write="toit plat" />
        <Reader id="b" />
      </>,
    );
    const entries = window.history.length;
    act(() => screen.getByTestId('a').click());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/fr/conseils/?tag=carport&q=toit+plat#list',
    );
    expect(window.history.length).toBe(entries);
    expect(screen.getByTestId('b').textContent).toBe('toit plat');
    act(() => screen.getByTestId('b').click());
    expect(window.location.search).toBe('?tag=carport');
    expect(screen.getByTestId('a').textContent).toBe('(none)');
  });

  it('follows Back and Forward', () => {
    render(<Reader id="a" />);
    act(() => {
      window.history.replaceState(null, '', '/?q=vitrage');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('a').textContent).toBe('vitrage');
  });
});
