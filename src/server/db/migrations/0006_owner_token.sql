-- Wraps from before owner tokens keep a null hash: nobody holds their token, so they stay read-only.
ALTER TABLE "car_wrap_requests" ADD COLUMN "owner_token_hash" text;
