import { startIslands } from './islands/loader';
import { startShell } from './shell';
import './styles/global.css';
import './styles/blocks.css';
import './styles/estimator.css';

/**
 * The browser's entry (index.html): the shell's behaviours and the island loader, no framework. React
 * and each island's code arrive only when an island wakes (src/islands/). The prerender's entry is
 * src/main.tsx.
 */
startShell();
startIslands();
