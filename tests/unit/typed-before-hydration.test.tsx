import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useTypedBeforeHydration } from '../../src/hooks/use-typed-before-hydration';

function Filter() {
  const [query, setQuery] = useState('');
  const field = useTypedBeforeHydration<HTMLInputElement>(query, setQuery);
  return (
    <>
      <input ref={field} value={query} onChange={(e) => setQuery(e.target.value)} aria-label="Filter" />
      <output>{query || '(all)'}</output>
    </>
  );
}

it('hands the island the text typed in its field before its code arrived', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filter />);
  document.body.append(container);
  // The visitor types while the island's code is still on its way.
  container.querySelector('input')!.value = 'carport';
  const root = await act(async () => hydrateRoot(container, <Filter />));
  expect(container.querySelector('output')!.textContent).toBe('carport');
  expect(container.querySelector('input')!.value).toBe('carport');
  act(() => root.unmount());
  container.remove();
});
