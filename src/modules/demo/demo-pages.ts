import { homePage } from "@/lib/url-page";
import { savePageLayout } from "@/modules/layout/layout.service";
import { saveLayoutBody } from "@/modules/layout/layout.validation";
import { createPage, updatePost } from "@/modules/posts/posts.service";
import { createPageBody, updatePostBody } from "@/modules/posts/posts.validation";
import { attachMetric, createSection, listPageSections } from "@/modules/sections/sections.service";
import { createSectionBody } from "@/modules/sections/sections.validation";

/**
 * The demo's pages: one for each link of its menu, so no menu link answers 404. Each is made as
 * an admin would, through Create Page and then the page editor's content (pages have no
 * translations: their text is English only). The title and description show as the page's banner
 * (none of these pages has a hero) and the description is also the meta description; the content's
 * h2 and h3 headings make the "On this page" table of contents.
 *
 * /blog has no page: "blog" is a reserved slug, kept for the site's own blog route.
 */

interface DemoPage {
  slug: string;
  title: string;
  /** The banner's text and the meta description: at most 160 characters. */
  description: string;
  content: string;
}

/** Page content as the editor stores it: one line of HTML per block. */
const html = (...blocks: string[]) => blocks.join("\n");
const list = (items: string[], ordered = false) => {
  const tag = ordered ? "ol" : "ul";
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join("")}</${tag}>`;
};

const servicesPage: DemoPage = {
  slug: "services",
  title: "Our services",
  description: "Visas, residence permits and relocation for professionals, families, students and companies, with one advisor from the first call to your first day.",
  content: html(
    "<h2>What every service includes</h2>",
    "<p>Whichever service you choose, you work with one named advisor who knows your case from the first question to the day your residence card arrives. Behind them, a licensed immigration lawyer in the destination country reviews every application before it is filed.</p>",
    list([
      "An eligibility check before you pay for any application",
      "A personal document list, with certified translations arranged for you",
      "A shared checklist with every deadline, appointment and owner",
      "Review of each form by a lawyer licensed in the destination country",
      "Reminders for renewals, so your permit never lapses by accident",
    ]),
    "<h2>How a move with us works</h2>",
    list(
      [
        "<strong>Free first call.</strong> Thirty minutes to understand your plans, your family and your timeline.",
        "<strong>Eligibility check.</strong> We tell you which routes are open to you, how long each takes and what each costs.",
        "<strong>Preparation.</strong> We collect, translate and check your documents, and fill in every form.",
        "<strong>Filing and follow-up.</strong> We book your appointments, file the application and answer the authorities' questions.",
        "<strong>Arrival.</strong> Registration, tax number, bank account and health insurance, sorted in your first weeks.",
      ],
      true,
    ),
    "<h2>Fees you know up front</h2>",
    '<p>Every service has a fixed fee, agreed in writing before we start. Government fees, translations and courier costs are passed on at cost, with receipts. Our plans start at $490 for one person, and every plan can be paid in three monthly instalments. See our <a href="/contact">contact page</a> to book your first call.</p>',
    "<h2>Not sure which service you need?</h2>",
    "<p>Most moves combine several of them: a work visa for you, family reunification for your partner and children, and sometimes a student visa for an older child. Tell us about your situation and we will put together one plan that covers everyone.</p>",
  ),
};

const servicePages: DemoPage[] = [
  {
    slug: "work-visas",
    title: "Work visas",
    description: "Skilled-worker visas, EU Blue Cards and intra-company transfers, prepared, checked by a lawyer and filed for you in more than 30 countries.",
    content: html(
      "<h2>Who this service is for</h2>",
      "<p>You have a job offer abroad, or you are about to start looking for one, and you want to know which visa gets you there fastest. We advise engineers, nurses, researchers, chefs, lawyers and managers, from first jobs to senior hires.</p>",
      "<h2>The visas we handle</h2>",
      "<h3>EU Blue Card</h3>",
      "<p>For university graduates with a job offer above the salary threshold of an EU country. It leads to permanent residence in as little as 21 months in Germany, and lets your family join you straight away.</p>",
      "<h3>Skilled-worker visas</h3>",
      "<p>For qualified professionals, with or without a degree, whose training is recognised in the destination country. We handle the recognition of your qualifications as part of the application.</p>",
      "<h3>Intra-company transfers</h3>",
      "<p>For employees moving to a branch of the same company abroad. We coordinate with your HR team so the transfer date and the visa date line up.</p>",
      "<h2>What you will need</h2>",
      list([
        "A passport valid for at least six more months",
        "Your signed employment contract or job offer",
        "Your degree or vocational certificates, with their recognition if required",
        "A CV and proof of your work experience",
        "Proof of health insurance from your first day of work",
      ]),
      "<h2>How long it takes</h2>",
      "<p>Usually four to twelve weeks from a complete application, depending on the country and the consulate. Some countries offer a fast-track procedure for employers: we tell you whether yours qualifies and file it with them.</p>",
      "<h2>What it costs</h2>",
      "<p>Our fee is fixed: $490 for one person on the Starter plan, or $1,290 for up to five people on the Family plan. Consular fees, usually between $80 and $150, are paid directly to the authorities.</p>",
    ),
  },
  {
    slug: "family-reunification",
    title: "Family reunification",
    description: "Bring your partner and children with you: applications for the whole family, school places and health insurance sorted before you land.",
    content: html(
      "<h2>Moving together, or joining later</h2>",
      "<p>In most countries your partner and children can apply at the same time as you, or join you once you have settled. We prepare every family member's application together, so no one waits for a missing document.</p>",
      "<h2>Who can join you</h2>",
      list([
        "Your spouse or registered partner",
        "Your children under 18, and in some countries older children still in education",
        "In some cases, parents who depend on you for their care",
      ]),
      "<h2>Documents for the family</h2>",
      "<h3>Proof of your relationship</h3>",
      "<p>Marriage and birth certificates, legalised or with an apostille, and certified translations. We check each country's rules on which documents need which stamp.</p>",
      "<h3>Proof of housing and income</h3>",
      "<p>Many countries ask for a home of a certain size and an income that supports the whole family. We tell you the exact figures for your destination before you sign a lease.</p>",
      "<h3>Language certificates</h3>",
      "<p>Some countries ask partners for a basic language certificate. We tell you whether an exemption applies, for example for Blue Card holders in Germany.</p>",
      "<h2>Schools and childcare</h2>",
      "<p>On the Family plan we look for school and nursery places while the visas are being processed, and help you enrol your children so they can start soon after you arrive.</p>",
      "<h2>Health insurance</h2>",
      "<p>Every family member needs cover from the day they arrive. We compare public and private options for your situation and make sure the policy meets the visa's requirements.</p>",
    ),
  },
  {
    slug: "student-visas",
    title: "Student visas",
    description: "Admission letters, proof of funds and blocked accounts, checked against each consulate's latest rules, so you start your course on time.",
    content: html(
      "<h2>Study abroad without missing a semester</h2>",
      "<p>Consulates get busiest in the months before the autumn semester. We help you plan your application as soon as you have an admission letter, so your visa is ready before your course begins.</p>",
      "<h2>Before you apply</h2>",
      "<h3>Admission or conditional admission</h3>",
      "<p>A letter of admission from a recognised university, or a conditional admission with a preparatory language course. We check that the letter meets the consulate's wording requirements.</p>",
      "<h3>Proof of funds</h3>",
      "<p>Most countries ask you to show you can pay for a year of living costs. In Germany this usually means a blocked account; elsewhere a scholarship letter or a sponsor's declaration can be enough.</p>",
      "<h2>Your document checklist</h2>",
      list([
        "A passport valid for the whole first year of study",
        "Your admission letter and proof of your previous degrees",
        "Proof of funds: blocked account, scholarship or sponsorship",
        "Proof of language skills for the language you will study in",
        "Student health insurance valid from your arrival",
      ]),
      "<h2>Working while you study</h2>",
      "<p>Most student visas let you work part-time, often up to 20 hours a week during the semester. We explain the limits of your visa so a student job never puts your residence at risk.</p>",
      "<h2>After graduation</h2>",
      "<p>Many countries let graduates stay to look for a job for up to 18 months. When the time comes, we help you switch to a work visa or an EU Blue Card.</p>",
    ),
  },
  {
    slug: "corporate-relocation",
    title: "Corporate relocation",
    description: "One portal for HR: every employee's visa status, deadlines and costs, in every country you hire in, with a named advisor for your company.",
    content: html(
      "<h2>Built for HR teams</h2>",
      "<p>Hiring abroad means visas, permits, registrations and renewals for every employee, in every country, each with its own deadlines. We take that work off your HR team and give you one place to follow it.</p>",
      "<h2>What the service includes</h2>",
      list([
        "An HR portal with every employee's status, documents and next deadline",
        "A named advisor for your company, and a backup who knows your cases",
        "Monthly reporting on costs, processing times and upcoming renewals",
        "Fast-track procedures with the authorities wherever they are available",
        "Relocation support for employees' families, from schools to housing",
      ]),
      "<h2>How we work with you</h2>",
      "<h3>Onboarding</h3>",
      "<p>We start with a call with your HR and legal teams to map the countries you hire in, your usual roles and your timelines, and agree on how you want to be kept informed.</p>",
      "<h3>Each new hire</h3>",
      "<p>You add the employee in the portal; we contact them within one working day, check their eligibility and give both of you a dated plan.</p>",
      "<h3>Compliance</h3>",
      "<p>We track permit expiry dates, reporting duties and changes in the law, and warn you well before anything needs to be renewed.</p>",
      "<h2>Pricing for companies</h2>",
      "<p>The Corporate plan starts at $3,900 for teams of ten or more, with a fixed fee per employee agreed in advance. Contact us for a quote based on your hiring plans.</p>",
    ),
  },
];

const companyPages: DemoPage[] = [
  {
    slug: "about",
    title: "About us",
    description: "Atrium Demo is an immigration and relocation advisory founded in 2012, helping people and companies move to more than 30 countries.",
    content: html(
      "<h2>Our story</h2>",
      "<p>Atrium Demo was founded in 2012 by two advisors who had both moved countries themselves and knew how lonely the paperwork could be. What began as a small office helping friends of friends has grown into a team of advisors and lawyers who have guided more than 4,000 moves.</p>",
      "<h2>What we believe</h2>",
      list([
        "<strong>One person, start to finish.</strong> The advisor who checks your eligibility is the one who welcomes you on arrival.",
        "<strong>Honest advice.</strong> If a route will not work for you, we say so before you pay for it.",
        "<strong>No surprises.</strong> Fixed fees, agreed in writing, and government costs passed on at cost.",
      ]),
      "<h2>Licensed and accountable</h2>",
      "<p>Every application we prepare is reviewed by an immigration lawyer licensed in the destination country. We are insured for professional liability, and we refund our fee if we advised you to apply and your application was refused.</p>",
      "<h2>Atrium Demo in numbers</h2>",
      list(["More than 4,000 moves since 2012", "More than 30 destination countries", "Twelve languages spoken in the team", "A rating of 4.9 out of 5 from our clients"]),
    ),
  },
  {
    slug: "our-team",
    title: "Our team",
    description: "Twelve languages, thirty countries, one team: meet the advisors and lawyers who plan your move with you.",
    content: html(
      "<h2>Leadership</h2>",
      "<h3>Elena Novak, co-founder and managing director</h3>",
      "<p>Elena moved from Prague to Berlin as a student and has advised on work and family visas for more than fifteen years. She leads our advisors and still takes on a few cases every month.</p>",
      "<h3>Daniel Mensah, co-founder and head of legal</h3>",
      "<p>Daniel is a licensed immigration lawyer who has worked in Accra, London and Berlin. He oversees the lawyers who review every application we file.</p>",
      "<h2>Our advisors</h2>",
      "<p>Each client has one named advisor. Our advisors specialise by destination, so yours knows the consulates, the local authorities and the usual waiting times first-hand.</p>",
      list([
        "Work visas and the EU Blue Card",
        "Family reunification and schooling",
        "Student visas and graduate job-seeker permits",
        "Corporate relocation and compliance",
      ]),
      "<h2>Languages we speak</h2>",
      "<p>English, Spanish, German, French, Portuguese, Italian, Polish, Czech, Turkish, Arabic, Hindi and Japanese. Ask for an advisor who speaks your language when you book your first call.</p>",
      "<h2>Join us</h2>",
      '<p>We are always glad to hear from advisors and lawyers who have lived abroad themselves. Write to us through the <a href="/contact">contact page</a> with a few words about yourself.</p>',
    ),
  },
  {
    slug: "contact",
    title: "Contact us",
    description: "Book a free first call, visit our office or write to us: office hours, address, phone and e-mail of Atrium Demo.",
    content: html(
      "<h2>Office hours</h2>",
      list(["Monday to Thursday: 9:00 to 18:00", "Friday: 9:00 to 16:00", "Saturday and Sunday: closed", "All times are Central European Time"]),
      "<p>Calls outside office hours can be booked for clients in other time zones.</p>",
      "<h2>Visit us</h2>",
      "<p>Atrium Demo GmbH<br>Musterstraße 12, 3rd floor<br>10115 Berlin<br>Germany</p>",
      "<p>Our office is a five-minute walk from the nearest underground station. Please book a visit in advance so your advisor can be there to meet you.</p>",
      "<h2>Phone and e-mail</h2>",
      list([
        "Phone: +49 30 1234 5678",
        'E-mail: <a href="mailto:hello@demo.example">hello@demo.example</a>',
        'Companies: <a href="mailto:corporate@demo.example">corporate@demo.example</a>',
      ]),
      "<p>We answer every e-mail within one working day.</p>",
      "<h2>Before your first call</h2>",
      "<p>You do not need to prepare anything, but it helps to have these at hand:</p>",
      list(["The country you want to move to, and when", "Your passport and your current residence status", "Your job offer or admission letter, if you have one", "Who will move with you"]),
    ),
  },
];

/** Menu order: services first, then the company's pages. */
export const demoPages: readonly DemoPage[] = [servicesPage, ...servicePages, ...companyPages];

/**
 * The legal pages the cookie notice and the privacy dialog link to. They are not in the menu; the
 * footer's Privacy Settings button and the notice lead to them. /cookie-policy shows the cookie
 * declaration (the categories and services of the privacy dialog) below this text.
 */
const legalPages: readonly DemoPage[] = [
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description: "What personal data Atrium Demo collects when you use this site or become a client, why, for how long, and the rights you have over it.",
    content: html(
      "<h2>Who is responsible</h2>",
      "<p>Atrium Demo GmbH, Musterstraße 12, 10115 Berlin, Germany, is responsible for the personal data described here. Our data protection officer answers at <a href=\"mailto:privacy@demo.example\">privacy@demo.example</a>.</p>",
      "<h2>What we collect</h2>",
      list([
        "<strong>When you contact us:</strong> your name, e-mail address, phone number and what you tell us about your plans.",
        "<strong>When you become a client:</strong> the documents your application needs, such as your passport, certificates and employment contract.",
        "<strong>When you use this site:</strong> the pages you ask for and your browser's address, kept in our server logs for 14 days for security.",
      ]),
      "<h2>Why, and on what legal basis</h2>",
      "<p>We use your data to answer you and to prepare your application (the contract with you, Art. 6(1)(b) GDPR), to meet our legal duties such as keeping records (Art. 6(1)(c)), and, only with your consent, for statistics and embedded videos (Art. 6(1)(a)). The <a href=\"/cookie-policy\">Cookie Policy</a> lists those services.</p>",
      "<h2>Who receives it</h2>",
      "<p>The authorities and lawyers involved in your application, and the companies that host this site and our e-mail, bound by data processing agreements. We never sell personal data.</p>",
      "<h2>How long we keep it</h2>",
      "<p>Client files for six years after the end of your case, as the law requires; enquiries that did not lead to a case for one year.</p>",
      "<h2>Your rights</h2>",
      "<p>You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use, take it elsewhere, and withdraw a consent at any time. You may also complain to a data protection authority.</p>",
    ),
  },
  {
    slug: "cookie-policy",
    title: "Cookie Policy",
    description: "Which cookies and services this site uses, what each one does, and how to change your choice at any time.",
    content: html(
      "<p>This site uses essential cookies to keep you signed in, protect its forms and remember your cookie choices. Everything else, statistics and embedded videos, runs only after you allow it, and you can change your mind at any time with the Privacy Settings button below or in the footer.</p>",
      "<p>The list below is the same list the privacy settings offer: every category and service, what it is for and the domains it loads from.</p>",
    ),
  },
];

async function seedPage(organizationId: string, page: DemoPage) {
  await createPage(organizationId, createPageBody.parse({ title: page.title, slug: page.slug, description: page.description }));
  await updatePost(organizationId, page.slug, updatePostBody.parse({ content: page.content, content_type: "html" }));
}

/**
 * /services shows the service cards of the home page's general section above its text. A template
 * section belongs to one page (url_page), so /services gets a section of its own, with the home
 * section's titles and style, laid out as a grid; the cards are the same metrics, shared through
 * the metric library, so editing a service card changes it on both pages.
 */
async function seedServicesSection(organizationId: string) {
  const home = (await listPageSections(organizationId, homePage)).find((section) => section.section_type === "general");
  if (!home) throw new Error("The demo's home page has no general section to show on /services");
  const urlPage = `/${servicesPage.slug}`;
  const section = await createSection(
    organizationId,
    createSectionBody.parse({
      url_page: urlPage,
      section_type: "general",
      section_title: home.section_title,
      section_title_translation: home.section_title_translation,
      section_description: home.section_description,
      section_description_translation: home.section_description_translation,
      background_color: home.background_color,
      text_style_variant: home.text_style_variant,
      image_metrics_height: home.image_metrics_height,
      is_section_title_aligned_center: home.is_section_title_aligned_center,
      grid_columns: 2,
      is_slider: false,
    }),
  );
  for (const metric of home.website_metric) await attachMetric(organizationId, section.id, metric.id);
  await savePageLayout(organizationId, saveLayoutBody.parse({ url_page: urlPage, sections: [{ type: "template_section", id: section.id }] }));
}

/** Makes the demo's pages; run once, with the rest of the demo content, when the demo organization is made. */
export async function seedDemoPages(organizationId: string): Promise<void> {
  for (const page of [...demoPages, ...legalPages]) await seedPage(organizationId, page);
  await seedServicesSection(organizationId);
}
