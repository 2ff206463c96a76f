CREATE TABLE "banner_dismissals" (
	"banner_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"dismissed_until" timestamp with time zone NOT NULL,
	CONSTRAINT "banner_dismissals_banner_id_user_id_pk" PRIMARY KEY("banner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" text DEFAULT 'top' NOT NULL,
	"type" text DEFAULT 'permanent' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"landing_content" text,
	"open_state" text DEFAULT 'full' NOT NULL,
	"dismissal_duration" text DEFAULT '1 minute' NOT NULL,
	"page_paths" text[] DEFAULT '{}' NOT NULL,
	"is_fixed_above_navbar" boolean DEFAULT false NOT NULL,
	"end_date_promotion" timestamp with time zone,
	"end_date_promotion_is_displayed" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text,
	"visitor_id" text NOT NULL,
	"consent_given" boolean NOT NULL,
	"services" uuid[] DEFAULT '{}' NOT NULL,
	"policy_revision" integer NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heading_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url_page" text DEFAULT '/home' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_part_2" text,
	"name_part_3" text,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_text" text NOT NULL,
	"description_text_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button_text" text,
	"button_text_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"image" text,
	"image_first" boolean DEFAULT false NOT NULL,
	"is_included_templatesection" boolean DEFAULT false NOT NULL,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"style_variant" text DEFAULT 'default' NOT NULL,
	"text_style_variant" text DEFAULT 'default' NOT NULL,
	"is_text_link" boolean DEFAULT false NOT NULL,
	"title_alignment" text DEFAULT 'left' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url_page" text DEFAULT '/home' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"name" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"button" text,
	"image" text,
	"animation_element" text DEFAULT '' NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_style" jsonb NOT NULL,
	"background_style" jsonb NOT NULL,
	"title_style" jsonb NOT NULL,
	"description_style" jsonb NOT NULL,
	"button_style" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"display_name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"is_displayed_on_footer" boolean DEFAULT false NOT NULL,
	"image" text,
	"icon_name" text,
	"react_icon_id" text,
	"menu_items_are_text" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submenu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"answer_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon_name" text,
	"image" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"promotion_price" integer,
	"billing_period" text DEFAULT 'month' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"url" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_sets_organization_slug_unique" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text,
	"content_type" text DEFAULT 'html' NOT NULL,
	"slug" text NOT NULL,
	"author_name" text,
	"main_photo" text,
	"metadescription_for_page" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"section_id" uuid,
	"subsection" text,
	"order" integer DEFAULT 0 NOT NULL,
	"help_center_order" integer DEFAULT 0 NOT NULL,
	"doc_set" text,
	"doc_set_order" integer DEFAULT 0 NOT NULL,
	"doc_set_title" text,
	"display_this_post" boolean DEFAULT true NOT NULL,
	"display_as_blog_post" boolean DEFAULT true NOT NULL,
	"is_displayed_first_page" boolean DEFAULT false NOT NULL,
	"is_help_center" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"is_numbered" boolean DEFAULT false NOT NULL,
	"is_with_author" boolean DEFAULT false NOT NULL,
	"is_company_author" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_organization_slug_unique" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"is_image_rounded_full" boolean DEFAULT false NOT NULL,
	"is_title_displayed" boolean DEFAULT true NOT NULL,
	"is_card_type" boolean DEFAULT false NOT NULL,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_section_metrics" (
	"section_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_section_metrics_section_id_metric_id_pk" PRIMARY KEY("section_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "template_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url_page" text DEFAULT '/home' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"section_description" text DEFAULT '' NOT NULL,
	"section_title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"text_style_variant" text DEFAULT 'default' NOT NULL,
	"grid_columns" integer DEFAULT 3 NOT NULL,
	"image_metrics_height" text DEFAULT 'h-48' NOT NULL,
	"is_full_width" boolean DEFAULT false NOT NULL,
	"is_section_title_aligned_center" boolean DEFAULT false NOT NULL,
	"is_section_title_aligned_right" boolean DEFAULT false NOT NULL,
	"is_image_bottom" boolean DEFAULT false NOT NULL,
	"is_slider" boolean DEFAULT false NOT NULL,
	"section_type" text DEFAULT 'general' NOT NULL,
	"is_reviews_section" boolean DEFAULT false NOT NULL,
	"is_help_center_section" boolean DEFAULT false NOT NULL,
	"is_real_estate_modal" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"is_article_slider" boolean DEFAULT false NOT NULL,
	"is_contact_section" boolean DEFAULT false NOT NULL,
	"is_faq_section" boolean DEFAULT false NOT NULL,
	"is_pricingplans_section" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "cookie_policy_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD CONSTRAINT "cookie_consent_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD CONSTRAINT "cookie_consent_records_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_categories" ADD CONSTRAINT "cookie_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_services" ADD CONSTRAINT "cookie_services_category_id_cookie_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cookie_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_services" ADD CONSTRAINT "cookie_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heading_sections" ADD CONSTRAINT "heading_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_sections" ADD CONSTRAINT "hero_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sets" ADD CONSTRAINT "document_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_section_id_template_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."template_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_metric_id_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sections" ADD CONSTRAINT "template_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_organization_idx" ON "banners" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "cookie_consent_visitor_idx" ON "cookie_consent_records" USING btree ("organization_id","visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "cookie_categories_organization_idx" ON "cookie_categories" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "cookie_services_category_idx" ON "cookie_services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "heading_sections_page_idx" ON "heading_sections" USING btree ("organization_id","url_page","order");--> statement-breakpoint
CREATE INDEX "hero_sections_page_idx" ON "hero_sections" USING btree ("organization_id","url_page","order");--> statement-breakpoint
CREATE INDEX "media_files_organization_idx" ON "media_files" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_items_organization_idx" ON "menu_items" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "submenu_items_menu_idx" ON "submenu_items" USING btree ("menu_item_id","order");--> statement-breakpoint
CREATE INDEX "faqs_organization_idx" ON "faqs" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "features_organization_idx" ON "features" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "pricing_plans_organization_idx" ON "pricing_plans" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "products_organization_idx" ON "products" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "posts_organization_order_idx" ON "posts" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "metrics_organization_idx" ON "metrics" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "template_section_metrics_metric_idx" ON "template_section_metrics" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "template_sections_page_idx" ON "template_sections" USING btree ("organization_id","url_page","order");