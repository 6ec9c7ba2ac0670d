/**
 * Setup of the `components` project (vitest.config.ts), whose files share their worker's document. Vitest has no
 * globals here, so Testing Library cannot unmount by itself, and a hook in a shared module would be registered
 * for the first file only: a setup file runs for every file. After each test its rendered trees are unmounted;
 * after each file the document is put back as the file found it (address, window width, the head's elements,
 * such as the preloads React hoists there, the body, the root element's attributes), so each file starts as the
 * first one did.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

let found: { href: string; width: number; head: Node[]; root: [string, string][] };

beforeAll(() => {
  const root = document.documentElement;
  found = {
    href: window.location.href,
    width: window.innerWidth,
    head: [...document.head.childNodes],
    root: root.getAttributeNames().map((name) => [name, root.getAttribute(name)!]),
  };
});

afterEach(cleanup);

afterAll(() => {
  window.history.replaceState(null, '', found.href);
  window.innerWidth = found.width;
  document.head.replaceChildren(...found.head);
  document.body.replaceChildren();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const [name, value] of found.root) root.setAttribute(name, value);
});
