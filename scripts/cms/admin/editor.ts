/**
 * Starts the editor (Decap CMS, loaded before this script) with what config.yml cannot hold: the formats that
 * write back unchanged files as they were (./kept-formats.ts), the MDX components of the toolbar (described in
 * mdx-components.json, made from the schemas by scripts/cms/write-admin.ts), the local backend of `npm start`,
 * and each text field's direction taken from its text, so Arabic is edited right to left. Bundled into
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
function autoDirection(root: HTMLElement) {
  const fields = 'input, textarea, [contenteditable="true"]';
  const mark = (node: Element) => {
    if (node.matches(fields) && !node.hasAttribute('dir')) node.setAttribute('dir', 'auto');
  };
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        mark(node);
        node.querySelectorAll(fields).forEach(mark);
      }
  }).observe(root, { childList: true, subtree: true });
}

async function start() {
  CMS.registerCustomFormat(KEPT_FORMATS.yaml, 'yaml', keptYaml());
  CMS.registerCustomFormat(KEPT_FORMATS.frontMatter, 'mdx', keptFrontMatter());
  const components = (await (await fetch('mdx-components.json')).json()) as ComponentDescription[];
  for (const component of components) CMS.registerEditorComponent(editorComponent(component));
  autoDirection(document.body);
  const { hostname, port } = window.location;
  const local = ['localhost', '127.0.0.1'].includes(hostname) && port;
  CMS.init({
    config: local ? { local_backend: { url: `http://${hostname}:${Number(port) - LOCAL_BACKEND_OFFSET}/api/v1` } } : {},
  });
}

void start();
