/**
 * The warehouses' contract (decision 083): the lists the storefront and the back office read, and the back
 * office's edit. Apart from warehouses.ts, so a storefront screen that names warehouses loads no zod.
 */
import { z } from 'zod';
import { OptionalCsrfSchema } from '../admin/fields.js';
import { WAREHOUSE_CODES, WAREHOUSE_NAME_MAX } from './warehouses.js';

export const WarehouseCodeSchema = z.enum(WAREHOUSE_CODES);

export const WarehouseSchema = z.object({
  code: WarehouseCodeSchema,
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});

/** GET /api/warehouses (the active ones, in order) and GET /api/admin/warehouses (every one, in order). */
export const WarehousesResponseSchema = z.object({ warehouses: z.array(WarehouseSchema) });
export type WarehousesResponse = z.infer<typeof WarehousesResponseSchema>;

/** PUT /api/admin/warehouses: every warehouse once, in the order shown, each with its name and whether active. */
export const PutWarehousesBodySchema = z.strictObject({
  warehouses: z
    .array(
      z.strictObject({
        code: WarehouseCodeSchema,
        name: z
          .string()
          .trim()
          .min(1, 'Give the warehouse a name')
          .max(WAREHOUSE_NAME_MAX, `At most ${WAREHOUSE_NAME_MAX} characters`),
        active: z.boolean(),
      }),
    )
    .superRefine((list, ctx) => {
      const codes = new Set(list.map((w) => w.code));
      if (codes.size !== list.length || WAREHOUSE_CODES.some((code) => !codes.has(code)))
        ctx.addIssue({ code: 'custom', message: `List each warehouse once: ${WAREHOUSE_CODES.join(', ')}` });
      if (!list.some((w) => w.active))
        ctx.addIssue({ code: 'custom', message: 'Keep at least one warehouse active' });
    }),
  csrfToken: OptionalCsrfSchema,
});
export type PutWarehousesBody = z.infer<typeof PutWarehousesBodySchema>;
