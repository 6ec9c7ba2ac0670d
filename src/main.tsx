// First: it configures zod before any module builds a schema.
import './lib/zod-jitless';
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './routes';
import './styles/global.css';
import './styles/blocks.css';

export const createRoot = ViteReactSSG({ routes, basename: '/' });
