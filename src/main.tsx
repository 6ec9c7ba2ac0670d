import { ViteReactSSG } from 'vite-react-ssg/single-page';
import { htmlFileOf, pageAt, pageUrls } from './app/prerender';
import './styles/global.css';
import './styles/blocks.css';
import './styles/estimator.css';

/**
 * The prerender's entry (ssgOptions.entry in vite.config.ts): vite-react-ssg renders, for each url
 * `includedRoutes` lists, the page its setup gives as the app. There is no router: every page is a
 * document of its own, and the browser starts from src/client.ts (the shell's script and the islands).
 */
export const createRoot = ViteReactSSG(null, async (context) => {
  // The development server passes the url as requested: query and percent-encoding go.
  if (context.routePath) context.app = await pageAt(decodeURI(context.routePath.replace(/[?#].*/, '')));
});

/** Every page of the route manifest, by its url (`/fr/contact/`). */
export const includedRoutes = () => pageUrls();

/**
 * Where the prerender writes the page at a url: its `htmlFile` in the route manifest (`fr/contact/index.html`),
 * which the content step computed with the page's url; this project's patch of vite-react-ssg asks for it
 * (patches/README.md).
 */
export { htmlFileOf };
