ALTER TABLE "post_revisions" ADD COLUMN "slug_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "slug_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_slug_translation_idx" ON "posts" USING gin ("slug_translation" jsonb_path_ops);