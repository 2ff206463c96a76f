import { createPost } from "@/modules/posts/posts.service";
import { createPostBody } from "@/modules/posts/posts.validation";

/**
 * The demo's help center and one documentation set, so that /help-center and /docs show what a
 * site owner gets (through the post editor's endpoint body, as the blog's posts are). English only.
 */
const html = (...blocks: string[]) => blocks.join("\n");
const helpOnly = { display_as_blog_post: false, is_help_center: true };

const helpArticles = [
  {
    title: "Which documents need a certified translation?",
    slug: "documents-needing-translation",
    description: "Birth and marriage certificates, degrees and police records: what the authorities ask for, and in which form.",
    subsection: "Documents and translations",
    help_center_order: 10,
    content: html(
      "<p>Authorities accept documents in their own language only. Anything else needs a translation by a sworn translator, attached to a copy of the original.</p>",
      "<h2>Always translated</h2>",
      "<ul><li>Birth and marriage certificates</li><li>University degrees and transcripts</li><li>Police clearance certificates</li></ul>",
      "<h2>Usually not</h2>",
      "<p>Passports, and documents already issued in several languages (such as the EU's multilingual forms), need no translation.</p>",
    ),
  },
  {
    title: "How long does a certified translation take?",
    slug: "translation-times",
    description: "Three to five working days for most documents; what makes it faster or slower.",
    subsection: "Documents and translations",
    help_center_order: 20,
    content: html(
      "<p>Our partner translators deliver most documents within three to five working days. Long transcripts take a little longer.</p>",
      "<h2>Getting it faster</h2>",
      "<p>Send clear scans of every page, including the back of stamped pages. An express service (48 hours) is available for a surcharge.</p>",
    ),
  },
  {
    title: "Registering your address after you arrive",
    slug: "registering-your-address",
    description: "Within two weeks of moving in: where to go, what to bring and what you get.",
    subsection: "Arriving and settling in",
    help_center_order: 30,
    content: html(
      "<p>Most cities ask you to register your address within two weeks of moving in. The registration certificate opens the door to a bank account, a tax number and a phone contract.</p>",
      "<h2>What to bring</h2>",
      "<ul><li>Your passport</li><li>The landlord's confirmation of moving in</li><li>Your rental contract</li></ul>",
      "<h2>Booking an appointment</h2>",
      "<p>Appointments go quickly in large cities: book as soon as you have your move-in date. Your advisor can do it for you.</p>",
    ),
  },
];

const guide = "Client portal guide";
const guideChapters = [
  {
    title: "Creating your account",
    slug: "creating-your-account",
    description: "Sign up with the address your advisor wrote to, and confirm it.",
    content: html(
      "<p>Your advisor invites you by e-mail. Follow the link, choose a password and confirm your address.</p>",
      "<h2>Choosing a password</h2>",
      "<p>Use at least ten characters. A password manager keeps it safe.</p>",
      "<h2>Confirming your address</h2>",
      "<p>The confirmation link is valid for 24 hours; ask for a new one from the sign-in page if it expired.</p>",
    ),
  },
  {
    title: "Uploading your documents",
    slug: "uploading-your-documents",
    description: "Scans or photos, one file per document, and how to tell they arrived.",
    content: html(
      "<p>Upload each document as its own file: PDF, JPEG or PNG, up to 10 MB.</p>",
      "<h2>Good scans</h2>",
      "<p>Lay the page flat in daylight, include its edges and every stamp.</p>",
      "<h2>Checking what arrived</h2>",
      "<p>Each upload shows in your list with its date. Your advisor marks it checked once read.</p>",
    ),
  },
  {
    title: "Following your case",
    slug: "following-your-case",
    description: "Where your application stands, and what happens next.",
    content: html(
      "<p>Your case page lists each step of the application and marks the ones done.</p>",
      "<h2>Notifications</h2>",
      "<p>We write to you when a step is done or when we need something from you.</p>",
      "<h2>Meetings</h2>",
      "<p>Book a call with your advisor from the case page at any time.</p>",
    ),
  },
];

/** Publishes the demo's help articles and its documentation set; run once, with the rest of the demo content. */
export async function seedDemoHelp(organizationId: string): Promise<void> {
  for (const { subsection, help_center_order, ...article } of helpArticles) {
    await createPost(organizationId, createPostBody.parse({ ...article, content_type: "html", display_config: { ...helpOnly, help_center_order }, organization_config: { subsection } }));
  }
  for (const [index, chapter] of guideChapters.entries()) {
    const set = index === 0 ? { doc_set_title: guide } : { doc_set: "client-portal-guide" };
    await createPost(organizationId, createPostBody.parse({ ...chapter, content_type: "html", display_config: { display_as_blog_post: false }, organization_config: { ...set, doc_set_order: (index + 1) * 10 } }));
  }
}
