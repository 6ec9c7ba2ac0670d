import { ViteReactSSG } from 'vite-react-ssg';
import { startBrowserApp } from './app/hydrate';
import { routes } from './routes';
import './styles/global.css';
import './styles/blocks.css';

/**
 * The prerender calls `createRoot` for every route; the browser starts the app itself. The branch on
 * the build-time constant keeps vite-react-ssg's browser runtime (data router, react-helmet-async) out
 * of the browser bundle.
 */
export const createRoot = import.meta.env.SSR ? ViteReactSSG({ routes, basename: '/' }) : undefined;

if (!import.meta.env.SSR) void startBrowserApp(routes, document.getElementById('root')!);
