import type { FirstLoadReport } from './first-load';
import type { FontReport, LcpCheck } from './assets';
import type { BytesReport } from './bytes';
import type { LighthousePage } from './lighthouse';
import type { ScaleResult } from './scale';
import type { RunningServer } from './server';
import type { WaterfallPage } from './waterfall';

/** reports/bench.json. Each part carries the time it ran: a partial run (--only) keeps the others. */
/**
 * The shape of reports/bench.json, raised when a section's fields change: a report of another shape, left by an
 * older checkout, is not carried over into a run of some parts only (`--only`).
 */
export const REPORT_FORMAT = 4;

export interface BenchReport {
  format: typeof REPORT_FORMAT;
  generatedAt: string;
  machine: { cpus: number; loadAverage: number[]; node: string; chromium?: string; lighthouse: string };
  build?: { at: string; ms: number };
  server?: { type: RunningServer['type']; probe: RunningServer['probe'] };
  lighthouse?: { at: string; runs: number; pages: LighthousePage[] };
  bytes?: { at: string } & BytesReport;
  waterfall?: { at: string; pages: WaterfallPage[] };
  firstLoad?: { at: string } & FirstLoadReport;
  assets?: { at: string; lcp: LcpCheck[]; fonts: FontReport };
  scale?: { at: string; limitMin: number; loadAverage: number[]; results: ScaleResult[] };
}
