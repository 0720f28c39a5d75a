import { Alert } from '@mantine/core';
import type { MessageKey } from '@casona/proto/i18n/messages';

import { useMessage } from '../../lib/i18n/messages.ts';
import { failureText, type FormStatus } from './use-schema-form.ts';
import type { Language } from '../../lib/i18n/index.ts';

/**
 * What happened on submit, announced to screen readers: the invalid-form message, the success
 * message, or the server's words for the failure (under the form's own failure title, when it has
 * one). The success message is a key of proto's catalogue (`success`) or text the page translated
 * itself (`successText`); test ids default to form-success / form-error.
 */
export function FormFeedback({
  status,
  language,
  success,
  successText,
  failure,
  successTestId = 'form-success',
  failureTestId = 'form-error',
}: {
  status: FormStatus;
  language: Language;
  success?: MessageKey;
  successText?: string;
  failure?: MessageKey;
  successTestId?: string;
  failureTestId?: string;
}) {
  const message = useMessage();
  if (status.state === 'invalid') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="form-invalid">
        {status.message}
      </Alert>
    );
  }
  if (status.state === 'succeeded' && (success || successText)) {
    return (
      <Alert color="agave" variant="light" role="status" data-testid={successTestId}>
        {successText ?? message(success!)}
      </Alert>
    );
  }
  if (status.state === 'failed') {
    const detail = failureText(status.error, language, 'error.generic');
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={failure ? message(failure) : undefined}
        data-testid={failureTestId}
      >
        {detail}
      </Alert>
    );
  }
  return null;
}
