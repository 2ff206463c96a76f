import type { ReactNode } from "react";
import { TableOfContents } from "@/modules/layout/components/toc";
import { withLibraryAlt } from "@/modules/media/components/responsive-image";
import { nestHeadings, tocMinHeadings, withHeadingIds } from "@/modules/layout/components/toc-headings";

// Typography for the editor's HTML (no typography plugin); headings stop below the sticky header when linked to.
export const articleStyles = [
  "max-w-3xl text-base leading-7 text-gray-700",
  "[&_:is(h2,h3,h4,h5)]:scroll-mt-28 [&_:is(h2,h3,h4,h5)]:font-semibold [&_:is(h2,h3,h4,h5)]:tracking-tight [&_:is(h2,h3,h4,h5)]:text-gray-900",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:text-lg [&_h5]:mt-6",
  "[&_p]:mt-4 [&_a]:text-sky-700 [&_a]:underline [&_strong]:text-gray-900",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1",
  "[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-200 [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:rounded-xl [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-gray-500",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-sm [&_th]:py-2 [&_th]:text-start [&_td]:border-t [&_td]:border-gray-200 [&_td]:py-2",
  "[&>:first-child]:mt-0",
].join(" ");

interface Props {
  html: string;
  /** The post's type (spec 000 §9): landing is free-form HTML; minimal is the text alone, without "On this page". */
  type: string;
  tocTitle: string;
  sidebar?: ReactNode;
  after?: ReactNode;
}

/**
 * A page's or post's own content (sanitized on write), with "On this page" beside it when it has
 * headings to list. A documentation chapter adds its set's chapters (`sidebar`, left on wide screens,
 * after the text on phones) and its previous/next links (`after`).
 */
export function PostBody({ html: stored, type, tocTitle, sidebar, after }: Props) {
  // An uploaded image with no alt text of its own is described by the library's (issue 34 point 7).
  const html = withLibraryAlt(stored);
  // Landing pages are free-form layouts from the code view: no typography and no table of contents (spec 000 §2).
  if (type === "landing") return <div dangerouslySetInnerHTML={{ __html: html }} />;
  const { html: withIds, headings } = withHeadingIds(html);
  const toc = type !== "minimal" && headings.length >= tocMinHeadings ? nestHeadings(headings) : null;
  const article = <article className={articleStyles} dangerouslySetInnerHTML={{ __html: withIds }} />;
  if (!toc && !sidebar) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {article}
        {after}
      </div>
    );
  }
  const text = sidebar ? "lg:col-start-2" : "lg:col-start-1";
  const columns = sidebar && toc ? "lg:grid-cols-[14rem_minmax(0,1fr)_16rem]" : sidebar ? "lg:grid-cols-[14rem_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,1fr)_16rem]";
  // The contents come first in the document (above the text on phones) and move to the right column on wide screens.
  return (
    <div className={`mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:gap-12 ${columns}`}>
      {toc ? (
        <aside className={`${sidebar ? "lg:col-start-3" : "lg:col-start-2"} lg:row-start-1`}>
          <TableOfContents entries={toc} title={tocTitle} />
        </aside>
      ) : null}
      <div className={`min-w-0 ${text} lg:row-start-1`}>
        {article}
        {after}
      </div>
      {sidebar ? <aside className="lg:col-start-1 lg:row-start-1">{sidebar}</aside> : null}
    </div>
  );
}
