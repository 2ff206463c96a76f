import type { ReactNode } from "react";
import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import { plainText } from "@/lib/plain-text";
import type { SectionBodyProps } from "../../components/section-data";
import { gridColumnClasses } from "../../components/section-style";

type ContactKind = "email" | "phone" | "address";

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const phonePattern = /\+?\d[\d\s().-]{6,}\d/;

/** How to reach someone through a contact card: an e-mail, a phone number, or else a place. */
export function contactLink(text: string): { kind: ContactKind; href: string | null; value: string | null } {
  const email = emailPattern.exec(text)?.[0];
  if (email) return { kind: "email", href: `mailto:${email}`, value: email };
  const phone = phonePattern.exec(text)?.[0]?.trim();
  if (phone) return { kind: "phone", href: `tel:${phone.replace(/[^\d+]/g, "")}`, value: phone };
  return { kind: "address", href: null, value: null };
}

/** Made when rendered, not at import: the API imports the registry too (and tests run it with a production JSX runtime). */
const icons = (): Record<ContactKind, ReactNode> => ({
  email: <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm18 2-10 7L2 6" />,
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  ),
  address: <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0Zm-8 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
});

/** Contact: cards with an icon per channel; e-mail addresses and phone numbers become links. */
export function ContactBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className={`grid gap-6 ${gridColumnClasses(Math.min(section.grid_columns, 4))}`}>
      {section.website_metric.map((metric) => {
        const { title, description } = metricText(metric, locale);
        const contact = contactLink(plainText(description));
        return (
          <li key={metric.id} className={`flex flex-col items-center gap-4 border border-slate-200 bg-white p-8 text-center text-slate-900 shadow-sm ${textStyle.card}`}>
            <span aria-hidden="true" className={`flex size-12 items-center justify-center rounded-full bg-slate-100 ${textStyle.accent}`}>
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                {icons()[contact.kind]}
              </svg>
            </span>
            <RichText as="h3" html={title} className={textStyle.cardTitle} />
            {contact.href ? (
              <a href={contact.href} className={`${textStyle.cardText} font-medium break-all underline decoration-slate-300 underline-offset-4 hover:decoration-current`}>
                {contact.value}
              </a>
            ) : (
              <RichText as="address" html={description} className={`${textStyle.cardText} not-italic`} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
