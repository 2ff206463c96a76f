import { notFound } from "next/navigation";

// Pages made through Create Page arrive with the content API; until then every other path is a 404.
export default function SitePage() {
  notFound();
}
