import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a link or a refresh token: 256 random bits, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What is stored instead of a token: its SHA-256 (tokens are random, so no salt is needed). */
export const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Emails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
