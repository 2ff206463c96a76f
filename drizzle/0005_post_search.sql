-- Full-text search over posts (issue 13, decision 022). Two generated vectors:
-- search_head: title (weight A) and description (B), small enough to rank every match of a common word;
-- search_vector: those and the content's text (C), tags and entities removed, to find a word anywhere.
-- The 'simple' configuration neither stems nor drops stop words, so it suits every site language alike;
-- searches match word prefixes instead.
ALTER TABLE "posts" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') ||
	setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') ||
	setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'B') ||
	setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_head_idx" ON "posts" USING gin ("search_head");
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");
