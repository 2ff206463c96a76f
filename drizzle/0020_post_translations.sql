CREATE TABLE "search_post_translations" (
	"organization_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "search_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "content_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "metadescription_for_page_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "metadescription_for_page_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_post_translations" ADD CONSTRAINT "search_post_translations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_post_translations" ADD CONSTRAINT "search_post_translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_post_translations_organization_idx" ON "search_post_translations" USING btree ("organization_id");--> statement-breakpoint
-- Posts in other languages (issue 33 point 8): each language a post has a translation in gets a row
-- of its text, the translated field or else the base one, stemmed by that language; site search
-- reads these vectors next to the posts' own. Left out of the Drizzle schema like those.
ALTER TABLE "search_post_translations" ADD COLUMN "head" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(search_config("locale"), "title"), 'A') ||
	setweight(to_tsvector(search_config("locale"), "description"), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "search_post_translations" ADD COLUMN "body" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(search_config("locale"), "title"), 'A') ||
	setweight(to_tsvector(search_config("locale"), "description"), 'B') ||
	setweight(to_tsvector(search_config("locale"), search_plain("content")), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "search_post_translations_head_idx" ON "search_post_translations" USING gin ("head");--> statement-breakpoint
CREATE INDEX "search_post_translations_body_idx" ON "search_post_translations" USING gin ("body");--> statement-breakpoint
-- A post's rows, written anew from the post as it is now: one per language with a non-blank
-- translation of its title, description or content, other than the post's own language.
CREATE FUNCTION "search_index_post_translations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_post_translations WHERE post_id = NEW.id;
  INSERT INTO search_post_translations (organization_id, post_id, locale, title, description, content)
  SELECT NEW.organization_id, NEW.id, l,
    search_translated(NEW.title, NEW.title_translation, l),
    search_translated(NEW.description, NEW.description_translation, l),
    search_translated(NEW.content, NEW.content_translation, l)
  FROM (
    SELECT key FROM jsonb_each_text(NEW.title_translation) WHERE btrim(value) <> ''
    UNION SELECT key FROM jsonb_each_text(NEW.description_translation) WHERE btrim(value) <> ''
    UNION SELECT key FROM jsonb_each_text(NEW.content_translation) WHERE btrim(value) <> ''
  ) AS languages(l)
  WHERE l <> NEW.search_language;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only posts that have or had a translation pay for it: 10,000 untranslated posts write nothing.
CREATE TRIGGER "posts_translations_insert" AFTER INSERT ON "posts" FOR EACH ROW
  WHEN (NEW.title_translation <> '{}' OR NEW.description_translation <> '{}' OR NEW.content_translation <> '{}')
  EXECUTE FUNCTION search_index_post_translations();--> statement-breakpoint
CREATE TRIGGER "posts_translations_update" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (NEW.title_translation <> '{}' OR NEW.description_translation <> '{}' OR NEW.content_translation <> '{}'
    OR OLD.title_translation <> '{}' OR OLD.description_translation <> '{}' OR OLD.content_translation <> '{}')
  EXECUTE FUNCTION search_index_post_translations();--> statement-breakpoint
-- The words of translated titles and descriptions join the site's, for typo correction: the rows
-- have the posts' organization_id, title and description, so the posts' own function takes them.
CREATE TRIGGER "search_post_translations_words" AFTER INSERT ON "search_post_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_words();
