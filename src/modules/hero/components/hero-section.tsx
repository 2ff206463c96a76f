import type { CSSProperties, ReactNode } from "react";
import { inPlaceMark } from "@/lib/editing";
import { colorValue, gradientCss } from "@/lib/palette";
import { plainText } from "@/lib/plain-text";
import { translated } from "@/lib/translate";
import { ResponsiveImage } from "@/modules/media/components/responsive-image";
import type { listHeroSections } from "../hero.service";
import { heroAnimations, heroDefaults } from "../hero.validation";
import { HeroAnimation, type HeroAnimationKind } from "./hero-animation";
import {
  alignmentClass,
  blockWidthClass,
  columnGridClass,
  justifyClass,
  resolveHref,
  sizeClasses,
  weightClass,
} from "./hero-styles";

export type HeroRow = Awaited<ReturnType<typeof listHeroSections>>[number];
/** What the renderer reads of a row: a stored hero, or the hero modal's draft in its live preview. */
export type HeroView = Pick<
  HeroRow,
  | "id" | "title" | "title_translation" | "description" | "description_translation" | "button" | "button_translation" | "image"
  | "animation_element" | "image_style" | "background_style" | "title_style" | "description_style" | "button_style"
> & { /** The stored row's version (texts edited on the page save on it); none in an editor's preview. */ version?: number };

export interface HeroSectionProps {
  hero: HeroView;
  locale: string;
  /** Adds the page's language prefix to an internal path ("/products" -> "/de/products"). */
  linkPrefix?: (path: string) => string;
  /**
   * The anchor the editing layer finds the section by (`data-kind`, `data-id`), given by the page
   * renderer from the placed-kinds table; an editor's preview renders without one.
   */
  anchor?: { kind: string; id?: string };
}

/** Default image box and its height limit (spec 001 §9). */
export const heroImageDefaults = { width: 400, height: 300, maxHeight: 400 } as const;

const identity = (path: string) => path;

/**
 * The public hero (spec 001 §2, §3, §9): a server component with no editor code. Title and
 * description are rich text sanitized on write; the button label is shown as plain text.
 */
export function HeroSection({ hero, locale, linkPrefix = identity, anchor }: HeroSectionProps) {
  const { image_style: imageStyle, background_style: background, title_style: titleStyle } = hero;
  const descriptionStyle = hero.description_style;
  const buttonStyle = hero.button_style;

  const title = translated(hero.title, hero.title_translation, locale);
  const description = translated(hero.description, hero.description_translation, locale);
  const buttonLabel = plainText(translated(hero.button, hero.button_translation, locale));
  const position = imageStyle.position ?? heroDefaults.imagePosition;
  const image = hero.image || null;
  const alignment = titleStyle.alignment ?? heroDefaults.alignment;
  const headingId = `hero-${hero.id}`;

  const sectionStyle: CSSProperties = background.is_gradient
    ? { backgroundImage: gradientCss(background.gradient ?? heroDefaults.backgroundGradient, "to bottom right") }
    : { backgroundColor: colorValue(background.color) };

  const titleGradient = titleStyle.is_gradient ? gradientCss(titleStyle.gradient ?? heroDefaults.titleGradient) : undefined;
  const titleColor = titleGradient ? undefined : colorValue(titleStyle.color);

  const seoTitle = background.seo_title?.trim();
  const seoPill = seoTitle ? (
    <div className={`mb-6 flex ${justifyClass[alignment] ?? "justify-center"}`}>
      <a
        href={linkPrefix("/blog")}
        className="inline-flex max-w-full items-center gap-x-2 rounded-full bg-white/80 px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-900/10 backdrop-blur transition hover:ring-gray-900/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <span className="truncate">{seoTitle}</span>
        <span className="shrink-0 whitespace-nowrap font-semibold text-sky-700">
          Explore <span aria-hidden="true">&rarr;</span>
        </span>
      </a>
    </div>
  ) : null;

  const button = buttonLabel ? (
    <HeroButton
      label={buttonLabel}
      href={resolveHref(buttonStyle.url || heroDefaults.buttonUrl, linkPrefix)}
      isVideo={buttonStyle.isVideo}
      color={buttonStyle.color}
      gradient={buttonStyle.gradient}
      alignment={alignment}
    />
  ) : null;

  const descriptionBlock = description.trim() ? (
    <div
      className={`mt-6 leading-relaxed ${sizeClasses(descriptionStyle.size, heroDefaults.descriptionSize)} ${weightClass[descriptionStyle.weight] ?? "font-normal"} ${descriptionStyle.color ? "" : "text-gray-600"} [&_a]:underline [&_p+p]:mt-4`}
      style={{ color: colorValue(descriptionStyle.color) }}
      {...inPlaceMark("description", hero)}
      dangerouslySetInnerHTML={{ __html: description }}
    />
  ) : null;

  const imageBox = { width: imageStyle.width ?? heroImageDefaults.width, height: imageStyle.height ?? heroImageDefaults.height };
  const alt = plainText(title);

  const text = (
    <div data-hero-text="" className={`w-full ${blockWidthClass[titleStyle.blockWidth] ?? "max-w-4xl"} ${alignmentClass[alignment] ?? alignmentClass.center}`}>
      {seoPill}
      <h1
        id={headingId}
        className={`font-bold tracking-tight text-balance ${sizeClasses(titleStyle.size, heroDefaults.titleSize)} ${
          titleGradient ? "bg-clip-text text-transparent" : titleColor ? "" : "text-gray-900"
        }`}
        style={titleGradient ? { backgroundImage: titleGradient } : { color: titleColor }}
        {...inPlaceMark("title", hero)}
        dangerouslySetInnerHTML={{ __html: title }}
      />
      {buttonStyle.aboveDescription ? (
        <>
          {button && <div className="mt-8">{button}</div>}
          {descriptionBlock}
        </>
      ) : (
        <>
          {descriptionBlock}
          {button && <div className="mt-10">{button}</div>}
        </>
      )}
      {position === "inline" && image && (
        <div className={`mt-10 flex ${justifyClass[alignment] ?? "justify-center"}`}>
          <HeroImage src={image} alt={alt} {...imageBox} />
        </div>
      )}
    </div>
  );

  const columns = Math.min(3, Math.max(1, background.column || heroDefaults.columns));
  const sideBySide = (position === "left" || position === "right") && image;

  let content: ReactNode = text;
  if (sideBySide) {
    const picture = (
      <div data-hero-image={position} className="flex justify-center">
        <HeroImage src={image} alt={alt} {...imageBox} />
      </div>
    );
    const textCell = <div className={columns === 3 ? "md:col-span-2" : undefined}>{text}</div>;
    content = (
      <div className={`grid items-center gap-10 md:gap-12 ${columnGridClass[columns] ?? columnGridClass[1]}`}>
        {position === "left" ? (
          <>
            {picture}
            {textCell}
          </>
        ) : (
          <>
            {textCell}
            {picture}
          </>
        )}
      </div>
    );
  } else if (position === "full" && image) {
    content = (
      <>
        {text}
        <div data-hero-image="full" className="mt-12">
          <ResponsiveImage
            src={image}
            maxWidth={1280}
            fallbackAlt={alt}
            width={imageBox.width}
            height={Math.min(imageBox.height, heroImageDefaults.maxHeight)}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="w-full rounded-2xl object-cover shadow-xl ring-1 ring-gray-900/10"
            style={{ height: Math.min(imageBox.height, heroImageDefaults.maxHeight) }}
          />
        </div>
      </>
    );
  }

  const animation = (heroAnimations as readonly string[]).includes(hero.animation_element) && hero.animation_element ? (hero.animation_element as HeroAnimationKind) : null;

  return (
    <section
      aria-labelledby={headingId}
      data-kind={anchor?.kind}
      data-id={anchor?.id}
      data-image-position={position}
      className={`relative isolate overflow-hidden ${background.is_gradient || background.color ? "" : "bg-white"} ${
        imageStyle.fullPage ? "flex min-h-svh flex-col justify-center" : ""
      }`}
      style={sectionStyle}
    >
      {position === "background" && image && (
        <>
          <ResponsiveImage
            data-hero-image="background"
            src={image}
            sizes="100vw"
            alt=""
            // Marked decorative for the site check too, which takes a bare empty alt for a forgotten one.
            role="presentation"
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-white/75" />
        </>
      )}
      {animation && <HeroAnimation kind={animation} />}
      <div className="relative mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8 lg:py-32">{content}</div>
    </section>
  );
}

function HeroImage({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  return (
    <ResponsiveImage
      src={src}
      maxWidth={width}
      fallbackAlt={alt}
      width={width}
      height={height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      className="h-auto w-full rounded-2xl object-cover shadow-xl ring-1 ring-gray-900/10"
      style={{ maxWidth: width, maxHeight: heroImageDefaults.maxHeight, aspectRatio: `${width} / ${height}` }}
    />
  );
}

function HeroButton(props: { label: string; href: string; isVideo: boolean; color?: string; gradient?: HeroRow["button_style"]["gradient"]; alignment: string }) {
  const solid = colorValue(props.color);
  const background: CSSProperties = solid ? { backgroundColor: solid } : { backgroundImage: gradientCss(props.gradient ?? heroDefaults.buttonGradient) };
  const external = /^https?:\/\//i.test(props.href);
  const justify = justifyClass[props.alignment] ?? "justify-center";

  if (props.isVideo) {
    return (
      <div className={`flex ${justify}`}>
        <a
          href={props.href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="group inline-flex items-center gap-3 rounded-full text-base font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-600"
        >
          <span className="flex size-14 items-center justify-center rounded-full text-white shadow-lg transition group-hover:scale-105 motion-reduce:transition-none" style={background}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-0.5 size-6 fill-current">
              <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
            </svg>
          </span>
          <span>{props.label}</span>
        </a>
      </div>
    );
  }

  return (
    <div className={`flex ${justify}`}>
      <a
        href={props.href}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="inline-flex items-center justify-center rounded-full px-7 py-3 text-base font-semibold text-white shadow-lg transition [text-shadow:0_1px_1px_rgb(0_0_0/0.25)] hover:-translate-y-0.5 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
        style={background}
      >
        {props.label}
      </a>
    </div>
  );
}

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The hero shown on a site without one (spec 001 §9, "when no hero exists"). */
export function fallbackHero(siteName: string): HeroRow {
  const epoch = new Date(0);
  return {
    id: "fallback",
    organization_id: "",
    url_page: "/home",
    order: 0,
    version: 0,
    name: null,
    display_order: 0,
    title: `Welcome to ${escapeHtml(siteName)}`,
    description: "Discover what we offer and find what you need.",
    button: "Get Started",
    image: null,
    animation_element: "",
    title_translation: {},
    description_translation: {},
    button_translation: {},
    image_style: { position: "right", fullPage: false, width: 400, height: 300 },
    background_style: { column: 1, color: "white", is_gradient: false },
    title_style: { blockWidth: "2xl", alignment: "center", size: { desktop: "text-7xl", mobile: "text-5xl" }, color: "gray-800", is_gradient: false },
    description_style: { size: { desktop: "text-2xl", mobile: "text-lg" }, color: "gray-600", weight: "normal" },
    button_style: { isVideo: false, aboveDescription: false, url: heroDefaults.buttonUrl },
    created_at: epoch,
    updated_at: epoch,
  };
}
