import type { Locale } from "@/lib/locales";
import type { BlogPostSummary } from "../posts.repository";
import { translator } from "@/lib/i18n/translator";
import { ResponsiveImage } from "@/modules/media/components/responsive-image";
import { blogPagePath } from "../paging";
import { Pagination } from "./pagination";
import { postDate } from "./post-date";

/** /blog and /blog/page/{n}: one page of the site's published posts, newest first, as cards that open /blog/{slug}, then the pages. */
export function BlogIndex({ title, posts, page, last, locale, link }: { title: string; posts: BlogPostSummary[]; page: number; last: number; locale: Locale; link: (path: string) => string }) {
  const t = translator(locale, "blog");
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-gray-600">{t("intro")}</p>
      </header>
      {posts.length === 0 ? (
        <p className="mt-16 text-center text-gray-600">{t("empty")}</p>
      ) : (
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <a href={link(`/blog/${post.slug}`)} className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
                {post.main_photo && <ResponsiveImage src={post.main_photo} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" loading="lazy" decoding="async" className="aspect-[16/9] w-full object-cover" />}
                <div className="flex flex-1 flex-col p-6">
                  <time dateTime={post.created_on.toISOString()} className="text-sm text-gray-500">
                    {postDate(locale, post.created_on)}
                  </time>
                  <h2 className="mt-2 text-xl font-semibold tracking-tight text-gray-900 group-hover:text-sky-700">{post.title}</h2>
                  {post.description && <p className="mt-3 flex-1 text-gray-600">{post.description}</p>}
                  {post.author_name && <p className="mt-4 text-sm font-medium text-gray-700">{t("by", { author: post.author_name })}</p>}
                </div>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} last={last} href={(number) => link(blogPagePath(number))} locale={locale} />
    </div>
  );
}
