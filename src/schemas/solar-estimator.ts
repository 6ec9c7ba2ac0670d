import { z } from 'zod';
import { ORIENTATIONS, PITCHES, SOLAR_COUNTRIES, USES } from './solar-options';

/*
 * `content/solar-estimator.yaml`: every figure of the solar estimator. Figures set by a law, a regulator or
 * a market (tariffs, feed-in prices, subsidies, VAT) are dated tables: a list of periods, each with its
 * source, so next year's figures are entered as soon as they are published and take over on their first
 * day. The company's own planning figures (yields, profiles, prices) are single tables marked as such.
 * What the content check says about dates, and when, is in scripts/content/checks/solar-validity.ts.
 */

export * from './solar-options';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD, such as 2026-11-27')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'this day does not exist; write a real date as YYYY-MM-DD',
    },
  );

/** Where figures come from and when they were read. */
const source = z
  .strictObject({
    title: z.string().min(1).meta({
      title: 'Published by',
      description:
        'Who publishes the figures and what, such as "ElCom, median household tariff 2026"; for the company\'s own figures, say so.',
    }),
    url: z.url().optional().meta({
      title: 'Address',
      description:
        "Address of the page the figures were read on. For the company's own assumption, a public page to compare with, or empty.",
    }),
    assumption: z.boolean().default(false).meta({
      title: "Company's own assumption",
      description:
        'Ticked when no public figure exists and the table holds our own working figures: no "Source" link is shown.',
    }),
    read: isoDate.meta({ title: 'Read on', description: 'Date the figures were read at the address, YYYY-MM-DD.' }),
    note: z.string().optional().meta({
      title: 'Note',
      description: 'What was found and where, and what an author updating the table should know.',
    }),
  })
  .refine((s) => s.assumption || !!s.url, {
    message: 'give the address the figures were read at, or tick "Company\'s own assumption"',
    path: ['url'],
  })
  .meta({ title: 'Source', description: 'Where the figures come from, or that they are our own assumption.' });
export type SolarSource = z.infer<typeof source>;

/** The days of a period, for the checks that compare them. */
type Days = { validFrom: string; validUntil?: string };

/** One period of a dated table: its days, its source and its figures. */
const period = <T extends z.ZodRawShape>(figures: T) =>
  z
    .strictObject({
      validFrom: isoDate.meta({ title: 'Valid from', description: 'First day the figures apply, YYYY-MM-DD.' }),
      validUntil: isoDate.optional().meta({
        title: 'Valid until',
        description: 'Last day the figures apply, YYYY-MM-DD; empty while no end is known.',
      }),
      source,
      ...figures,
    })
    .refine((p) => !(p as Days).validUntil || (p as Days).validUntil! >= (p as Days).validFrom, {
      message: 'the period ends before it starts: "Valid until" must be on or after "Valid from"',
      path: ['validUntil'],
    });

/**
 * A table whose figures change by decree or by market: its periods, oldest first, never overlapping; when
 * its publisher revises it; and the day by which an author reads the source again.
 */
const dated = <T extends z.ZodRawShape>(figures: T, what: { title: string; description: string }) =>
  z
    .strictObject({
      revised: z.string().min(1).meta({
        title: 'Revised',
        description: 'When the publisher revises these figures, such as "each September, for the next year".',
      }),
      reviewBy: isoDate.optional().meta({
        title: 'Read again by',
        description:
          'Day by which the source is read again for its next figures, YYYY-MM-DD; the reminder names the table from then.',
      }),
      periods: z
        .array(period(figures))
        .min(1)
        .superRefine((periods, ctx) => {
          const list = periods as Days[];
          list.forEach((p, i) => {
            const before = list[i - 1];
            if (!before) return;
            if (p.validFrom <= before.validFrom)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'validFrom'],
                message: `list the periods oldest first: this one starts on ${p.validFrom}, the one before on ${before.validFrom}`,
              });
            else if (!before.validUntil || before.validUntil >= p.validFrom)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'validFrom'],
                message: `this period starts on ${p.validFrom} while the one before still holds${before.validUntil ? ` until ${before.validUntil}` : ' (it has no end)'}: end the earlier period the day before`,
              });
          });
        })
        .meta({
          title: 'Periods',
          description:
            'The figures of each period, oldest first; a new period is added, never written over an old one.',
        }),
    })
    .meta(what);

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

/** Twelve shares of a year, January first, adding up to 1. */
const monthlyShares = (what: string) =>
  z
    .array(z.number().nonnegative().max(1))
    .length(12, `give 12 shares, January to December`)
    .refine((shares) => Math.abs(shares.reduce((a, b) => a + b, 0) - 1) < 0.005, {
      message: 'the twelve shares must add up to 1',
    })
    .meta({
      title: what,
      description: `${what}: the share of the year in each month, January to December, adding up to 1.`,
    });

const region = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z0-9]{2,3}$/, 'the canton (GE) or department (74) code, in capitals')
    .meta({
      title: 'Code',
      description:
        'Canton abbreviation (GE) or department number (74); its name in each language is the catalogue key solar.region.<code>.',
    }),
  country: z.enum(SOLAR_COUNTRIES).meta({ title: 'Country', description: 'CH or FR.' }),
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
    .meta({
      title: 'Power classes',
      description: `${what} Each class applies up to its kWp, smallest first; a system larger than the last class gets no figure ("being updated").`,
    });

const installed = (what: string) =>
  z
    .strictObject({
      fixed: range('fixed part of the price').meta({
        title: 'Fixed part',
        description: `Part of the ${what} price that does not depend on the size.`,
      }),
      perKwp: range('price per kWp').meta({
        title: 'Per kWp',
        description: `Part of the ${what} price per kWp installed.`,
      }),
    })
    .meta({ title: what, description: `Installed price of a ${what}: a fixed part plus a part per kWp.` });

const countryFigures = z.strictObject({
  currency: z
    .enum(['CHF', 'EUR'])
    .meta({ title: 'Currency', description: 'Currency of every amount of this country.' }),
  tariff: dated(
    {
      perKwh: z.number().positive().meta({
        title: 'Price per kWh',
        description: 'What a household pays for a kWh from the grid, taxes included.',
      }),
    },
    { title: 'Electricity tariff', description: 'The household tariff a kWh used on site saves.' },
  ),
  feedIn: dated(
    {
      classes: classes(
        range('price per kWh sold'),
        'Price paid per kWh fed into the grid: the lowest is the legal or contract price.',
      ),
      minimumUpToKw: z.number().positive().optional().meta({
        title: 'Minimum paid on the first kW only',
        description:
          'When the law guarantees the lowest price for the first kW of a system only (Switzerland: 30 kW), the number of those kW; the guaranteed part of a larger system is then the lowest price × this / its size.',
      }),
    },
    { title: 'Feed-in tariff', description: 'What the grid pays for the surplus, by power class.' },
  ),
  subsidy: dated(
    {
      minKw: z
        .number()
        .nonnegative()
        .default(0)
        .meta({ title: 'Smallest system (kWp)', description: 'Systems below this size receive nothing.' }),
      marginal: z.boolean().meta({
        title: 'Each class on its own share',
        description:
          "Ticked: each class's rate applies to the kilowatts within it (Pronovo). Unticked: the system's class rate applies to all of it (France).",
      }),
      classes: classes(z.number().nonnegative(), 'One-off amount per kWp.'),
    },
    { title: 'One-off subsidy', description: 'An amount per kWp by power class, paid once.' },
  ),
  vat: dated(
    {
      classes: classes(z.number().nonnegative().max(1), 'VAT rate on the installation, 0 to 1.'),
      standard: z.number().nonnegative().max(1).meta({
        title: 'Standard rate',
        description: 'VAT rate of what no class covers, such as a battery, 0 to 1.',
      }),
    },
    { title: 'VAT', description: 'The VAT rate added to the installed price, by power class.' },
  ).optional(),
  price: z
    .strictObject({
      source,
      vatIncluded: z.boolean().meta({
        title: 'VAT included',
        description:
          'Ticked when these prices include VAT; unticked when the VAT table of this country is added to them.',
      }),
      roof: installed('roof system'),
      carport: installed('solar carport, its structure included,'),
      battery: z
        .strictObject({
          fixed: range('fixed part').meta({
            title: 'Fixed part',
            description: "Part of a battery's price that does not depend on its size.",
          }),
          perKwh: range('price per kWh of storage').meta({
            title: 'Per kWh',
            description: "Part of a battery's price per kWh it stores.",
          }),
        })
        .meta({
          title: 'Battery',
          description: 'Installed price of a battery: a fixed part plus a part per kWh stored.',
        }),
      upkeepPerKwp: z
        .number()
        .nonnegative()
        .meta({ title: 'Upkeep per kWp and year', description: 'Yearly upkeep and insurance per kWp.' }),
      inverterShare: z.number().nonnegative().max(1).meta({
        title: 'Inverter replacement',
        description: 'Cost of replacing the inverter once, as a share of the installed price.',
      }),
    })
    .meta({ title: 'Installed price', description: "The company's installed prices and running costs." }),
  tax: z.strictObject({ source }).optional().meta({
    title: 'Tax deduction',
    description: 'The source of the income-tax deduction the estimate mentions (solar.basis.tax.<country>).',
  }),
  maxKw: z
    .number()
    .positive()
    .meta({ title: 'Largest system (kWp)', description: 'Largest system the estimator sizes.' }),
});
export type SolarCountryFigures = z.infer<typeof countryFigures>;

const factorRow = z.strictObject(
  Object.fromEntries(ORIENTATIONS.map((o) => [o, z.number().positive().max(1.2).describe(`Facing ${o}.`)])) as Record<
    (typeof ORIENTATIONS)[number],
    z.ZodNumber
  >,
);

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

const link = z.strictObject({
  key: z
    .string()
    .regex(/^[a-zA-Z]+$/)
    .meta({ title: 'Key', description: 'Its text is the catalogue key solar.check.<key>.' }),
  url: z.url().meta({ title: 'Address', description: 'Address of the public tool.' }),
  countries: z
    .array(z.enum(SOLAR_COUNTRIES))
    .min(1)
    .meta({ title: 'Countries', description: 'Where the tool applies.' }),
});

export const solarEstimatorSchema = z.strictObject({
  yields: z
    .strictObject({
      source,
      regions: z.array(region).min(1).describe('Cantons and departments a visitor chooses from.'),
    })
    .meta({ title: 'Specific yield by region', description: 'kWh a kWp produces in a year, by canton or department.' }),
  orientation: z
    .strictObject({
      source,
      factors: z
        .strictObject(
          Object.fromEntries(
            PITCHES.map((p) => [
              p,
              factorRow.meta({ title: `Pitch: ${p}`, description: `Yield of each orientation at a ${p} pitch.` }),
            ]),
          ) as Record<(typeof PITCHES)[number], typeof factorRow>,
        )
        .meta({
          title: 'Factors',
          description: 'Yield by pitch (rows) and orientation, as a share of facing south at about 30°.',
        }),
    })
    .meta({
      title: 'Orientation and pitch',
      description: 'One table: flat modules yield about the same facing any way.',
    }),
  modules: z
    .strictObject({
      source,
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
  months: z
    .strictObject({
      source,
      production: z
        .strictObject({ CH: monthlyShares('Production in Switzerland'), FR: monthlyShares('Production in France') })
        .meta({ title: 'Production by month', description: 'Share of the yearly production in each month.' }),
      use: z
        .strictObject(
          Object.fromEntries(USES.map((u) => [u, monthlyShares(`Use of the ${u}`)])) as Record<
            (typeof USES)[number],
            ReturnType<typeof monthlyShares>
          >,
        )
        .meta({
          title: 'Use by month',
          description: 'Share of the yearly use in each month: household, heat pump (weighted to winter), car.',
        }),
    })
    .meta({ title: 'Months', description: 'How production and use spread over the year.' }),
  daylight: z
    .strictObject({
      source,
      shares: z
        .strictObject(
          Object.fromEntries(
            USES.map((u) => [
              u,
              range(`share of the ${u}'s use in daylight`).meta({
                title: `Use of the ${u}`,
                description: `Share of the ${u}'s use that falls while the panels produce: lowest and highest.`,
              }),
            ]),
          ) as Record<(typeof USES)[number], ReturnType<typeof range>>,
        )
        .meta({
          title: 'Share in daylight',
          description: 'Share of each use that falls while the panels produce, 0 to 1.',
        }),
    })
    .meta({ title: 'Use in daylight', description: 'What the panels can cover directly: the use while they produce.' }),
  battery: z
    .strictObject({
      source,
      sizes: z
        .array(z.number().positive())
        .min(1)
        .meta({ title: 'Sizes (kWh)', description: 'The battery sizes a visitor chooses from.' }),
      efficiency: z
        .number()
        .positive()
        .max(1)
        .meta({ title: 'Round-trip efficiency', description: 'Share of a stored kWh given back.' }),
    })
    .meta({
      title: 'Battery',
      description: 'A battery moves surplus of the day to the evening, at most its size each day.',
    }),
  life: z
    .strictObject({
      source,
      years: range('years a system produces').meta({ title: 'Life (years)', description: 'Life of the panels.' }),
      ageing: z
        .number()
        .nonnegative()
        .max(0.05)
        .meta({ title: 'Ageing per year', description: 'Share of production lost each year.' }),
      inverterYear: z
        .number()
        .int()
        .positive()
        .meta({ title: 'Inverter replaced in year', description: 'Year in which the inverter is replaced.' }),
    })
    .meta({ title: 'Life and ageing', description: 'What the payback counts over the years.' }),
  use: z
    .strictObject({
      source,
      perHousehold: z
        .array(z.number().positive())
        .min(1)
        .describe('Yearly use in kWh of a household of 1, 2, 3… people; the last one for larger households.'),
      kwhPerKm: z.number().positive().meta({ title: 'Car, kWh per km', description: 'Use of an electric car per km.' }),
      heatPumpKwh: z
        .number()
        .nonnegative()
        .meta({ title: 'Heat pump, kWh per year', description: "Yearly use of a house's heat pump." }),
    })
    .meta({ title: 'Electricity use', description: 'Yearly use when the visitor gives a household size.' }),
  countries: z
    .strictObject({ CH: countryFigures.describe('Switzerland.'), FR: countryFigures.describe('France.') })
    .meta({ title: 'Countries', description: 'Tariffs, feed-in, subsidies, VAT and prices of each country.' }),
  check: z
    .array(link)
    .default([])
    .meta({ title: 'Tools to check a real roof', description: 'Public tools the estimate links to.' }),
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
/** The dated tables of a country, by name. */
export const DATED_TABLES = ['tariff', 'feedIn', 'subsidy', 'vat'] as const;
export type DatedTableName = (typeof DATED_TABLES)[number];
export type DatedTable<K extends DatedTableName> = NonNullable<SolarCountryFigures[K]>;
export type Period<K extends DatedTableName> = DatedTable<K>['periods'][number];
