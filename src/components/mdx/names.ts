/** Components an author may use in MDX content; the content check rejects any other. */
export const MDX_COMPONENT_NAMES = ['Figure', 'Callout', 'Estimator'] as const;
