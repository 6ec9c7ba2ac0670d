import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { addArticles, addProducts } from './scale-content';
const root = process.cwd();
const dir = process.argv[2]!;
mkdirSync(dir, { recursive: true });
for (const name of ['content','src','scripts','public','index.html','package.json','tsconfig.json','vite.config.ts','netlify.toml'])
  if (existsSync(join(root, name))) cpSync(join(root, name), join(dir, name), { recursive: true, filter: (s) => !s.includes('/src/generated') });
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
console.log(addArticles(dir, 1000), addProducts(dir, 600));
