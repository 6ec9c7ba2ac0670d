/**
 * The page's head tags and <html> attributes, written into the HTML by the prerender: vite-react-ssg's
 * Head (react-helmet-async). The browser never renders a page, so it never loads this.
 */
export { Head } from 'vite-react-ssg/single-page';
