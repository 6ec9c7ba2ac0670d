/**
 * Setup of the `components` project (vitest.config.ts), whose files share their worker's document. Vitest has no
 * globals here, so Testing Library cannot unmount by itself, and a hook in a shared module would be registered
 * for the first file only: a setup file runs for every file. After each test its rendered trees are unmounted;
 * after each file the document is put back as the file found it (url, window width, the head's elements,
 * such as the preloads React hoists there, the body and its attributes, the root element's attributes, local and
 * session storage, emptied as the first file found them). Not put back: cookies, history entries, listeners added
 * to window, the document, the root or the body, changes inside the head's elements, and the state of modules the
 * files share (a file that needs its own modules is isolated: see vitest.config.ts).
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Attributes = [string, string][];
let found: { href: string; width: number; head: Node[]; root: Attributes; body: Attributes };

const attributesOf = (element: Element): Attributes =>
  element.getAttributeNames().map((name) => [name, element.getAttribute(name)!]);

function setAttributes(element: Element, attributes: Attributes) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

beforeAll(() => {
  found = {
    href: window.location.href,
    width: window.innerWidth,
    head: [...document.head.childNodes],
    root: attributesOf(document.documentElement),
    body: attributesOf(document.body),
  };
});

afterEach(cleanup);

afterAll(() => {
  window.history.replaceState(null, '', found.href);
  window.innerWidth = found.width;
  document.head.replaceChildren(...found.head);
  document.body.replaceChildren();
  setAttributes(document.body, found.body);
  setAttributes(document.documentElement, found.root);
  localStorage.clear();
  sessionStorage.clear();
});
