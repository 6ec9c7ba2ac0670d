/**
 * What Netlify reads of each function of netlify/functions/, through its own reader of a function's source
 * (@netlify/zip-it-and-ship-it, which netlify-cli and the deploy run): it reads the exported `config` object
 * from the source text without running the module.
 */
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { join } from 'node:path';

export const FUNCTIONS_DIR = join(import.meta.dirname, '../../netlify/functions');

export interface FunctionAsNetlifyReadsIt {
  name: string;
  /** The function's source file, absolute. */
  file: string;
  /** The paths it answers at, none for a scheduled function. */
  paths: string[];
  /** The methods it answers, none for every method. */
  methods: string[];
  schedule?: string;
}

/** Every function Netlify finds in netlify/functions/, in the order it lists them. */
export async function functionsAsNetlifyReadsThem(): Promise<FunctionAsNetlifyReadsIt[]> {
  const listed = await listFunctions(FUNCTIONS_DIR, { parseISC: true });
  return listed.map((fn) => ({
    name: fn.name,
    file: fn.mainFile,
    paths: (fn.routes ?? []).map((route) => route.pattern),
    methods: [...new Set((fn.routes ?? []).flatMap((route) => route.methods ?? []))],
    ...(fn.schedule === undefined ? {} : { schedule: fn.schedule }),
  }));
}
