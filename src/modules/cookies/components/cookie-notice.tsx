import { localizedPath } from "@/lib/site-path";
import type { Site } from "@/modules/organizations/site.service";
import { consentConfig } from "../consent-config";
import { noticeId, type ConsentConfig } from "./consent-state";
import { listCategoriesWithServices } from "../cookies.service";
import { ConsentBehavior } from "./consent-behavior";
import { consentText, privacyDialogText, type ConsentStrings } from "./consent-strings";

type NoticeSite = Pick<Site, "organization" | "locale" | "lang" | "siteName" | "logo" | "settings">;

/**
 * The cookie notice (spec 001 §2 "Cookie notice and privacy dialog"), rendered into every public page,
 * hidden: the page is the same for every visitor (decision 007), so the consent island decides on the
 * client whether to show it. It carries the organization's consent configuration (services, policy
 * revision, texts) for the island, the privacy dialog and the embeds' placeholders.
 */
export async function CookieNotice({ site, categories: given }: { site: NoticeSite; categories?: Awaited<ReturnType<typeof listCategoriesWithServices>> }) {
  // The shell's categories, read with the rest of the shell when given; else read here: a failure yields an empty list (001 §8).
  const categories = given ?? (await listCategoriesWithServices(site.organization.id).catch(() => []));
  const { settings } = site;
  const text = consentText(site.locale);
  const config = consentConfig({
    organizationId: site.organization.id,
    revision: settings.cookie_policy_revision,
    locale: site.locale,
    siteName: site.siteName,
    logo: settings.image_for_privacy_settings || site.logo,
    privacyPolicy: localizedPath(site.lang, "/privacy-policy"),
    cookiePolicy: localizedPath(site.lang, "/cookie-policy"),
    dialog: privacyDialogText(site.locale),
    categories,
  });
  return <CookieNoticeView config={config} text={text} />;
}

const button =
  "inline-flex min-h-10 flex-1 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 md:flex-none";
// Reject all is as easy to find and press as Accept all: the same look, side by side.
const choice = `${button} bg-sky-700 text-white hover:bg-sky-800`;
const secondary = `${button} bg-white text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50`;

/**
 * The notice itself: fixed at the bottom over the content, so showing it moves nothing (no layout
 * shift), and hidden until the island shows it. Its buttons act through `data-consent`.
 */
export function CookieNoticeView({ config, text }: { config: ConsentConfig; text: ConsentStrings }) {
  return (
    <>
      <section
        id={noticeId}
        hidden
        aria-labelledby={`${noticeId}-title`}
        data-config={JSON.stringify(config)}
        className="pointer-events-none fixed inset-x-0 bottom-[var(--admin-bar-height,0px)] z-50 p-3 sm:p-6"
      >
        <div className="pointer-events-auto mx-auto max-h-[80dvh] max-w-5xl overflow-y-auto rounded-2xl bg-white p-5 text-gray-700 shadow-2xl ring-1 ring-black/10 md:flex md:items-center md:gap-8">
          <div className="min-w-0 flex-1">
            <h2 id={`${noticeId}-title`} className="text-base font-semibold text-gray-900">
              {text.title}
            </h2>
            <p className="mt-1 text-sm leading-6">
              {text.notice}{" "}
              <a href={config.cookiePolicy} className="font-medium whitespace-nowrap text-sky-700 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-700">
                {text.cookiePolicy}
              </a>
            </p>
            <p role="alert" data-consent-error={text.consentFailed} className="mt-2 text-sm font-medium text-red-700 empty:hidden" />
          </div>
          <div className="mt-4 flex flex-wrap gap-2 md:mt-0 md:shrink-0">
            <button type="button" data-consent="settings" className={secondary}>
              {text.settings}
            </button>
            <button type="button" data-consent="reject" className={choice}>
              {text.rejectAll}
            </button>
            <button type="button" data-consent="accept" className={choice}>
              {text.acceptAll}
            </button>
          </div>
        </div>
      </section>
      <ConsentBehavior />
    </>
  );
}
