/**
 * The AI assistant's retrieval test set (issue 15): questions a visitor could ask about the demo's
 * help articles, documentation and FAQs (src/modules/demo), each with the places whose citation
 * answers it (a page and heading, or an FAQ by its question), and questions the demo cannot answer,
 * which should get the hand-off instead. Written by hand from the content, not from the assistant's
 * answers. Used by `npm run eval:assistant` and by the assistant's tests.
 */
export interface EvalQuestion {
  question: string;
  /** Accepted citations: a URL (path and anchor) or `faq:` and the FAQ's question; empty: no answer expected. */
  accept: string[];
}

const help = (slug: string, anchor?: string) => `/help-center/${slug}${anchor ? `#${anchor}` : ""}`;
const guide = (slug: string, anchor?: string) => `/docs/client-portal-guide/${slug}${anchor ? `#${anchor}` : ""}`;
const faq = (question: string) => `faq:${question}`;

export const answerable: EvalQuestion[] = [
  { question: "Do I need to translate my birth certificate?", accept: [help("documents-needing-translation", "always-translated")] },
  { question: "Does my police clearance certificate need a translation?", accept: [help("documents-needing-translation", "always-translated")] },
  { question: "Do university degrees need translating?", accept: [help("documents-needing-translation", "always-translated")] },
  { question: "Do passports need a certified translation?", accept: [help("documents-needing-translation", "usually-not")] },
  { question: "Is a translation needed for the EU multilingual forms?", accept: [help("documents-needing-translation", "usually-not")] },
  { question: "Who has to translate my documents for the authorities?", accept: [help("documents-needing-translation")] },
  { question: "How many days does a certified translation take?", accept: [help("translation-times")] },
  { question: "Can I get my translation faster?", accept: [help("translation-times", "getting-it-faster")] },
  { question: "Is there an express translation service?", accept: [help("translation-times", "getting-it-faster")] },
  { question: "Should I scan the back of stamped pages?", accept: [help("translation-times", "getting-it-faster"), guide("uploading-your-documents", "good-scans")] },
  { question: "How soon must I register my address after moving in?", accept: [help("registering-your-address")] },
  { question: "Why do I need the address registration certificate?", accept: [help("registering-your-address")] },
  { question: "What should I bring to register my address?", accept: [help("registering-your-address", "what-to-bring")] },
  { question: "Do I need my rental contract for the address registration?", accept: [help("registering-your-address", "what-to-bring")] },
  { question: "How do I book an appointment to register my address?", accept: [help("registering-your-address", "booking-an-appointment")] },
  { question: "How do I create my client portal account?", accept: [guide("creating-your-account")] },
  { question: "How long should my password be?", accept: [guide("creating-your-account", "choosing-a-password")] },
  { question: "My confirmation link expired, what do I do?", accept: [guide("creating-your-account", "confirming-your-address")] },
  { question: "How long is the confirmation link valid?", accept: [guide("creating-your-account", "confirming-your-address")] },
  { question: "Which file formats can I upload?", accept: [guide("uploading-your-documents")] },
  { question: "What is the largest file I can upload?", accept: [guide("uploading-your-documents")] },
  { question: "How do I make a good scan of a document?", accept: [guide("uploading-your-documents", "good-scans"), help("translation-times", "getting-it-faster")] },
  { question: "How can I check that my upload arrived?", accept: [guide("uploading-your-documents", "checking-what-arrived")] },
  { question: "Where can I see the steps of my application?", accept: [guide("following-your-case")] },
  { question: "Will you write to me when a step is done?", accept: [guide("following-your-case", "notifications")] },
  { question: "How do I book a call with my advisor?", accept: [guide("following-your-case", "meetings")] },
  { question: "How long does a work visa take?", accept: [faq("How long does a work visa take?")] },
  { question: "Can my partner and children come with me?", accept: [faq("Can my family come with me?")] },
  { question: "Do you guarantee that my visa is approved?", accept: [faq("Do you guarantee approval?")] },
  { question: "Do you refund your fee if I am refused?", accept: [faq("Do you guarantee approval?")] },
  { question: "Do you cover Portugal?", accept: [faq("Which countries do you cover?")] },
  { question: "Can I pay in monthly instalments?", accept: [faq("Can I pay in instalments?")] },
];

export const unanswerable: EvalQuestion[] = [
  { question: "What are your office opening hours?", accept: [] },
  { question: "Do you prepare tax returns?", accept: [] },
  { question: "Can I bring my dog to the consultation?", accept: [] },
  { question: "What is the weather like in Lisbon?", accept: [] },
  { question: "How do I reset my router?", accept: [] },
  { question: "Do you sell health insurance?", accept: [] },
];

/** The citation of a reply as the test set names it. */
export const citationKey = (citation: { url: string | null; title: string; source: string }) => citation.url ?? `faq:${citation.title}`;
