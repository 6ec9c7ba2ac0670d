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

/** Every text field follows its text's own direction: Arabic right to left, the rest left to right. */
function autoDirection(node: Element) {
  const fields = 'input, textarea, [contenteditable="true"]';
  for (const field of [node, ...node.querySelectorAll(fields)])
    if (field.matches(fields) && !field.hasAttribute('dir')) field.setAttribute('dir', 'auto');
}

/**
 * A list item's bar shows its fold and remove buttons as bare icons: they get names a screen reader can say.
 * The bar is Decap's `ListItemTopBar`, whose class names its style "TopBar" (css-<hash>-TopBar-…): the fold
 * button first, the drag handle, the remove button last, each present only when the list allows it.
 */
function nameListButtons(node: Element) {
  const isBar = (el: Element) => [...el.classList].some((c) => /-TopBar(-|$)/.test(c));
  const bars = [node, ...node.querySelectorAll('[class*="-TopBar"]')].filter(isBar);
  const own = node.parentElement;
  if (own && isBar(own)) bars.push(own);
  for (const bar of bars) {
    const [first] = bar.children;
    const last = bar.lastElementChild;
    if (first?.tagName === 'BUTTON' && !first.hasAttribute('aria-label'))
      first.setAttribute('aria-label', 'Fold or unfold');
    if (last !== first && last?.tagName === 'BUTTON' && !last.hasAttribute('aria-label'))
      last.setAttribute('aria-label', 'Remove');
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
  watch(document.body, autoDirection, nameListButtons);
  const { hostname, port } = window.location;
  const local = ['localhost', '127.0.0.1'].includes(hostname) && port;
  CMS.init({
    config: local ? { local_backend: { url: `http://${hostname}:${Number(port) - LOCAL_BACKEND_OFFSET}/api/v1` } } : {},
  });
}

void start();
