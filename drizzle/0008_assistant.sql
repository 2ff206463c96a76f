CREATE TABLE "assistant_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"welcome_text" text DEFAULT '' NOT NULL,
	"use_help_center" boolean DEFAULT true NOT NULL,
	"use_docs" boolean DEFAULT true NOT NULL,
	"use_faqs" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"normalized" text NOT NULL,
	"locale" text NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_settings" ADD CONSTRAINT "assistant_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_unanswered_questions" ADD CONSTRAINT "assistant_unanswered_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_unanswered_question_idx" ON "assistant_unanswered_questions" USING btree ("organization_id","normalized");--> statement-breakpoint
CREATE INDEX "assistant_unanswered_recent_idx" ON "assistant_unanswered_questions" USING btree ("organization_id","last_asked_at");