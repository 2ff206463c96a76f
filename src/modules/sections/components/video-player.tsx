"use client";

import { useEffect, useState } from "react";
import { saveConsent } from "@/modules/cookies/components/consent-record";
import { acceptedServices, consentEvent, pageConsentConfig, serviceForUrl } from "@/modules/cookies/components/consent-state";
import { formatMessage } from "@/lib/i18n/format";

export type VideoEmbedProps = {
  /** The player URL (youtube-nocookie or player.vimeo.com, with autoplay) from `mediaKind`. */
  embedUrl: string;
  provider: "youtube" | "vimeo";
  title: string;
  className?: string;
};

const fill = (message: string, service: string) => formatMessage(message, { service });

/**
 * Whether the player may load: consent governs it. The cookie service that covers the player's host
 * (a service whose `hosts` include youtube-nocookie.com or vimeo.com; the demo has "YouTube" and
 * "Vimeo" in its non-essential "External media" category) must be essential or accepted. A host no
 * service covers was not declared by the organization: the visitor's click alone plays it.
 */
function gate(embedUrl: string) {
  const config = pageConsentConfig();
  const service = config ? serviceForUrl(embedUrl, config.services) : undefined;
  const allowed = !config || !service || service.essential || acceptedServices(document.cookie, config.revision).includes(service.id);
  return { config, service, allowed };
}

/**
 * The player once the visitor pressed play: the video when its service is consented to, else why
 * not and an offer to accept that service (recorded like any decision). Withdrawn consent removes it.
 */
export default function VideoPlayer({ embedUrl, title: label, className = "" }: VideoEmbedProps) {
  const [state, setState] = useState<"ask" | "play">(() => (gate(embedUrl).allowed ? "play" : "ask"));

  useEffect(() => {
    const follow = () => setState(gate(embedUrl).allowed ? "play" : "ask");
    addEventListener(consentEvent, follow);
    return () => removeEventListener(consentEvent, follow);
  }, [embedUrl]);

  if (state === "play") {
    return (
      <iframe
        src={embedUrl}
        title={label}
        className={`w-full border-0 ${className}`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  const { config, service } = gate(embedUrl);
  if (config && service) {
    const accept = () => {
      const current = acceptedServices(document.cookie, config.revision);
      const essential = config.services.filter((entry) => entry.essential).map((entry) => entry.id);
      void saveConsent(config, [...new Set([...essential, ...current, service.id])], true);
    };
    return (
      <div
        role="group"
        aria-label={label}
        data-video-consent={service.name}
        className={`flex w-full flex-col items-center justify-center gap-3 bg-slate-800 p-5 text-center text-sm text-white ${className}`}
      >
        <p className="max-w-md">{fill(config.video.ask, service.name)}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            autoFocus
            onClick={accept}
            className="rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
          >
            {fill(config.video.accept, service.name)}
          </button>
          <button
            type="button"
            data-consent="settings"
            className="rounded-lg px-4 py-2 font-semibold underline ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
          >
            {config.video.settings}
          </button>
        </div>
      </div>
    );
  }
  return null;
}
