"use client";

import { lazy, Suspense, useState } from "react";
import type { VideoEmbedProps } from "./video-player";

// The consent check and the player load on the first press of play: pages with a video cost visitors
// only this placeholder until then.
const VideoPlayer = lazy(() => import("./video-player"));

/**
 * A light placeholder for a YouTube or Vimeo video: nothing is loaded from the video host until
 * the visitor presses play and has consented to its service (see video-player.tsx).
 */
export function VideoEmbed({ embedUrl, provider, title, className = "" }: VideoEmbedProps) {
  const [started, setStarted] = useState(false);
  const label = title || (provider === "youtube" ? "YouTube video" : "Vimeo video");
  const placeholder = (
    <button
      type="button"
      onClick={() => setStarted(true)}
      aria-label={`Play video: ${label}`}
      className={`group relative flex w-full items-center justify-center bg-gradient-to-br from-slate-800 via-slate-700 to-slate-900 text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${className}`}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor">
          <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
        </svg>
      </span>
      <span className="absolute bottom-3 left-3 rounded-full bg-black/60 px-3 py-1 text-xs font-medium">
        {provider === "youtube" ? "YouTube" : "Vimeo"}
      </span>
    </button>
  );
  if (!started) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <VideoPlayer embedUrl={embedUrl} provider={provider} title={label} className={className} />
    </Suspense>
  );
}
