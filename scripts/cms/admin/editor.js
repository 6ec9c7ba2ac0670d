/*
 * Starts the editor (Decap CMS, loaded before this file) with what config.yml cannot hold: the MDX components of
 * the toolbar (described in mdx-components.json, made from the schemas by scripts/cms/write-admin.ts), the local
 * backend of `npm start`, and text direction per field so Arabic is edited right to left.
 */
/* global CMS */

// scripts/serve.sh starts the local backend (decap-server) on the site's port minus 800: same rule here.
const LOCAL_BACKEND_OFFSET = 800;

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttribute = (value) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Decap's editor component for one MDX component: how to find it in Markdown, write it back and preview it. */
export function editorComponent({ id, label, fields, attributes, children }) {
  const attrs = '((?:\\s+[A-Za-z]+="[^"]*")*)';
  const pattern = children
    ? new RegExp(`^<${id}${attrs}\\s*>\\n?([\\s\\S]*?)\\n?</${id}>$`, 'm')
    : new RegExp(`^<${id}${attrs}\\s*/>$`, 'm');
  const write = (data) =>
    attributes
      .filter((name) => data[name] !== undefined && data[name] !== null && data[name] !== '')
      .map((name) => ` ${name}="${escapeAttribute(data[name])}"`)
      .join('');
  return {
    id,
    label,
    fields,
    pattern,
    fromBlock(match) {
      const data = {};
      for (const [, name, value] of (match[1] ?? '').matchAll(/([A-Za-z]+)="([^"]*)"/g))
        data[name] = unescapeAttribute(value);
      if (children) data.children = match[2] ?? '';
      return data;
    },
    toBlock(data) {
      return children ? `<${id}${write(data)}>\n${data.children ?? ''}\n</${id}>` : `<${id}${write(data)} />`;
    },
    toPreview(data) {
      const text = [label, ...attributes.map((name) => data[name]).filter(Boolean)].join(' · ');
      const holder = document.createElement('div');
      holder.textContent = children ? `${text}: ${data.children ?? ''}` : text;
      return holder.outerHTML;
    },
  };
}

/** Every text field follows its text's own direction: Arabic right to left, the rest left to right. */
function autoDirection(root) {
  const mark = (node) => {
    if (node.matches?.('input, textarea, [contenteditable="true"]') && !node.hasAttribute('dir'))
      node.setAttribute('dir', 'auto');
  };
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (node.nodeType !== 1) continue;
        mark(node);
        node.querySelectorAll?.('input, textarea, [contenteditable="true"]').forEach(mark);
      }
  }).observe(root, { childList: true, subtree: true });
}

async function start() {
  const components = await (await fetch('mdx-components.json')).json();
  for (const component of components) CMS.registerEditorComponent(editorComponent(component));
  autoDirection(document.body);
  const { hostname, port } = window.location;
  const local = ['localhost', '127.0.0.1'].includes(hostname) && port;
  CMS.init({
    config: local
      ? { local_backend: { url: `http://${hostname}:${Number(port) - LOCAL_BACKEND_OFFSET}/api/v1` } }
      : {},
  });
}

if (typeof CMS !== 'undefined') start();
