"use client";

import { useEffect, useRef, useState } from "react";
import { saveConsent } from "./consent-record";
import { consentEvent, pageConsentConfig } from "./consent-state";
import { embedConsent, providerNames, servicesAllowing, withAutoplay, type EmbedProvider } from "./embed-consent";
import type { EmbedWords } from "./embed-words";

export interface ConsentEmbedProps {
  /** The player's address (`playerUrl`: YouTube on youtube-nocookie.com, or player.vimeo.com). */
  src: string;
  provider: EmbedProvider;
  /** The frame's title (its accessible name); the words' `video` when empty. */
  title: string;
  words: EmbedWords;
  /** Size and shape classes (height or aspect ratio, rounding). */
  className?: string;
}

type Shown = { frame: false } | { frame: true; autoplay: boolean };

const button =
  "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-400";

/**
 * Every third-party frame (a post's YouTube or Vimeo player, a section's video card) starts as this
 * placeholder, the same HTML for every visitor and nothing fetched from the provider: no frame, no
 * thumbnail, no preconnect. Once hydrated (when seen or used) it reads the visitor's consent: if the
 * service covering the frame's host is accepted, the frame shows; else the visitor may load it once
 * (this embed, this page view) or always allow the service, which records consent as the notice does
 * (cookies, `atrium:consent`, POST /api/cookies/consent). Withdrawn consent brings the placeholder back.
 */
export function ConsentEmbed({ src, provider, title, words, className = "" }: ConsentEmbedProps) {
  const [shown, setShown] = useState<Shown>({ frame: false });
  // Until the page's configuration is read, "always allow" is offered as the server rendered it.
  const [declared, setDeclared] = useState(true);
  // Whether the visitor's consent has been read here (hydrated): journeys wait for it, not for time.
  const [checked, setChecked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const label = title || words.video;

  useEffect(() => {
    const follow = () => {
      const config = pageConsentConfig();
      const { service, allowed } = embedConsent(src, config, document.cookie);
      setDeclared(Boolean(service));
      setChecked(true);
      setShown((current) => (!allowed ? { frame: false } : current.frame ? current : { frame: true, autoplay: false }));
    };
    follow();
    addEventListener(consentEvent, follow);
    return () => removeEventListener(consentEvent, follow);
  }, [src]);

  const autoplay = shown.frame && shown.autoplay;
  useEffect(() => {
    if (autoplay) frame.current?.focus();
  }, [autoplay]);

  if (shown.frame) {
    return (
      <iframe
        ref={frame}
        src={shown.autoplay ? withAutoplay(src) : src}
        title={label}
        className={`w-full border-0 ${className}`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  const alwaysAllow = () => {
    const config = pageConsentConfig();
    const { service } = embedConsent(src, config, document.cookie);
    if (config && service) void saveConsent(config, servicesAllowing(service, config, document.cookie), true);
    setShown({ frame: true, autoplay: true });
  };
  return (
    <div
      role="group"
      aria-label={`${providerNames[provider]}: ${label}`}
      data-embed={provider}
      data-consent-checked={checked ? "" : undefined}
      className={`flex w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 via-slate-700 to-slate-900 p-5 text-center text-sm text-white ${className}`}
    >
      <span className="font-semibold">{label}</span>
      <span className="max-w-md text-slate-200">{words.notice}</span>
      <span className="flex flex-wrap justify-center gap-2">
        <button type="button" data-embed-load="once" onClick={() => setShown({ frame: true, autoplay: true })} className={`${button} bg-white text-slate-900 hover:bg-slate-100`}>
          {words.loadOnce}
        </button>
        {declared ? (
          <button type="button" data-embed-load="always" onClick={alwaysAllow} className={`${button} underline ring-1 ring-white/50 hover:bg-white/10`}>
            {words.alwaysAllow}
          </button>
        ) : null}
      </span>
    </div>
  );
}
