import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";

/** A resized copy of an uploaded image, stored next to the original (decision 018). */
export interface MediaVariant {
  key: string;
  width: number;
  height: number;
  content_type: "image/avif" | "image/webp";
  size: number;
}

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
    /** The original's pixel size (images sharp could read; null for videos). */
    width: integer("width"),
    height: integer("height"),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("media_files_organization_idx").on(table.organization_id, table.created_at)],
);
