import type { HeadingRow } from "@/modules/headings/components/heading-section";
import type { PublicMetric, PublicSection } from "@/modules/sections/components/section-data";
import type { MetricDto } from "@/modules/sections/sections.queries";

// Rows for render tests of the public section components.

const now = new Date("2025-01-01T00:00:00Z");

/** A card's fields beyond its texts and dates, as both the renderer and the API have them: no translations, image or colour (fresh objects each call). */
const cardLook = () => ({
  title_translation: {},
  description_translation: {},
  image: null,
  is_image_rounded_full: false,
  is_title_displayed: true,
  is_card_type: false,
  background_color: null,
  is_gradient: false,
  gradient: null,
});

/** A template section's metric card as the public renderer receives it. */
export function publicMetric(overrides: Partial<PublicMetric> = {}): PublicMetric {
  return {
    id: crypto.randomUUID(),
    title: "Metric title",
    description: "<p>Metric description</p>",
    ...cardLook(),
    version: 1,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** A card as the back office's API answers it (dates as text), for the editors' tests. */
export function metricDto(overrides: Partial<MetricDto> = {}): MetricDto {
  return {
    id: "5b1f9a7e-0000-4000-8000-000000000001",
    title: "Work visas",
    description: "Filed for you.",
    ...cardLook(),
    version: 3,
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    ...overrides,
  };
}

/** A template section as the public renderer receives it (a general section with no cards unless told). */
export function publicSection(overrides: Partial<PublicSection> = {}): PublicSection {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    organization_id: "org",
    url_page: "/home",
    order: 0,
    section_title: "Section title",
    section_description: "<p>Section description</p>",
    section_title_translation: {},
    section_description_translation: {},
    background_color: null,
    is_gradient: false,
    gradient: null,
    text_style_variant: "default",
    grid_columns: 3,
    image_metrics_height: "h-48",
    is_full_width: false,
    is_section_title_aligned_center: false,
    is_section_title_aligned_right: false,
    is_image_bottom: false,
    is_slider: false,
    section_type: "general",
    is_reviews_section: false,
    is_help_center_section: false,
    is_real_estate_modal: false,
    is_brand: false,
    is_article_slider: false,
    is_contact_section: false,
    is_faq_section: false,
    is_pricingplans_section: false,
    created_at: now,
    updated_at: now,
    website_metric: [],
    ...overrides,
  } as PublicSection;
}

/** A heading section as the public renderer receives it ("Talk to us", no button, no image unless told). */
export function headingRow(overrides: Partial<HeadingRow> = {}): HeadingRow {
  return {
    id: "7d0c2f5e-0000-4000-8000-0000000000c1",
    organization_id: "org",
    url_page: "/home",
    order: 0,
    version: 1,
    name: "Talk to us",
    name_part_2: null,
    name_part_3: null,
    name_translation: {},
    description_text: "<p>We answer within a day.</p>",
    description_text_translation: {},
    button_text: null,
    button_text_translation: {},
    url: null,
    image: null,
    image_first: false,
    is_included_templatesection: false,
    background_color: null,
    is_gradient: false,
    gradient: null,
    style_variant: "default",
    text_style_variant: "default",
    is_text_link: false,
    title_alignment: "left",
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}
