ALTER TABLE "messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;