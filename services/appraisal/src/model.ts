/**
 * The committed valuation model (src/valuation: artefacts trained offline, evaluated in TypeScript)
 * as the use cases' port.
 */
import type { Valuation } from './app/valuation-port.ts';
import { upstreamFailed } from '@casona/kit/errors/errors';

const MODULE = './valuation/index.ts';

async function model(): Promise<Valuation> {
  try {
    return (await import(MODULE)) as Valuation;
  } catch (cause) {
    throw upstreamFailed('valuation model unavailable', { messageKey: 'appraisal.error', cause });
  }
}

export const MODEL: Valuation = {
  appraise: async (input) => (await model()).appraise(input),
  estimateShortTermRental: async (input) => (await model()).estimateShortTermRental(input),
};
