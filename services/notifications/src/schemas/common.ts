import { Type } from 'typebox';
import { Int, Paginated } from '@casona/proto';

export const Accepted = Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'Accepted' });

export const Page = Type.Optional(Int({ min: 1, max: 100_000, default: 1 }));

export { Paginated };

export const DateTime = () => Type.String({ format: 'date-time' });
export const NullableString = () => Type.Union([Type.String(), Type.Null()]);
