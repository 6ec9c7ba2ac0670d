/**
 * Starts the editor (Decap CMS, loaded before this script) with what config.yml cannot hold: the formats that
 * write back unchanged files as they were (./kept-formats.ts), the MDX components of the toolbar (described in
 * mdx-components.json, made from the schemas by scripts/cms/write-admin.ts), the local backend of `npm start`,
 * each text field's direction taken from its text, so Arabic is edited right to left, and names for the icon
 * buttons of list items. Bundled into
 * dist/admin/editor.js by write-admin.ts.
 */
import { editorComponent, type ComponentDescription } from './editor-components';
import { keptFrontMatter, keptYaml } from './kept-formats';
import { KEPT_FORMATS, LOCAL_BACKEND_OFFSET } from './names';

interface Decap {
  registerEditorComponent(component: ReturnType<typeof editorComponent>): void;
  registerCustomFormat(name: string, extension: string, format: ReturnType<typeof keptYaml>): void;
  init(options: { config: Record<string, unknown> }): void;
}
declare const CMS: Decap;

/** `node` itself when it matches `selector`, then its descendants that do. */
function within(node: Element, selector: string): Element[] {
  return [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
}

/** Every text field follows its text's own direction: Arabic right to left, the rest left to right. */
function autoDirection(node: Element) {
  const fields = 'input, textarea, [contenteditable="true"]';
  for (const field of within(node, fields)) if (!field.hasAttribute('dir')) field.setAttribute('dir', 'auto');
}

/**
 * A list item's bar shows its fold, move and remove controls as bare icons: they get names a screen reader can
 * say. The bar is Decap's `ListItemTopBar`, whose class names its style "TopBar" (css-<hash>-TopBar-…): the fold
 * button first, the drag handle (a sortable `role="button"`), the remove button last, each present only when
 * the list allows it.
 */
function nameListButtons(node: Element) {
  const isBar = (el: Element) => [...el.classList].some((c) => /-TopBar(-|$)/.test(c));
  const bars = within(node, '[class*="-TopBar"]').filter(isBar);
  const own = node.parentElement;
  if (own && isBar(own)) bars.push(own);
  for (const bar of bars) {
    const [first] = bar.children;
    const last = bar.lastElementChild;
    if (first?.tagName === 'BUTTON' && !first.hasAttribute('aria-label'))
      first.setAttribute('aria-label', 'Fold or unfold');
    if (last !== first && last?.tagName === 'BUTTON' && !last.hasAttribute('aria-label'))
      last.setAttribute('aria-label', 'Remove');
    for (const handle of bar.querySelectorAll(':scope > [aria-roledescription="sortable"]:not([aria-label])'))
      handle.setAttribute('aria-label', 'Move');
  }
}

/**
 * The Markdown widget leaves two controls without a name for screen readers: its text area (Slate's
 * `role="textbox"`), which gets its field's label, and the switch between rich text and Markdown, which gets
 * "Markdown" and a state (Decap writes `aria-checked` only once the switch is first pressed). Its toolbar's
 * menus hold a button inside a button.
 */
function nameMarkdownControls(node: Element) {
  for (const box of within(node, '[data-slate-editor]:not([aria-label])')) {
    const label = box.closest('[class*="-ControlContainer"]')?.querySelector('label')?.textContent;
    if (label) box.setAttribute('aria-label', label);
  }
  // A toolbar menu (headings, components) is a `role="button"` that opens on its own keys and clicks, around a
  // styled <button>: the menu takes the inner button's name, and the inner one leaves the tab order and the tree.
  for (const inner of within(node, '[role="button"][aria-haspopup] button:not([aria-hidden])')) {
    const menu = inner.closest('[role="button"][aria-haspopup]')!;
    const name = inner.getAttribute('title') || inner.textContent?.trim();
    if (name && !menu.hasAttribute('aria-label')) menu.setAttribute('aria-label', name);
    inner.setAttribute('tabindex', '-1');
    inner.setAttribute('aria-hidden', 'true');
  }
  for (const toggle of within(node, 'button[role="switch"]')) {
    if (!toggle.hasAttribute('aria-label')) toggle.setAttribute('aria-label', 'Markdown');
    if (!toggle.hasAttribute('aria-checked')) toggle.setAttribute('aria-checked', 'false');
  }
}

/** What the editor adds to every part of Decap's page as it appears. */
function watch(root: HTMLElement, ...marks: ((node: Element) => void)[]) {
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) if (node instanceof Element) for (const mark of marks) mark(node);
  }).observe(root, { childList: true, subtree: true });
}

async function start() {
  CMS.registerCustomFormat(KEPT_FORMATS.yaml, 'yaml', keptYaml());
  CMS.registerCustomFormat(KEPT_FORMATS.frontMatter, 'mdx', keptFrontMatter());
  const components = (await (await fetch('mdx-components.json')).json()) as ComponentDescription[];
  for (const component of components) CMS.registerEditorComponent(editorComponent(component));
  watch(document.body, autoDirection, nameListButtons, nameMarkdownControls);
  const { hostname, port } = window.location;
  const local = ['localhost', '127.0.0.1'].includes(hostname) && port;
  CMS.init({
    config: local ? { local_backend: { url: `http://${hostname}:${Number(port) - LOCAL_BACKEND_OFFSET}/api/v1` } } : {},
  });
}

void start();
