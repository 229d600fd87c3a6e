import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { footerColumns } from "#app/content/navigation.ts";
import {
  getSocialLinks,
  mailtoLink,
  site,
  socialLabels,
  telLink,
} from "#app/content/site.ts";

export function SiteFooter() {
  const socialLinks = getSocialLinks();
  return (
    <footer className="bg-brand-dark text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto_auto] lg:gap-x-16 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 max-w-sm text-sm leading-6 text-slate-300">
            AI marketing agents and custom web services for local businesses in
            Washington DC, Maryland and Northern Virginia.
          </p>
          <address className="mt-4 space-y-1 text-sm text-slate-300 not-italic">
            <p>
              {site.location} · {site.locationDetail}
            </p>
            <p>
              <a
                className="underline-offset-4 hover:text-white hover:underline"
                href={telLink()}
              >
                {site.phone}
              </a>
            </p>
            <p>
              <a
                className="underline-offset-4 hover:text-white hover:underline"
                href={mailtoLink()}
              >
                {site.email}
              </a>
            </p>
            <p>{site.hours.label}</p>
          </address>
          {socialLinks.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {socialLinks.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon name={`social-${network}`} />
                    <span className="sr-only">{`${site.name} on ${socialLabels[network]}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={`Footer: ${column.title}`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-block py-1 text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-300 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
