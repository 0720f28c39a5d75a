import { Type, type TSchema } from 'typebox';
import { Int, Paginated } from '@casona/proto';

/** The error body every Casona service answers (kit's errorBody). */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { title: 'Error' },
);

/** The error answers a route documents besides its success. */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse]));
}

export const NoContent = Type.Null({ description: 'No content' });

/** A 201 of the visitor forms: the new row and the localized confirmation. */
export const Created = Type.Object(
  { id: Type.String({ format: 'uuid' }), message: Type.String() },
  { title: 'Created' },
);

export const Accepted = Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'Accepted' });

export const Page = Type.Optional(Int({ min: 1, max: 100_000, default: 1 }));

export { Paginated };

export const DateTime = () => Type.String({ format: 'date-time' });
export const NullableString = () => Type.Union([Type.String(), Type.Null()]);
