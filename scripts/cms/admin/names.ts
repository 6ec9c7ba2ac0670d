/** Names the generated config.yml and the editor's script share. */
export const KEPT_FORMATS = { yaml: 'yaml-kept', frontMatter: 'frontmatter-kept' } as const;

/** scripts/local/serve.sh starts the local backend (decap-server) on the site's port minus this. */
export const LOCAL_BACKEND_OFFSET = 800;
