import type { SectionTypeDefinition } from "../section-type";
import { RealEstateBody } from "./renderer";
import { RealEstateSkeleton } from "./skeleton";

/** Real estate: listings with a picture each. */
export const realEstate: SectionTypeDefinition = { label: "Real Estate", Body: RealEstateBody, Skeleton: RealEstateSkeleton };
