CREATE TABLE "post_listing_stats" (
	"organization_id" uuid NOT NULL,
	"listing" text NOT NULL,
	"rows" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_listing_stats_organization_id_listing_pk" PRIMARY KEY("organization_id","listing")
);
--> statement-breakpoint
ALTER TABLE "post_listing_stats" ADD CONSTRAINT "post_listing_stats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_pages_idx" ON "posts" USING btree ("organization_id","order","slug") WHERE "posts"."display_this_post" and not "posts"."display_as_blog_post" and not "posts"."is_help_center" and "posts"."doc_set" is null;--> statement-breakpoint
CREATE INDEX "posts_help_idx" ON "posts" USING btree ("organization_id","help_center_order","title","slug") WHERE "posts"."display_this_post" and "posts"."is_help_center";--> statement-breakpoint
CREATE INDEX "posts_chapters_idx" ON "posts" USING btree ("organization_id","doc_set","doc_set_order","title","slug") WHERE "posts"."display_this_post" and "posts"."doc_set" is not null;--> statement-breakpoint
-- The listings a post is shown in: the same conditions as the repository's (pages, posts, help, docs).
CREATE FUNCTION "post_listings"(shown boolean, blog boolean, help boolean, doc_set text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN shown AND NOT blog AND NOT help AND doc_set IS NULL THEN 'pages' END,
    CASE WHEN shown AND blog THEN 'posts' END,
    CASE WHEN shown AND help THEN 'help' END,
    CASE WHEN shown AND doc_set IS NOT NULL THEN 'docs' END
  ], NULL)
$$;--> statement-breakpoint
-- Once per statement, from its transition tables: a row entering a listing adds one (dated with its
-- updated_at), leaving it takes one away (dated now), changing within it dates it. Rows of an
-- organization being deleted are skipped (its stats go with it). Ordered by listing so that two
-- transactions lock the stats rows in the same order.
CREATE FUNCTION "post_listing_stats_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_listing_stats AS s (organization_id, listing, rows, changed_at)
    SELECT n.organization_id, l, count(*), max(n.updated_at)
    FROM new_rows n CROSS JOIN LATERAL unnest(post_listings(n.display_this_post, n.display_as_blog_post, n.is_help_center, n.doc_set)) AS l
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, listing) DO UPDATE SET rows = s.rows + excluded.rows, changed_at = greatest(s.changed_at, excluded.changed_at);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO post_listing_stats AS s (organization_id, listing, rows, changed_at)
    SELECT c.organization_id, c.listing, sum(c.delta), coalesce(max(c.at), now())
    FROM (
      SELECT n.organization_id, l AS listing, 1 AS delta, n.updated_at AS at
      FROM new_rows n CROSS JOIN LATERAL unnest(post_listings(n.display_this_post, n.display_as_blog_post, n.is_help_center, n.doc_set)) AS l
      UNION ALL
      SELECT o.organization_id, l, -1, CASE WHEN l = ANY(post_listings(n.display_this_post, n.display_as_blog_post, n.is_help_center, n.doc_set)) THEN NULL ELSE now() END
      FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL unnest(post_listings(o.display_this_post, o.display_as_blog_post, o.is_help_center, o.doc_set)) AS l
    ) AS c
    WHERE EXISTS (SELECT 1 FROM organizations WHERE organizations.id = c.organization_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, listing) DO UPDATE SET rows = s.rows + excluded.rows, changed_at = greatest(s.changed_at, excluded.changed_at);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_listing_stats AS s (organization_id, listing, rows, changed_at)
    SELECT o.organization_id, l, -count(*), now()
    FROM old_rows o CROSS JOIN LATERAL unnest(post_listings(o.display_this_post, o.display_as_blog_post, o.is_help_center, o.doc_set)) AS l
    WHERE EXISTS (SELECT 1 FROM organizations WHERE organizations.id = o.organization_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, listing) DO UPDATE SET rows = s.rows + excluded.rows, changed_at = greatest(s.changed_at, excluded.changed_at);
  ELSE
    DELETE FROM post_listing_stats;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_listing_stats_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_listing_stats_keep();--> statement-breakpoint
CREATE TRIGGER "posts_listing_stats_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_listing_stats_keep();--> statement-breakpoint
CREATE TRIGGER "posts_listing_stats_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION post_listing_stats_keep();--> statement-breakpoint
CREATE TRIGGER "posts_listing_stats_truncate" AFTER TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION post_listing_stats_keep();--> statement-breakpoint
INSERT INTO post_listing_stats (organization_id, listing, rows, changed_at)
SELECT p.organization_id, l, count(*), max(p.updated_at)
FROM posts p CROSS JOIN LATERAL unnest(post_listings(p.display_this_post, p.display_as_blog_post, p.is_help_center, p.doc_set)) AS l
GROUP BY 1, 2;
