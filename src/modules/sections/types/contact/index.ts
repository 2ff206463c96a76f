import type { SectionTypeDefinition } from "../section-type";
import { ContactBody } from "./renderer";
import { ContactSkeleton } from "./skeleton";

/** Contact: e-mail, phone and address cards with their links. */
export const contact: SectionTypeDefinition = { label: "Contact", Body: ContactBody, Skeleton: ContactSkeleton };
