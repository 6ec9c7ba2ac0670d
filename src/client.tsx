import { startBrowserApp } from './app/browser-app';
import './styles/global.css';
import './styles/blocks.css';
import './styles/estimator.css';

/** The browser's entry (index.html). The prerender's is src/main.tsx. */
void startBrowserApp(document.getElementById('root')!);
