import { Type, type TSchema } from 'typebox';

/** `{ message }`: a confirmation in the caller's language. */
export const MessageResponse = Type.Object({ message: Type.String() }, { title: 'Message' });

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
