-- An Idempotency-Key is bound to the call that first used it (method, path, body): a different
-- call with the same key answers 422 instead of the stored reply of another call.
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;
