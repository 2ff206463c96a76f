"use client";

import { useState, type ReactNode } from "react";
import { useDebounced } from "@/lib/use-debounced";
import { useMediaList, type MediaDto } from "../media.queries";

/** The smallest variant (a 480 px WebP or AVIF) for a thumbnail; the original for GIFs and videos. */
export function thumbnailUrl(media: MediaDto): string {
  const smallest = [...media.variants].filter((variant) => variant.content_type === "image/webp").sort((a, b) => a.width - b.width)[0] ?? [...media.variants].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? media.url;
}

export function MediaThumbnail({ media }: { media: MediaDto }) {
  if (media.kind === "video") return <video src={media.url} muted preload="metadata" className="h-full w-full object-cover" />;
  return <img src={thumbnailUrl(media)} alt={media.alt} loading="lazy" className="h-full w-full object-cover" />;
}

/** The search box and the grid of the organization's media; `renderItem` draws each tile's content. */
export function MediaSearchGrid({ label, selectedId, onSelect, renderActions }: { label: string; selectedId?: string | null; onSelect?: (media: MediaDto) => void; renderActions?: (media: MediaDto) => ReactNode }) {
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim());
  const list = useMediaList(query);
  return (
    <div className="space-y-3">
      <input
        type="search"
        aria-label="Search media"
        placeholder="Search by file name or alt text"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
      />
      {list.isPending ? <p className="text-sm text-gray-600">Loading…</p> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {list.error.message}
        </p>
      ) : null}
      {list.data && list.data.length === 0 ? <p className="text-sm text-gray-600">{query ? "No media matches your search." : "No media yet. Upload a file to start."}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {list.data.map((media) => {
            const selected = media.id === selectedId;
            return (
              <li key={media.id} data-media-id={media.id} className={`overflow-hidden rounded-lg ring-2 ${selected ? "ring-sky-600" : "ring-transparent"}`}>
                {onSelect ? (
                  <button type="button" aria-pressed={selected} aria-label={media.alt ? `${media.filename} (${media.alt})` : media.filename} onClick={() => onSelect(media)} className="block aspect-square w-full bg-gray-100">
                    <MediaThumbnail media={media} />
                  </button>
                ) : (
                  <div className="aspect-square w-full bg-gray-100">
                    <MediaThumbnail media={media} />
                  </div>
                )}
                <p className="truncate px-1 pt-1 text-xs text-gray-700" title={media.filename}>
                  {media.filename}
                </p>
                {renderActions?.(media)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
