import { Alert } from '@mantine/core';
import type { MessageKey } from '@casona/proto/i18n/messages';

import { useMessage } from '../../lib/i18n/messages.ts';
import { failureText, type FormStatus } from './use-schema-form.ts';
import type { Language } from '../../lib/i18n/index.ts';

/**
 * What happened on submit, announced to screen readers: the invalid-form message, the success
 * message of the catalogue, or the form's error message with the server's own words beneath.
 */
export function FormFeedback({
  status,
  language,
  success,
  failure,
}: {
  status: FormStatus;
  language: Language;
  success: MessageKey;
  failure: MessageKey;
}) {
  const message = useMessage();
  if (status.state === 'invalid') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="form-invalid">
        {status.message}
      </Alert>
    );
  }
  if (status.state === 'succeeded') {
    return (
      <Alert color="agave" variant="light" role="status" data-testid="form-success">
        {message(success)}
      </Alert>
    );
  }
  if (status.state === 'failed') {
    const detail = failureText(status.error, language, 'error.generic');
    return (
      <Alert color="red" variant="light" role="alert" title={message(failure)} data-testid="form-error">
        {detail}
      </Alert>
    );
  }
  return null;
}
