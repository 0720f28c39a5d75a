import { Type, type Static } from 'typebox';
import { LOCALES, STAFF_ROLES } from './enums.ts';

/**
 * Claims of the access token that identity signs (asymmetric, short-lived) and the gateway verifies
 * from identity's JWKS at `GET /api/v1/auth/jwks`.
 */
export const ACCESS_TOKEN_ISSUER = 'casona-identity';
export const ACCESS_TOKEN_AUDIENCE = 'casona';
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
export const JWKS_PATH = '/api/v1/auth/jwks';

export const AccessTokenClaims = Type.Object({
  /** Profile id. */
  sub: Type.String({ format: 'uuid' }),
  /** Company staff role, when the profile is staff. */
  role: Type.Optional(Type.Union(STAFF_ROLES.map((r) => Type.Literal(r)))),
  /** Profile locale, EN or ES: decides the language of answers. */
  locale: Type.Optional(Type.Union(LOCALES.map((l) => Type.Literal(l)))),
  iss: Type.Literal(ACCESS_TOKEN_ISSUER),
  aud: Type.Literal(ACCESS_TOKEN_AUDIENCE),
  iat: Type.Integer(),
  exp: Type.Integer(),
});
export type AccessTokenClaims = Static<typeof AccessTokenClaims>;
