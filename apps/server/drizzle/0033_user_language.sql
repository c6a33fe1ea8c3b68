-- Issue 27: the language each customer reads, set at signup from the request's language and by the
-- language switch; notifications go out in it. Every existing account reads English, as before.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
