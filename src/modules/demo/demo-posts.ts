import { createPost } from "@/modules/posts/posts.service";
import { createPostBody } from "@/modules/posts/posts.validation";

/**
 * The demo's blog: the three articles its home page's "From the blog" slider shows, written out
 * as posts (through the post editor's endpoint body), so that /blog, the hero's Explore pill and
 * the menu's Blog link lead somewhere real. Posts have no translations: their text is English.
 */
const html = (...blocks: string[]) => blocks.join("\n");

const demoPosts = [
  {
    title: "Blue Card or skilled-worker visa: which fits you?",
    slug: "blue-card-or-skilled-worker-visa",
    description: "Salary thresholds, processing times and the path to permanent residence, compared side by side.",
    created_on: "2026-10-14T09:00:00Z",
    author_name: "Elena Novak",
    main_photo: "/demo/article-bluecard.svg",
    content: html(
      "<p>Both routes let you work in Germany with a job offer in hand, and both can lead to permanent residence. Which one suits you depends mostly on your salary, your degree and how soon you want to settle.</p>",
      "<h2>Who qualifies</h2>",
      "<p>The EU Blue Card asks for a recognised university degree and a salary above the yearly threshold (lower for shortage occupations and recent graduates). The skilled-worker visa also accepts vocational qualifications, with no salary floor beyond the local going rate.</p>",
      "<h2>Processing times</h2>",
      "<p>With a complete file, both are usually decided within four to eight weeks. The fast-track procedure, which your employer can request, shortens this to about three weeks.</p>",
      "<h2>The road to permanent residence</h2>",
      "<ul><li>Blue Card: after 27 months, or 21 months with German at level B1.</li><li>Skilled-worker visa: after three years of work and contributions.</li></ul>",
      "<h2>Our advice</h2>",
      "<p>If your salary clears the threshold, the Blue Card is almost always the better choice. If it does not, the skilled-worker visa is a sound route, and you can switch later when your salary grows.</p>",
    ),
  },
  {
    title: "Moving abroad with pets: a checklist",
    slug: "moving-abroad-with-pets",
    description: "Microchips, rabies tests and airline rules, in the order you need to deal with them.",
    created_on: "2026-09-22T09:00:00Z",
    author_name: "Daniel Mensah",
    main_photo: "/demo/article-pets.svg",
    content: html(
      "<p>Most countries welcome cats and dogs, but the paperwork has to be done in the right order, and some steps take months. Start as soon as you know your moving date.</p>",
      "<h2>Four months before</h2>",
      "<ul><li>Have your pet microchipped (ISO 11784/11785), before any vaccination.</li><li>Vaccinate against rabies, then wait at least 21 days.</li><li>For some destinations, book a rabies antibody test: the result takes weeks and the wait after it can be three months.</li></ul>",
      "<h2>One month before</h2>",
      "<ul><li>Choose an airline that carries pets on your route and book their place.</li><li>Buy a travel crate of the size the airline asks for, and let your pet get used to it.</li></ul>",
      "<h2>Ten days before</h2>",
      "<p>Visit an official veterinarian for the health certificate. Keep it with your passport: you will show it at the border.</p>",
    ),
  },
  {
    title: "Opening a bank account before you arrive",
    slug: "opening-a-bank-account-before-you-arrive",
    description: "Which banks accept non-residents, what to bring, and how to get through the first month without a local card.",
    created_on: "2026-08-30T09:00:00Z",
    author_name: "Elena Novak",
    main_photo: "/demo/article-banking.svg",
    content: html(
      "<p>Your landlord wants a deposit, your employer a bank account for your salary, and many banks want a registered address first. Here is how to break the circle.</p>",
      "<h2>Banks that accept non-residents</h2>",
      "<p>Several online banks open accounts for people who are about to move, with a passport and a video call. Traditional banks usually ask for your registration certificate, which you only get after you arrive.</p>",
      "<h2>What to bring</h2>",
      "<ul><li>Your passport and visa or residence permit</li><li>Your employment contract or admission letter</li><li>Your tax identification number, once you have it</li></ul>",
      "<h2>The first month</h2>",
      "<p>Until your card arrives, a multi-currency account from home covers rent and groceries. Ask your advisor for the list of banks our clients use.</p>",
    ),
  },
];

/** Publishes the demo's blog posts; run once, with the rest of the demo content. */
export async function seedDemoPosts(organizationId: string): Promise<void> {
  for (const { main_photo, ...post } of demoPosts) {
    await createPost(organizationId, createPostBody.parse({ ...post, content_type: "html", media_config: { main_photo } }));
  }
}
