// Loaded before the editor's bundle: the editor then waits for editor.js to start it with this site's additions.
window.CMS_MANUAL_INIT = true;
