"use client";

// The Site Map modal (spec 000 §2): the site's pages, blog posts, help articles and documentation sets
// as a tree with their states; a shown page or post opens where visitors read it, and each opens
// its post editor. A large site's tree comes a page at a time: "Show more" asks for the next. An
// admin-only chunk.
import { Dialog } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/api-client";
import type { EditorProps } from "@/lib/editing";
import { localizedPath, splitLocale } from "@/lib/site-path";
import { useSiteMap, type SiteMapDto } from "../posts.queries";
import { formatMessage } from "@/lib/i18n/format";
import siteMapText from "@/messages/en/admin/siteMap.json";

type Entry = SiteMapDto["pages"][number];

/** A branch of the tree: each entry links to where visitors read it (when they can) and opens its editor; `more`: the count so far. */
function Branch({ label, entries, more, href, onEdit }: { label: string; entries: Entry[]; more: boolean; href: (entry: Entry) => string; onEdit: (entry: Entry) => void }) {
  return (
    <li>
      <p className="font-semibold text-gray-900">
        {label} <span className="font-normal text-gray-600">({entries.length}{more ? "+" : ""})</span>
      </p>
      <ul className="mt-1 ml-4 space-y-1 border-l border-gray-200 pl-4">
        {entries.length === 0 ? <li className="text-sm text-gray-600">{siteMapText.none}</li> : null}
        {entries.map((entry) => (
          <li key={entry.id} data-site-entry={entry.slug} className="flex flex-wrap items-center gap-2 text-sm">
            {entry.published ? (
              <a href={href(entry)} className="font-medium text-sky-800 hover:underline">
                {entry.title}
              </a>
            ) : (
              <span className="font-medium text-gray-900">{entry.title}</span>
            )}
            <span className="text-gray-600">/{entry.slug}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${entry.published ? "bg-emerald-50 text-emerald-800" : "bg-gray-100 text-gray-700"}`}>
              {entry.published ? siteMapText.published : siteMapText.draft}
            </span>
            <button type="button" onClick={() => onEdit(entry)} aria-label={formatMessage(siteMapText.editEntry, { title: entry.title })} className="rounded px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
              {siteMapText.edit}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function SiteMapDialog({ onClose, openEditor }: EditorProps) {
  const map = useSiteMap();
  // Links keep the language the admin is browsing in.
  const lang = typeof window === "undefined" ? "" : splitLocale(window.location.pathname).lang;
  const link = (path: string) => (window.location.pathname.startsWith(`/${lang}/`) ? localizedPath(lang, path) : path);
  const edit = (entry: Entry) => openEditor("post", entry.slug);
  const notFound = map.error instanceof ApiRequestError && map.error.status === 404;
  const more = map.hasNextPage;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={siteMapText.title} description={siteMapText.subtitle} movable initialSize={{ width: 720, height: 620 }}>
      {map.isPending ? <p role="status">{siteMapText.loading}</p> : null}
      {notFound ? <p role="alert">{siteMapText.noOrganization}</p> : null}
      {map.isError && !notFound ? (
        <div role="alert" className="space-y-2">
          <p className="font-semibold">{siteMapText.failed}</p>
          <p>{siteMapText.failedOrganization}</p>
          <button type="button" onClick={() => void map.refetch()} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
            {siteMapText.retry}
          </button>
        </div>
      ) : null}
      {map.data ? (
        <ul aria-label={siteMapText.title} className="space-y-4">
          <li>
            <a href={link("/")} className="font-semibold text-sky-800 hover:underline">
              {siteMapText.home}
            </a>
          </li>
          <Branch label={siteMapText.pages} entries={map.data.pages} more={more} href={(entry) => link(`/${entry.slug}`)} onEdit={edit} />
          <Branch label={siteMapText.posts} entries={map.data.posts} more={more} href={(entry) => link(`/blog/${entry.slug}`)} onEdit={edit} />
          <Branch label={siteMapText.help} entries={map.data.help_articles} more={more} href={(entry) => link(`/help-center/${entry.slug}`)} onEdit={edit} />
          {map.data.document_sets.map((set) => (
            <Branch key={set.slug} label={`${siteMapText.documentation}: ${set.title}`} entries={set.chapters} more={more} href={(entry) => link(`/docs/${set.slug}/${entry.slug}`)} onEdit={edit} />
          ))}
        </ul>
      ) : null}
      {more ? (
        <button type="button" disabled={map.isFetchingNextPage} onClick={() => void map.fetchNextPage()} className="mt-4 rounded-lg px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50 disabled:opacity-60">
          {map.isFetchingNextPage ? siteMapText.loadingMore : siteMapText.showMore}
        </button>
      ) : null}
    </Dialog>
  );
}
