import { Type } from 'typebox';
import {
  Login,
  LocaleSchema,
  PasswordChange,
  PasswordRecovery,
  PasswordReset,
  Register,
  Str,
} from '@casona/proto';
import { ProfileView } from './profile.ts';

export { Login, PasswordChange, PasswordRecovery, PasswordReset, Register };

/** What sign-in, registration, refresh and the Google callback give the SPA. */
export const SessionResponse = Type.Object(
  {
    accessToken: Type.String({ description: 'ES256 JWT; send as Authorization: Bearer' }),
    refreshToken: Type.String({ description: 'opaque; single use, rotated on every refresh' }),
    expiresIn: Type.Integer({ description: 'seconds the access token lives' }),
    profile: ProfileView,
  },
  { title: 'Session' },
);

export const RegisterResponse = Type.Object(
  { ...SessionResponse.properties, message: Type.String() },
  { title: 'Registered' },
);

const RefreshToken = () => Str({ max: 200 });

export const RefreshBody = Type.Object({ refreshToken: RefreshToken() }, { title: 'RefreshBody' });

export const JwksResponse = Type.Object(
  {
    keys: Type.Array(
      Type.Object({
        kty: Type.String(),
        crv: Type.String(),
        x: Type.String(),
        y: Type.String(),
        kid: Type.String(),
        alg: Type.String(),
        use: Type.String(),
      }),
    ),
  },
  { title: 'Jwks' },
);

export const ProvidersResponse = Type.Object(
  { google: Type.Boolean({ description: 'Google sign-in is configured (the SPA hides it otherwise)' }) },
  { title: 'Providers' },
);

export const GoogleStartQuery = Type.Object({
  /** A path of this site to return to after signing in, e.g. /dashboard. */
  redirect: Type.Optional(Type.String({ maxLength: 500 })),
  /** Language of a profile created by this sign-in; default from Accept-Language. */
  locale: Type.Optional(LocaleSchema()),
});

export const GoogleCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: Type.String({ maxLength: 4096 }) },
);
