/** The vehicle-specific enclosure collection in the OpenAPI document (issue 6), from the zod schemas. */
import {
  VEHICLE_COLLECTION_HANDLE,
  VehicleCollectionQuerySchema,
  VehicleCollectionResponseSchema,
} from '@shop/domain';
import { z } from 'zod';

export function registerVehicleSchemas(registry: z.core.$ZodRegistry<{ id: string }>): void {
  registry.add(VehicleCollectionResponseSchema, { id: 'VehicleCollectionResponse' });
}

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});

const queryParams = (): Json[] => {
  const js = z.toJSONSchema(VehicleCollectionQuerySchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Json>;
  };
  return Object.entries(js.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
};

export function vehiclePaths(): Record<string, Json> {
  return {
    [`/api/collections/${VEHICLE_COLLECTION_HANDLE}`]: {
      get: {
        summary:
          'Vehicle-specific enclosures filtered by type (Empty or Loaded), sizes (comma list of 8", 10", 12"), vehicle_year (inclusive range), vehicle_make and vehicle_model (one of the pipe-separated models); pre-ordered last. facets lists the years, makes, models (once a make is chosen), types and sizes still possible under the other filters; filters echoes the parsed query. A well-formed unknown make answers no items.',
        parameters: queryParams(),
        responses: {
          '200': json('The page with facets and filters', 'VehicleCollectionResponse'),
          '400': json(
            'type not Empty/Loaded, a size outside 8", 10", 12", a year not 4 digits in 1950-2100, a malformed make or model, bad paging, or a repeated parameter (VALIDATION_FAILED)',
            'Error',
          ),
        },
      },
    },
  };
}
