import { pageCount } from "@/lib/page-numbers";

/**
 * The blog index is paged (issue 31): /blog is page 1, then /blog/page/2, /blog/page/3… (a post's
 * slug is one segment after /blog, so no address collides). Each page reads only its posts and a
 * count. Benchmarks import these to find the last page.
 */
export const blogPageSize = 12;

/** The blog's last page for `total` published posts (1 when there is none: /blog is never missing). */
export const lastPage = (total: number) => pageCount(total, blogPageSize);

/** A blog page's address without language prefix. */
export const blogPagePath = (page: number) => (page <= 1 ? "/blog" : `/blog/page/${page}`);

/**
 * /help-center is paged the same way (/help-center/page/2…), over the articles in help_center_order:
 * a page groups its own articles by section, so a long section continues, under its title, on the next.
 */
export const helpCenterPageSize = 30;

export const helpCenterPagePath = (page: number) => (page <= 1 ? "/help-center" : `/help-center/page/${page}`);

/**
 * A documentation set's contents are paged the same way (/docs/{set}/page/2…; a chapter's slug is
 * one segment, so no address collides), in doc_set_order. A chapter's sidebar lists the chapters of
 * its page of the contents.
 */
export const chapterPageSize = 50;

export const docSetPagePath = (setSlug: string, page: number) => (page <= 1 ? `/docs/${setSlug}` : `/docs/${setSlug}/page/${page}`);

/** Search results per page (the API's and /search's). */
export const searchPageSize = 20;
