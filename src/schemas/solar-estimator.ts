import { z } from 'zod';
import { ORIENTATIONS, PITCHES, SOLAR_COUNTRIES } from '../lib/solar-options';

/*
 * `content/solar-estimator.yaml`: every figure of the solar estimator, one table per kind of figure, each
 * with where it comes from and how long it holds. The content check fails on a tariff or subsidy table
 * past its `validUntil` and warns a month before (scripts/content/solar-validity.ts).
 */

export * from '../lib/solar-options';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD, such as 2026-11-27');

/** Where a table's figures come from, when it was read and while it holds. */
const source = (dated: boolean) =>
  z
    .strictObject({
      title: z.string().min(1).meta({
        title: 'Published by',
        description:
          'Who publishes the figures, such as "ElCom, electricity tariffs 2026"; for the company\'s own figures, say so.',
      }),
      url: z.url().optional().meta({
        title: 'Address',
        description: 'Address of the page the figures were read on; empty for our own assumption.',
      }),
      assumption: z.boolean().default(false).meta({
        title: "Company's own assumption",
        description: 'Ticked when no public figure exists and the table holds our own working figures.',
      }),
      read: isoDate.meta({ title: 'Read on', description: 'Date the figures were read at the address, YYYY-MM-DD.' }),
      validFrom: isoDate.meta({ title: 'Valid from', description: 'First day the figures apply, YYYY-MM-DD.' }),
      validUntil: (dated ? isoDate : isoDate.optional()).meta({
        title: 'Valid until',
        description: dated
          ? 'Last day the figures apply, YYYY-MM-DD: the content check fails after it and warns a month before.'
          : 'Last day the figures apply, YYYY-MM-DD; empty while they hold.',
      }),
      note: z.string().optional().meta({
        title: 'Note',
        description: 'What an author updating the table should know, in one or two sentences.',
      }),
    })
    .refine((s) => s.assumption || !!s.url, {
      message: 'give the address the figures were read at, or tick "Company\'s own assumption"',
      path: ['url'],
    })
    .meta({
      title: 'Source and validity',
      description: dated
        ? 'Where the figures come from and the period they hold; update them before "Valid until".'
        : 'Where the figures come from, or that they are our own assumption.',
    });

/** A range, lowest first. */
const range = (what: string) =>
  z
    .strictObject({
      min: z.number().nonnegative().describe(`Lowest ${what}.`),
      max: z.number().nonnegative().describe(`Highest ${what}; at least the lowest.`),
    })
    .refine((r) => typeof r?.min !== 'number' || typeof r?.max !== 'number' || r.min <= r.max, {
      message: 'min must not be higher than max; swap the two figures',
      path: ['max'],
    });

const region = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z0-9]{2,3}$/, 'the canton (GE) or department (74) code, in capitals')
    .meta({ title: 'Code', description: 'Canton abbreviation (GE) or department number (74).' }),
  country: z.enum(SOLAR_COUNTRIES).meta({ title: 'Country', description: 'CH or FR.' }),
  name: z
    .string()
    .min(1)
    .meta({ title: 'Name', description: 'Official name, shown after the code in every language.' }),
  yield: range('yield, kWh per kWp per year').meta({
    title: 'Specific yield',
    description: 'Yearly production of 1 kWp facing south at about 30°, kWh.',
  }),
});

/** Rates by power class: each applies up to `upToKw`, the classes in increasing order. */
const classes = <T extends z.ZodType>(rate: T, what: string) =>
  z
    .array(
      z.strictObject({
        upToKw: z.number().positive().meta({ title: 'Up to (kWp)', description: 'Largest system of this class, kWp.' }),
        rate: rate.meta({ title: 'Rate', description: what }),
      }),
    )
    .min(1)
    .refine((list) => list.every((c, i) => i === 0 || c.upToKw > list[i - 1]!.upToKw), {
      message: 'list the power classes from the smallest to the largest',
    })
    .meta({ title: 'Power classes', description: `${what} Each class applies up to its kWp, smallest first.` });

const countryFigures = z.strictObject({
  currency: z
    .enum(['CHF', 'EUR'])
    .meta({ title: 'Currency', description: 'Currency of every amount of this country.' }),
  tariff: z
    .strictObject({
      source: source(true),
      perKwh: z.number().positive().meta({
        title: 'Price per kWh',
        description: 'What a household pays for a kWh from the grid, taxes included.',
      }),
    })
    .meta({ title: 'Electricity tariff', description: 'The household tariff a kWh used on site saves.' }),
  feedIn: z
    .strictObject({
      source: source(true),
      classes: classes(range('price per kWh sold'), 'Price paid per kWh fed into the grid.'),
    })
    .meta({ title: 'Feed-in tariff', description: 'What the grid pays for the surplus, by power class.' }),
  subsidy: z
    .strictObject({
      source: source(true),
      base: z.number().nonnegative().meta({ title: 'Base contribution', description: 'Paid once per system.' }),
      marginal: z.boolean().meta({
        title: 'Each class on its own share',
        description:
          "Ticked: each class's rate applies to the kilowatts within it (Pronovo). Unticked: the system's class rate applies to all of it (France).",
      }),
      classes: classes(z.number().nonnegative(), 'One-off amount per kWp.'),
    })
    .meta({ title: 'One-off subsidy', description: 'Base contribution plus an amount per kWp, by power class.' }),
  price: z
    .strictObject({
      source: source(false),
      roof: range('installed price per kWp').meta({ title: 'Roof', description: 'Installed price per kWp on a roof.' }),
      carport: range('installed price per kWp').meta({
        title: 'Carport',
        description: 'Installed price per kWp of a solar carport, its structure included.',
      }),
    })
    .meta({ title: 'Installed price', description: "The company's installed price per kWp, VAT included." }),
  maxKw: z.number().positive().meta({
    title: 'Largest system (kWp)',
    description: 'Largest system the estimator sizes; the subsidy classes must reach it.',
  }),
});
export type SolarCountryFigures = z.infer<typeof countryFigures>;

const factors = <K extends readonly [string, ...string[]]>(keys: K, what: string) =>
  z
    .strictObject(
      Object.fromEntries(keys.map((k) => [k, z.number().positive().max(1.2).describe(`${what}: ${k}.`)])) as Record<
        K[number],
        z.ZodNumber
      >,
    )
    .meta({ title: 'Factors', description: `${what}, 1 for the best case.` });

const bounds = (unit: string) =>
  z
    .strictObject({
      min: z.number().nonnegative().describe(`Smallest value a visitor may enter, ${unit}.`),
      max: z.number().positive().describe(`Largest value a visitor may enter, ${unit}.`),
      default: z.number().nonnegative().describe(`Value shown before the visitor changes it, ${unit}.`),
    })
    .refine((b) => !(b?.min < b?.max) || (b.default >= b.min && b.default <= b.max), {
      message: 'default must lie between min and max',
      path: ['default'],
    });

export const solarEstimatorSchema = z.strictObject({
  yields: z
    .strictObject({
      source: source(false),
      regions: z.array(region).min(1).describe('Cantons and departments a visitor chooses from.'),
    })
    .meta({ title: 'Specific yield by region', description: 'kWh a kWp produces in a year, by canton or department.' }),
  orientation: z
    .strictObject({ source: source(false), factors: factors(ORIENTATIONS, 'Share of the south-facing yield') })
    .meta({ title: 'Orientation factors', description: 'Yield of each orientation as a share of facing south.' }),
  pitch: z
    .strictObject({ source: source(false), factors: factors(PITCHES, 'Share of the 30° yield') })
    .meta({ title: 'Pitch factors', description: 'Yield of each pitch as a share of about 30°.' }),
  modules: z
    .strictObject({
      source: source(false),
      kwpPerM2: z
        .number()
        .positive()
        .meta({ title: 'kWp per m²', description: 'Power of the modules per m² of roof.' }),
      kwpPerSpace: z.number().positive().meta({
        title: 'kWp per parking space',
        description: 'Power of the modules a carport carries over one parking space.',
      }),
    })
    .meta({ title: 'Modules', description: 'Power that fits on a roof or over a parking space.' }),
  selfConsumption: z
    .strictObject({
      source: source(false),
      base: range('share of the production used on site').meta({
        title: 'Household only',
        description: 'Share of the production used on site by a household, 0 to 1.',
      }),
      car: z
        .number()
        .nonnegative()
        .max(1)
        .meta({ title: 'With an electric car', description: 'Share added by a car charged at home.' }),
      heatPump: z
        .number()
        .nonnegative()
        .max(1)
        .meta({ title: 'With a heat pump', description: 'Share added by a heat pump.' }),
      maxOfUse: z.number().positive().max(1).meta({
        title: 'Most of the use covered',
        description: 'The solar part of the yearly use never exceeds this share of it, 0 to 1.',
      }),
    })
    .meta({ title: 'Self-consumption', description: 'How much of the production a home uses itself.' }),
  use: z
    .strictObject({
      source: source(false),
      perHousehold: z
        .array(z.number().positive())
        .min(1)
        .describe('Yearly use in kWh of a household of 1, 2, 3… people; the last one for larger households.'),
      kwhPerKm: z.number().positive().meta({ title: 'Car, kWh per km', description: 'Use of an electric car per km.' }),
      heatPumpKwh: z.number().nonnegative().meta({
        title: 'Heat pump, kWh per year',
        description: "Yearly use of a house's heat pump.",
      }),
    })
    .meta({ title: 'Electricity use', description: 'Yearly use when the visitor gives a household size.' }),
  countries: z
    .strictObject({
      CH: countryFigures.describe('Switzerland.'),
      FR: countryFigures.describe('France.'),
    })
    .meta({ title: 'Countries', description: 'Tariffs, feed-in, subsidies and prices of each country.' }),
  inputs: z
    .strictObject({
      area: bounds('m²').describe('Roof area for panels, m².'),
      spaces: bounds('parking spaces').describe('Parking spaces under the carport.'),
      consumption: bounds('kWh per year').describe('Yearly electricity use, kWh.'),
      km: bounds('km per year').describe('Yearly distance of an electric car, km.'),
    })
    .meta({ title: 'Fields', description: 'Bounds and defaults of what the visitor enters.' }),
  products: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .default([])
    .describe('Product pages that show the solar estimator, by key; the carport ones open on a carport.'),
  carportProducts: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .default([])
    .describe('Of those, the ones that open on a carport rather than a roof.'),
});
export type SolarEstimatorConfig = z.infer<typeof solarEstimatorSchema>;
export type SolarRegion = z.infer<typeof region>;
