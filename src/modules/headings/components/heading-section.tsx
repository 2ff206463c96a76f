import type { CSSProperties, ReactNode } from "react";
import { inPlaceMark } from "@/lib/editing";
import { defaultGradient, defaultTitleGradient } from "@/lib/gradient-presets";
import { colorValue, gradientCss } from "@/lib/palette";
import { plainText } from "@/lib/plain-text";
import { translated } from "@/lib/translate";
import { ResponsiveImage } from "@/modules/media/components/responsive-image";
import type { listHeadingSections } from "../headings.service";

export type HeadingRow = Awaited<ReturnType<typeof listHeadingSections>>[number];
/** What the renderer reads of a row: a stored row, or the editor's draft in its live preview. */
export type HeadingView = Pick<
  HeadingRow,
  | "id" | "name" | "name_part_2" | "name_part_3" | "name_translation" | "description_text" | "description_text_translation"
  | "button_text" | "button_text_translation" | "url" | "image" | "image_first" | "background_color" | "is_gradient" | "gradient"
  | "style_variant" | "text_style_variant" | "is_text_link"
> & { /** The stored row's version (texts edited on the page save on it); none in an editor's preview. */ version?: number };

export interface HeadingSectionProps {
  heading: HeadingView;
  locale: string;
  /** Adds the page's language prefix to an internal path ("/about" -> "/de/about"). */
  linkPrefix?: (path: string) => string;
  /** The template section "included below" (is_included_templatesection), placed by the page. */
  children?: ReactNode;
  /**
   * The anchor the editing layer finds the section by (`data-kind`, `data-id`), given by the page
   * renderer from the placed-kinds table; an editor's preview renders without one.
   */
  anchor?: { kind: string; id?: string };
}




/** Type scale per text style variant (default, apple, codedharmony); class names written out for Tailwind. */
const textStyles: Record<string, { title: string; description: string }> = {
  default: {
    title: "text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl",
    description: "text-base leading-7 sm:text-lg sm:leading-8",
  },
  apple: {
    title: "text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl",
    description: "text-lg leading-8 sm:text-xl",
  },
  codedharmony: {
    title: "text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl",
    description: "text-base leading-7 sm:text-lg",
  },
};

/** Layout per style variant: default is airy with a framed image, clean is plain and compact. */
const variants: Record<string, { section: string; image: string }> = {
  default: {
    section: "py-16 sm:py-24",
    image: "rounded-2xl shadow-xl ring-1 ring-gray-900/10",
  },
  clean: {
    section: "py-12 sm:py-16",
    image: "rounded-lg",
  },
};

const identity = (path: string) => path;

/**
 * A heading section as visitors see it (spec 000 §2-3, 001 §3): the name in up to three parts, a
 * description, an optional button or text link, an optional image before or after the text, and
 * the page's included template section below. The title is always left-aligned.
 */
export function HeadingSection({ heading, locale, linkPrefix = identity, anchor, children }: HeadingSectionProps) {
  const name = translated(heading.name, heading.name_translation, locale);
  const description = translated(heading.description_text, heading.description_text_translation, locale);
  const buttonLabel = plainText(translated(heading.button_text, heading.button_text_translation, locale));
  const text = textStyles[heading.text_style_variant] ?? textStyles.default!;
  const variant = variants[heading.style_variant] ?? variants.default!;
  const headingId = `heading-${heading.id}`;
  const url = heading.url?.trim();
  const href = url ? (url.startsWith("/") && !url.startsWith("//") ? linkPrefix(url) : url) : null;
  const external = href ? /^https?:\/\//i.test(href) : false;

  const background = heading.is_gradient ? gradientCss(heading.gradient ?? defaultGradient, "to bottom right") : undefined;
  const style: CSSProperties = background ? { backgroundImage: background } : { backgroundColor: colorValue(heading.background_color) };

  const link =
    buttonLabel && href ? (
      heading.is_text_link ? (
        <a
          href={href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="inline-flex items-center gap-1 text-base font-semibold text-sky-700 underline-offset-4 hover:text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          {buttonLabel} <span aria-hidden="true">&rarr;</span>
        </a>
      ) : (
        <a
          href={href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="inline-flex items-center justify-center rounded-full bg-gray-900 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 motion-reduce:transition-none"
        >
          {buttonLabel}
        </a>
      )
    ) : null;

  const part2 = heading.name_part_2?.trim() ? heading.name_part_2 : null;
  const part3 = heading.name_part_3?.trim() ? heading.name_part_3 : null;

  const textBlock = (
    <div className="text-left">
      <h2 id={headingId} className={`text-balance text-gray-900 ${text.title}`}>
        <span {...inPlaceMark("name", heading)} dangerouslySetInnerHTML={{ __html: name }} />
        {part2 && (
          <>
            {" "}
            <span className="bg-clip-text text-transparent" style={{ backgroundImage: gradientCss(defaultTitleGradient) }} dangerouslySetInnerHTML={{ __html: part2 }} />
          </>
        )}
        {part3 && (
          <>
            {" "}
            <span dangerouslySetInnerHTML={{ __html: part3 }} />
          </>
        )}
      </h2>
      {description.trim() && (
        <div className={`mt-6 text-gray-600 [&_a]:underline [&_p+p]:mt-4 ${text.description}`} {...inPlaceMark("description_text", heading)} dangerouslySetInnerHTML={{ __html: description }} />
      )}
      {link && <div className="mt-8">{link}</div>}
    </div>
  );

  const image = heading.image ? (
    <div data-heading-image="">
      <ResponsiveImage src={heading.image} maxWidth={640} fallbackAlt={plainText(name)} loading="lazy" decoding="async" className={`aspect-[4/3] w-full object-cover ${variant.image}`} />
    </div>
  ) : null;

  return (
    <section
      aria-labelledby={headingId}
      data-kind={anchor?.kind}
      data-id={anchor?.id}
      data-style-variant={heading.style_variant}
      className={`relative ${variant.section} ${background || heading.background_color ? "" : "bg-white"}`}
      style={style}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {image ? (
          <div className="grid grid-cols-1 items-center gap-10 md:grid-cols-2 lg:gap-16">
            {heading.image_first ? (
              <>
                {image}
                {textBlock}
              </>
            ) : (
              <>
                {textBlock}
                {image}
              </>
            )}
          </div>
        ) : (
          <div className="max-w-3xl">{textBlock}</div>
        )}
      </div>
      {children != null && <div className="mt-12 sm:mt-16">{children}</div>}
    </section>
  );
}
