/** Every content schema, by collection. */
export * from './common';
export * from './site';
export * from './i18n';
export * from './navigation';
export * from './blocks';
export * from './page';
export * from './product';
export * from './article';
export * from './colours';
export * from './glossary';
export * from './style-guide';
export * from './estimator';
export * from './solar-estimator';
export * from './comment';
