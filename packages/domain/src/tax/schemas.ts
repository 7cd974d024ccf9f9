/**
 * The tax area's contract (decision 075): the rates table as the storefront and the back office read it, and
 * the back office's body for a state's rate. Rates are integer parts per million (6% = 60000).
 */
import { z } from 'zod';
import { OptionalCsrfSchema } from '../admin/fields.js';
import { StateCodeSchema, US_STATE_CODES } from '../shared/us-states.js';
import { MAX_RATE_PPM } from './tax.js';

const RatePpmSchema = z
  .number()
  .int('A whole number of parts per million')
  .min(0)
  .max(MAX_RATE_PPM, 'At most 20%');

export const TaxRateSchema = z.object({
  state_code: z.enum(US_STATE_CODES),
  state_rate_ppm: z.number().int(),
  local_rate_ppm: z.number().int(),
  shipping_taxed: z.boolean(),
});

/** GET /api/tax/rates: every state the shop collects tax in. */
export const TaxRatesResponseSchema = z.object({ rates: z.array(TaxRateSchema) });
export type TaxRatesResponse = z.infer<typeof TaxRatesResponseSchema>;

/** A rate in the back office, with when it last changed. */
export const AdminTaxRateSchema = TaxRateSchema.extend({ updated_at: z.string() });
export const AdminTaxRatesSchema = z.object({ rates: z.array(AdminTaxRateSchema) });
export type AdminTaxRates = z.infer<typeof AdminTaxRatesSchema>;

/** PUT /api/admin/tax/rates/:state: the state's rate, new or changed. */
export const PutTaxRateBodySchema = z
  .strictObject({
    state_rate_ppm: RatePpmSchema,
    local_rate_ppm: RatePpmSchema.default(0),
    shipping_taxed: z.boolean(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine((b) => b.state_rate_ppm + b.local_rate_ppm <= MAX_RATE_PPM, {
    message: 'The state and local rates together are at most 20%',
    path: ['local_rate_ppm'],
  });
export type PutTaxRateBody = z.input<typeof PutTaxRateBodySchema>;

export const TaxStateParamSchema = z.strictObject({ state: StateCodeSchema });
