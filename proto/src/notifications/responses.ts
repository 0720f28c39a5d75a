/**
 * The notifications service's answers and queries for its public forms. They replace the copies in
 * services/notifications/src/schemas/notifications.ts (JokeView, JokePage, PublicJokesQuery), which
 * must import them from here once that service is converted.
 */
import { Type, type Static } from 'typebox';
import { Joke } from '../schemas/entities.ts';
import { PageQuery, Paginated } from '../schemas/submissions.ts';
import { Locale } from '../validation/types.ts';

/** An approved joke as the public joke box lists it. */
export const JokeView = Type.Object(
  { ...Joke.properties, created_at: Type.String({ format: 'date-time' }) },
  { title: 'JokeView' },
);
export type JokeView = Static<typeof JokeView>;

export const JokePage = Paginated(JokeView);
export type JokePage = Static<typeof JokePage>;

/** `GET /joke?page=&locale=`: a page of approved jokes, optionally in one language. */
export const PublicJokesQuery = Type.Object({ ...PageQuery.properties, locale: Type.Optional(Locale()) });
export type PublicJokesQuery = Static<typeof PublicJokesQuery>;
