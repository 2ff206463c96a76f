import Link from "next/link";

/** A page this site does not have: shown inside the site's header and footer. */
export default function PageNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-32 text-center">
      <p className="text-sm font-semibold text-sky-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">Page not found</h1>
      <p className="mt-4 text-gray-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="mt-8 rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800">
        Back to the home page
      </Link>
    </div>
  );
}
