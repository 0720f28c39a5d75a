-- Up Migration
-- Staff list every failed payment, the latest failure first (GET /stripe/payment/failed, issue 19).
CREATE INDEX payment_failed ON payment (failed_at DESC, id) WHERE status = 'FAILED';
