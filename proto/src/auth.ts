import { Type, type Static } from 'typebox';
import { LOCALES, STAFF_ROLES } from './enums.ts';
import { Literals } from './validation/types.ts';

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
  /**
   * Session (refresh-token family) the token was issued in. The gateway asks identity whether the
   * session is still open (AUTH_STATE_PATH), so logout, a password change, a revoked staff role or a
   * deleted account end the token's powers within seconds rather than at its expiry.
   */
  sid: Type.Optional(Type.String({ format: 'uuid' })),
  /** Profile locale, EN or ES: decides the language of answers. */
  locale: Type.Optional(Type.Union(LOCALES.map((l) => Type.Literal(l)))),
  iss: Type.Literal(ACCESS_TOKEN_ISSUER),
  aud: Type.Literal(ACCESS_TOKEN_AUDIENCE),
  iat: Type.Integer(),
  exp: Type.Integer(),
});
export type AccessTokenClaims = Static<typeof AccessTokenClaims>;

/**
 * Identity's internal answer about a token's session, asked by the gateway (never routed from
 * outside: the gateway forwards only /api/v1) with the internal token:
 * `GET ${AUTH_STATE_PATH}?sub=<profile id>&sid=<session id>`. `active` is false when the profile is
 * deleted or the session was ended (logout, password change, refresh-token reuse). `role` is the
 * staff role now, which replaces the one the token carries. The gateway caches answers for seconds.
 */
export const AUTH_STATE_PATH = '/internal/auth_state';
export const AuthState = Type.Object({
  active: Type.Boolean(),
  role: Type.Union([Literals(STAFF_ROLES), Type.Null()]),
});
export type AuthState = Static<typeof AuthState>;
