import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './routes';
import './styles/global.css';
import './styles/blocks.css';
import './styles/estimator.css';

/**
 * The prerender's entry (ssgOptions.entry in vite.config.ts): vite-react-ssg renders every route of the
 * generated table to HTML. The browser starts from src/client.ts: the shell's script and the islands.
 */
export const createRoot = ViteReactSSG({ routes, basename: '/' });
