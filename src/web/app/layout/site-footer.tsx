import { Link } from 'wouter';
import { APP_NAME, TAGLINE } from '#web/lib/config.ts';
import { FOOTER_LINKS } from './nav-links';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-lg font-bold text-white">{APP_NAME}</p>
          <p className="mt-1 text-sm">{TAGLINE}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="focus-ring-dark rounded-sm text-sm text-stone-300 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-800 px-4 py-4 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} {APP_NAME}
      </p>
    </footer>
  );
}
