import Link from "next/link";
import { requireSite } from "@/modules/organizations/site.server";

// The home page (read as /home for section data). Sections arrive with the public-site work.
export default async function HomePage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200">
        <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6" aria-label="Main">
          <Link href={link("/")} className="text-lg font-bold tracking-tight">
            {site.siteName}
          </Link>
          <div className="flex items-center gap-3 text-sm font-medium">
            <Link href={link("/login")} className="rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-100">
              Sign in
            </Link>
            <Link href={link("/register")} className="rounded-lg bg-sky-700 px-3 py-2 text-white hover:bg-sky-800">
              Create account
            </Link>
          </div>
        </nav>
      </header>
      <main className="flex-1 bg-gradient-to-b from-sky-50 to-white">
        <section className="mx-auto max-w-4xl px-6 py-28 text-center">
          <h1 className="text-5xl font-bold tracking-tight text-gray-900 sm:text-6xl">{site.siteName}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">
            Welcome. Sign in to manage your account, or create one in a minute.
          </p>
          <div className="mt-10 flex justify-center gap-3">
            <Link href={link("/register")} className="rounded-lg bg-sky-700 px-5 py-3 text-sm font-semibold text-white hover:bg-sky-800">
              Get started
            </Link>
            <Link href={link("/account")} className="rounded-lg bg-white px-5 py-3 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50">
              Your account
            </Link>
          </div>
        </section>
      </main>
      <footer className="bg-neutral-900 py-8 text-center text-sm text-neutral-400">
        © {new Date().getFullYear()} {site.siteName}
      </footer>
    </div>
  );
}
