import { checkSubmission, type SubmissionContext, type SubmissionName } from '@casona/proto';
import { validationFailed } from '@casona/kit/errors/errors';

/**
 * proto's cross-field rules of a named submission (city within state, year built, image bytes, JSON
 * texts…), which the route's body schema cannot express; a 400 with every issue.
 */
export function assertSubmission(name: SubmissionName, body: unknown, context?: SubmissionContext): void {
  const checked = checkSubmission(name, body, context);
  if (!checked.ok) throw validationFailed(checked.issues);
}
