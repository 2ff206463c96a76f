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

/** A help-center group shows this many articles on the index, the rest on its own paged address. */
export const helpGroupPreview = 6;
/** A help-center group's page holds this many articles. */
export const helpGroupPageSize = 30;

/** Search results per page (the API's and /search's). */
export const searchPageSize = 20;
