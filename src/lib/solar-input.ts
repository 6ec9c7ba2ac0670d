import type { Mount, Orientation, Pitch, SolarCountry } from '../schemas/solar-options';

/** What the visitor chose, checked. */
export interface SolarInput {
  country: SolarCountry;
  /** A region `code` of the content's yield table, of that country. */
  region: string;
  mount: Mount;
  /** Roof area for panels, m² (roof). */
  area: number;
  /** Parking spaces (carport). */
  spaces: number;
  orientation: Orientation;
  pitch: Pitch;
  /** Yearly household use, kWh, before a car and a heat pump. */
  consumption: number;
  /** Yearly distance of an electric car, km; 0 without one. */
  km: number;
  heatPump: boolean;
  /** Battery size, kWh; 0 without one. */
  battery: number;
}
