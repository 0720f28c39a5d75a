import { checkSubmission, type SubmissionContext, type SubmissionName } from '@casona/proto';
import { validationFailed } from './errors.ts';

/**
 * proto's checks of a named submission — its schema and the cross-field rules a route's body schema
 * cannot express (password confirmation, city within state, image bytes, type-to-confirm…) — as one
 * 400 with every issue, in the caller's language once the error handler answers it.
 */
export function assertSubmission(name: SubmissionName, body: unknown, context?: SubmissionContext): void {
  const checked = checkSubmission(name, body, context);
  if (!checked.ok) throw validationFailed(checked.issues);
}
