-- A used refresh token presented again within the lost-rotation grace gets one replacement: when it did.
ALTER TABLE "refresh_tokens" ADD COLUMN "replayed_at" timestamp with time zone;
