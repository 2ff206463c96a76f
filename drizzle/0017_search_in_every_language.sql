-- Search in every language (issue 33, decision 022). Each text is stemmed by its own language's
-- text-search configuration, the site's sections are searchable next to its posts, and the words
-- of titles and sections are kept for typo forgiveness (pg_trgm: a trusted extension since
-- PostgreSQL 13, so a database owner may create it; PGlite loads it from its contrib build).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The configuration of a site language: its own stemmer and stop words where PostgreSQL 15 and
-- PGlite both have one, 'simple' (each word as written, lower case) where neither has (pl, ja, zh).
CREATE FUNCTION "search_config"(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE lower(split_part(coalesce(locale, ''), '-', 1))
    WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german'
    WHEN 'it' THEN 'italian' WHEN 'nl' THEN 'dutch' WHEN 'pt' THEN 'portuguese' WHEN 'ru' THEN 'russian'
    WHEN 'da' THEN 'danish' WHEN 'fi' THEN 'finnish' WHEN 'hu' THEN 'hungarian' WHEN 'nb' THEN 'norwegian'
    WHEN 'no' THEN 'norwegian' WHEN 'sv' THEN 'swedish' WHEN 'tr' THEN 'turkish' WHEN 'ro' THEN 'romanian'
    WHEN 'el' THEN 'greek' WHEN 'id' THEN 'indonesian' WHEN 'ga' THEN 'irish' WHEN 'lt' THEN 'lithuanian'
    WHEN 'ar' THEN 'arabic'
    ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
-- Stored HTML as words: tags and entities out (as migration 0005 does for the posts' vectors).
CREATE FUNCTION "search_plain"(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint
-- A text in `locale`: its translation when one is not blank, else the base text (src/lib/translate.ts).
CREATE FUNCTION "search_translated"(base text, translations jsonb, locale text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(btrim(translations ->> locale), ''), base, '')
$$;--> statement-breakpoint
-- The distinct words of a text worth correcting a typo towards: lower case, 4 to 40 characters.
CREATE FUNCTION "search_words_in"(content text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('simple', search_plain(content)))) AS word WHERE length(word) BETWEEN 4 AND 40
$$;--> statement-breakpoint
CREATE TABLE "search_sections" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"section_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"url_page" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "search_sections_kind_section_id_locale_pk" PRIMARY KEY("kind","section_id","locale")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"organization_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_organization_id_word_pk" PRIMARY KEY("organization_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_sections" ADD CONSTRAINT "search_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_sections_organization_idx" ON "search_sections" USING btree ("organization_id");--> statement-breakpoint
-- btree_gist (migration 0007) lets the organization lead a trigram GiST index.
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("organization_id","word" gist_trgm_ops);--> statement-breakpoint
-- Left out of the Drizzle schema like the posts' vectors: no read but search carries it.
ALTER TABLE "search_sections" ADD COLUMN "vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(search_config("locale"), search_plain("title")), 'A') ||
	setweight(to_tsvector(search_config("locale"), search_plain("body")), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "search_sections_vector_idx" ON "search_sections" USING gin ("vector");--> statement-breakpoint
-- Posts have no language of their own: they are in the site's (organization_settings.language),
-- copied into the row on insert (a generated column reads its own row only) and on a change of it.
-- The 'simple' vectors of migration 0005 stay: the AI assistant's retrieval reads them.
ALTER TABLE "posts" ADD COLUMN "search_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "search_language" = s."language" FROM "organization_settings" s WHERE s."organization_id" = "posts"."organization_id" AND s."language" <> 'en';--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_stemmed_head" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(search_config("search_language"), coalesce("title", '')), 'A') ||
	setweight(to_tsvector(search_config("search_language"), coalesce("description", '')), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_stemmed" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(search_config("search_language"), coalesce("title", '')), 'A') ||
	setweight(to_tsvector(search_config("search_language"), coalesce("description", '')), 'B') ||
	setweight(to_tsvector(search_config("search_language"), search_plain("content")), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_stemmed_head_idx" ON "posts" USING gin ("search_stemmed_head");--> statement-breakpoint
CREATE INDEX "posts_search_stemmed_idx" ON "posts" USING gin ("search_stemmed");--> statement-breakpoint
CREATE FUNCTION "posts_search_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_language := coalesce((SELECT language FROM organization_settings WHERE organization_id = NEW.organization_id), NEW.search_language);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_search_language" BEFORE INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION posts_search_language();--> statement-breakpoint
-- Once per statement: the words of the written posts' titles and descriptions join the site's
-- (content words are left out: 10,000 articles would make every save of a post write hundreds).
-- Sorted, so that two transactions take the same rows' locks in the same order.
CREATE FUNCTION "posts_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (organization_id, word)
  SELECT DISTINCT n.organization_id, w FROM new_rows n CROSS JOIN LATERAL search_words_in(concat_ws(' ', n.title, n.description)) AS w
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_search_words_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_words();--> statement-breakpoint
CREATE TRIGGER "posts_search_words_update" AFTER UPDATE ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_words();--> statement-breakpoint
CREATE FUNCTION "search_sections_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (organization_id, word)
  SELECT DISTINCT n.organization_id, w FROM new_rows n CROSS JOIN LATERAL search_words_in(concat_ws(' ', n.title, n.body)) AS w
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_sections_words" AFTER INSERT ON "search_sections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sections_words();--> statement-breakpoint
-- The languages a section is indexed in: the site's, whose text is the base one, and each known
-- language one of its fields (or a card's) has a translation in.
CREATE FUNCTION "search_section_locales"(organization uuid, translations jsonb[]) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT language FROM organization_settings WHERE organization_id = organization), 'en')
  UNION
  SELECT e.key FROM unnest(translations) AS t
    CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(t) = 'object' THEN t ELSE '{}'::jsonb END) AS e
  WHERE btrim(e.value) <> '' AND e.key ~ '^[a-z]{2}(-[A-Za-z]{2,4})?$'
$$;--> statement-breakpoint
-- A section's rows, written anew from the section as it is now: none when it is gone, or when its
-- organization is being deleted (its rows go with it; a cascade's triggers still run).
CREATE FUNCTION "search_index_section"(section_kind text, section uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_sections WHERE kind = section_kind AND section_id = section;
  IF section_kind = 'hero' THEN
    INSERT INTO search_sections (organization_id, kind, section_id, locale, url_page, title, body)
    SELECT h.organization_id, 'hero', h.id, l, h.url_page,
      search_translated(h.title, h.title_translation, l),
      concat_ws(' ', search_translated(h.description, h.description_translation, l), search_translated(h.button, h.button_translation, l))
    FROM hero_sections h
      CROSS JOIN LATERAL search_section_locales(h.organization_id, ARRAY[h.title_translation, h.description_translation, h.button_translation]) AS l
    WHERE h.id = section AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = h.organization_id);
  ELSIF section_kind = 'heading' THEN
    INSERT INTO search_sections (organization_id, kind, section_id, locale, url_page, title, body)
    SELECT h.organization_id, 'heading', h.id, l, h.url_page,
      concat_ws(' ', search_translated(h.name, h.name_translation, l), h.name_part_2, h.name_part_3),
      concat_ws(' ', search_translated(h.description_text, h.description_text_translation, l), search_translated(h.button_text, h.button_text_translation, l))
    FROM heading_sections h
      CROSS JOIN LATERAL search_section_locales(h.organization_id, ARRAY[h.name_translation, h.description_text_translation, h.button_text_translation]) AS l
    WHERE h.id = section AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = h.organization_id);
  ELSIF section_kind = 'template' THEN
    -- A template section's words are its title and description and its cards' (metrics), in order.
    INSERT INTO search_sections (organization_id, kind, section_id, locale, url_page, title, body)
    SELECT t.organization_id, 'template', t.id, l, t.url_page,
      search_translated(t.section_title, t.section_title_translation, l),
      concat_ws(' ', search_translated(t.section_description, t.section_description_translation, l), (
        SELECT string_agg(concat_ws(' ', search_translated(m.title, m.title_translation, l), search_translated(m.description, m.description_translation, l)), ' ' ORDER BY sm."order", m.id)
        FROM template_section_metrics sm JOIN metrics m ON m.id = sm.metric_id WHERE sm.section_id = t.id))
    FROM template_sections t
      CROSS JOIN LATERAL search_section_locales(t.organization_id, ARRAY[t.section_title_translation, t.section_description_translation] || ARRAY(
        SELECT v.translation FROM template_section_metrics sm JOIN metrics m ON m.id = sm.metric_id
          CROSS JOIN LATERAL (VALUES (m.title_translation), (m.description_translation)) AS v(translation)
        WHERE sm.section_id = t.id)) AS l
    WHERE t.id = section AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = t.organization_id);
  END IF;
END
$$;--> statement-breakpoint
-- Every save of a section, whichever code path makes it, rewrites its rows (a handful: one per language).
CREATE FUNCTION "search_sections_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_sections WHERE kind = TG_ARGV[0] AND section_id = OLD.id;
  ELSE
    PERFORM search_index_section(TG_ARGV[0], NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hero_sections_search" AFTER INSERT OR UPDATE OR DELETE ON "hero_sections" FOR EACH ROW EXECUTE FUNCTION search_sections_keep('hero');--> statement-breakpoint
CREATE TRIGGER "heading_sections_search" AFTER INSERT OR UPDATE OR DELETE ON "heading_sections" FOR EACH ROW EXECUTE FUNCTION search_sections_keep('heading');--> statement-breakpoint
CREATE TRIGGER "template_sections_search" AFTER INSERT OR UPDATE OR DELETE ON "template_sections" FOR EACH ROW EXECUTE FUNCTION search_sections_keep('template');--> statement-breakpoint
-- A card placed, moved or removed, or its words edited: the sections showing it are written anew.
CREATE FUNCTION "search_cards_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'metrics' THEN
    PERFORM search_index_section('template', sm.section_id) FROM template_section_metrics sm WHERE sm.metric_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM search_index_section('template', OLD.section_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.section_id <> OLD.section_id) THEN
    PERFORM search_index_section('template', NEW.section_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "template_section_metrics_search" AFTER INSERT OR UPDATE OR DELETE ON "template_section_metrics" FOR EACH ROW EXECUTE FUNCTION search_cards_keep();--> statement-breakpoint
CREATE TRIGGER "metrics_search" AFTER UPDATE ON "metrics" FOR EACH ROW EXECUTE FUNCTION search_cards_keep();--> statement-breakpoint
-- The site's language changed: its posts and the base text of its sections are in the new one.
CREATE FUNCTION "search_language_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET search_language = NEW.language WHERE organization_id = NEW.organization_id AND search_language <> NEW.language;
  PERFORM search_index_section('hero', id) FROM hero_sections WHERE organization_id = NEW.organization_id;
  PERFORM search_index_section('heading', id) FROM heading_sections WHERE organization_id = NEW.organization_id;
  PERFORM search_index_section('template', id) FROM template_sections WHERE organization_id = NEW.organization_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organization_settings_search_language" AFTER UPDATE OF "language" ON "organization_settings" FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language) EXECUTE FUNCTION search_language_keep();--> statement-breakpoint
-- The sections and words there already are.
SELECT search_index_section('hero', id) FROM hero_sections;--> statement-breakpoint
SELECT search_index_section('heading', id) FROM heading_sections;--> statement-breakpoint
SELECT search_index_section('template', id) FROM template_sections;--> statement-breakpoint
INSERT INTO search_words (organization_id, word)
SELECT DISTINCT p.organization_id, w FROM posts p CROSS JOIN LATERAL search_words_in(concat_ws(' ', p.title, p.description)) AS w
ON CONFLICT DO NOTHING;
