-- Up Migration
-- Every try of every WhatsApp message with the Cloud API's answer when it failed, as email_attempt
-- keeps them for email (issue 19: delivery state recorded like email): a message sent on its third
-- try still shows the rate limit and the server error before it.
CREATE TABLE whatsapp_attempt (
  id         bigserial   PRIMARY KEY,
  message_id uuid        NOT NULL REFERENCES whatsapp_message (id) ON DELETE CASCADE,
  attempt    integer     NOT NULL,
  ok         boolean     NOT NULL,
  error      text,
  at         timestamptz NOT NULL
);
CREATE INDEX whatsapp_attempt_message ON whatsapp_attempt (message_id, attempt);

-- Down Migration
DROP TABLE whatsapp_attempt;
