import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { timestamps } from "@/server/db/columns";

/** Uploaded images and videos; the bytes live in storage (disk by default) under storage_key. */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    kind: text("kind").$type<"image" | "video">().notNull(),
    filename: text("filename").notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    storage_key: text("storage_key").notNull().unique(),
    alt: text("alt").notNull().default(""),
    ...timestamps(),
  },
  (table) => [index("media_files_organization_idx").on(table.organization_id, table.created_at)],
);
