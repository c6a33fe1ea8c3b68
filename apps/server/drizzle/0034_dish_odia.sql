-- Issue 27: each dish's Odia name and description, written by the operator beside the English;
-- null (or empty) shows the English, field by field.
ALTER TABLE "dishes" ADD COLUMN "name_or" text;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "description_or" text;
