import type { SectionTypeDefinition } from "../section-type";
import { BrandBody } from "./renderer";
import { BrandSkeleton } from "./skeleton";

/** Brands: a row of logos. */
export const brand: SectionTypeDefinition = { label: "Brands", Body: BrandBody, Skeleton: BrandSkeleton };
