// Run by npm's postinstall before patch-package (package.json): each patch under patches/ was written
// for one version of its package, named in its file name (`vite-react-ssg+0.9.2.patch`). After a version
// bump the patch may still apply and be wrong, or be unneeded: the install stops and says what
// to do. Plain JavaScript: it runs before anything else of the project is installed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const stale = [];
for (const file of readdirSync(join(root, 'patches')).filter((f) => f.endsWith('.patch'))) {
  const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
  if (!name) continue;
  const pkg = name.replace('+', '/');
  const installed = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  if (installed !== version) stale.push(`  ${file}: written for ${pkg} ${version}, installed ${installed}`);
}
if (stale.length) {
  console.error(
    `Patched packages changed version:\n${stale.join('\n')}\n` +
      'Check whether each patch is still needed (patches/README.md says what it does and what it gains); ' +
      'if it is, carry it to the new version as patches/README.md describes and rename it; if not, delete it ' +
      'and its section in patches/README.md. Then run `npm install` again.',
  );
  process.exit(1);
}
