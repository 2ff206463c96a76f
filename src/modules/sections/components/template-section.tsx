import { inPlaceMark } from "@/lib/editing";
import { translated } from "@/lib/translate";
import { deriveSectionType, sectionTypeRegistry } from "../types/registry";
import { RichText } from "./rich-text";
import type { PublicSection, SectionBodyProps } from "./section-data";
import { backgroundStyle, isDarkBackground, textStyleFor, titleAlignmentClass } from "./section-style";

export type TemplateSectionProps = {
  section: PublicSection;
  locale: string;
  /** The page data of the types that have some (a pricing section's plans, for its basket buttons). */
  data?: SectionBodyProps["data"];
  /**
   * The anchor the editing layer finds the section by (`data-kind`, `data-id`), given by the page
   * renderer from the placed-kinds table; an editor's preview renders without one.
   */
  anchor?: { kind: string; id?: string };
};

/**
 * A template section as visitors see it (spec 001 §3): background, title and description in the
 * visitor's locale, alignment, width and text style; the body depends on the section type.
 * A server component: it reads no cookies and ships no editor code (ARCHITECTURE rule 4).
 */
export function TemplateSection({ section, locale, data, anchor }: TemplateSectionProps) {
  const type = deriveSectionType(section);
  const { Body } = sectionTypeRegistry[type];
  const textStyle = textStyleFor(section.text_style_variant);
  const style = backgroundStyle(section);
  const dark = style ? isDarkBackground(section) : false;
  const title = translated(section.section_title, section.section_title_translation, locale);
  const description = translated(section.section_description, section.section_description_translation, locale);
  const align = titleAlignmentClass(section);
  const headingId = `section-${section.id}-title`;
  const hasTitle = title.trim() !== "";

  return (
    <section
      id={`section-${section.id}`}
      data-kind={anchor?.kind}
      data-id={anchor?.id}
      aria-labelledby={hasTitle ? headingId : undefined}
      data-section-type={type}
      data-text-style={section.text_style_variant}
      className={`py-16 sm:py-24 ${dark ? "text-white" : "text-slate-900"} ${textStyle.frame}`}
      style={style}
    >
      {/* The container the body's columns measure themselves against (section-style.ts). */}
      <div className={`@container ${section.is_full_width ? "w-full px-4 sm:px-6 lg:px-10" : "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"}`}>
        {(hasTitle || description.trim() !== "") && (
          <header className={`mb-12 max-w-3xl space-y-4 ${align}`}>
            <RichText as="h2" id={headingId} html={title} className={textStyle.title} edit={inPlaceMark("section_title", section)} />
            <RichText html={description} className={`${textStyle.description} [&_a]:underline`} edit={inPlaceMark("section_description", section)} />
          </header>
        )}
        <Body section={section} locale={locale} textStyle={textStyle} data={data} />
      </div>
    </section>
  );
}
