import { organizationNotFoundForDomain } from "@/lib/hosts";

/**
 * 404 outside a site's layout: a page of a known host that no layout wraps, or a host of no
 * organization, which it says so (spec decision 3). Next's not-found page and the public renderer's
 * unknown-host page show it.
 */
export function NotFoundNotice({ organizationKnown }: { organizationKnown: boolean }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-sky-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{organizationKnown ? "Page not found" : organizationNotFoundForDomain}</h1>
      <p className="mt-4 text-gray-600">
        {organizationKnown
          ? "The page you are looking for does not exist or has moved."
          : "No site is set up for this address. Check the address, or ask the site's owner to add this domain."}
      </p>
      {organizationKnown && (
        // A plain link: public pages are page loads.
        <a href="/" className="mt-8 rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800">
          Back to the home page
        </a>
      )}
    </main>
  );
}
