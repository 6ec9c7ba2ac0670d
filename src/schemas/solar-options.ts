/**
 * The solar estimator's choices; their names come from the UI catalogues (`solar.<field>.<id>`). Apart from
 * the schema (src/schemas/solar-estimator.ts) so that the browser's code does not pull in zod.
 */
export const SOLAR_COUNTRIES = ['CH', 'FR'] as const;
export type SolarCountry = (typeof SOLAR_COUNTRIES)[number];
export const ORIENTATIONS = ['south', 'diagonal', 'eastWest', 'north'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const PITCHES = ['flat', 'low', 'medium', 'steep'] as const;
export type Pitch = (typeof PITCHES)[number];
export const MOUNTS = ['roof', 'carport'] as const;
export type Mount = (typeof MOUNTS)[number];
/** What uses electricity, each with its own spread over the year and its own share in daylight. */
export const USES = ['household', 'heatPump', 'car'] as const;
export type Use = (typeof USES)[number];
/** The pitch a mount opens on: a carport's modules lie flat. */
export const PITCH_OF_MOUNT: Record<Mount, Pitch> = { roof: 'medium', carport: 'flat' };
