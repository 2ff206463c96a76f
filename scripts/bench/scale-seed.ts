/**
 * The rows npm run bench:scale adds to the demo organization, as SQL: a few statements of
 * `INSERT … SELECT … FROM generate_series`, so that 10,000 posts take seconds. The rows are what the
 * API's createPost and createPage write (posts.service.ts): published, the columns the editor sets,
 * slugs made from the title (with the row's number, so they are unique), posts at order 0 and pages
 * after every other post. The search vectors are generated columns (drizzle/0005_post_search.sql):
 * PostgreSQL fills them. Titles, descriptions and bodies are assembled from a few lists of phrases,
 * varied by the row's number, so that the words are an immigration adviser's and their frequencies
 * uneven.
 */
export interface SiteSize {
  posts: number;
  pages: number;
}

/** Help articles and documentation chapters added to every site: a few, as a real site has. */
const helpArticles = 5;
const chapters = 5;

/** A SQL array literal of text values. */
const textArray = (values: string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;
/** The element of a text array picked by a number (1-based arrays in SQL). */
const pick = (values: string[], by: string) => `(${textArray(values)})[1 + (${by}) % ${values.length}]`;

const topics = [
  "Work visas", "The EU Blue Card", "Family reunification", "Student visas", "Permanent residence", "Citizenship by naturalisation",
  "Digital nomad visas", "Intra-company transfers", "Job seeker visas", "Freelance permits", "Golden visas", "Au pair visas", "Health insurance for newcomers",
];
const angles = [
  "a checklist", "what changed this year", "common mistakes", "how long it really takes", "the documents you need", "questions our clients ask",
  "costs, fee by fee", "a step-by-step guide", "what to do when you are refused", "for families",
];
const countries = ["Germany", "Spain", "Portugal", "the Netherlands", "Ireland", "Canada", "Austria", "France", "Italy", "Sweden", "Denmark"];
const authors = ["Elena Novak", "Daniel Mensah", "Priya Raman", "Tomás Ferreira", "Ingrid Solberg"];
const photos = ["/demo/article-bluecard.svg", "/demo/article-pets.svg", "/demo/article-banking.svg"];
const openings = [
  "Most people who write to us have a job offer or a place at a university, and one question: which papers, in which order, and how long will it all take.",
  "The rules changed again this spring, and the official pages have not all caught up. Here is what applies today, checked against the authorities' own guidance.",
  "A residence permit is rarely refused for a big reason. It is refused because a translation was missing a stamp, or a bank statement was a week too old.",
  "Whether you move alone or with your family, the first visa decides much of what follows: how soon you can change employer, and when you can settle for good.",
];
const middles = [
  "Start with the consulate's appointment calendar: in busy months the first free slot can be eight weeks away, and nothing else can move until you have it.",
  "Keep originals and certified copies apart. The authorities keep copies and return originals, but only if you bring both on the day.",
  "Your employer can request the fast-track procedure, which shortens a decision to about three weeks. Ask them early: it needs a signed agreement first.",
  "Health insurance must cover you from the day you arrive. A travel policy is accepted for the visa, but not for the residence permit that follows it.",
  "Salary thresholds are set every January. If your offer is close to the line, ask for the contract to state the yearly gross amount in full.",
];
const closings = [
  "If any of this applies to you, book a free first call: thirty minutes is usually enough to tell which route is open and what it will cost.",
  "Our advisers check every file before it is filed, and a licensed lawyer in the destination country reviews each application.",
  "Bookmark this page: we update it whenever the rules or the fees change, with the date of the change at the top.",
];
const pageSubjects = ["Our office in", "Relocation services in", "Visa support in", "Moving your team to", "Studying in", "Retiring in", "Family moves to", "Company setup in"];

/** The post's body as the editor stores it (sanitized HTML, one block a line): a few paragraphs, headings and a list. */
function bodySql(number: string, topic: string, country: string): string {
  return `concat_ws(E'\\n',
    '<p>' || ${pick(openings, number)} || '</p>',
    '<h2>' || ${topic} || ' in ' || ${country} || '</h2>',
    '<p>' || ${pick(middles, number)} || ' ' || ${pick(middles, `${number} + 2`)} || '</p>',
    '<ul><li>A valid passport, with two free pages</li><li>Your visa application form, signed</li><li>Proof of income or of your job offer</li><li>Health insurance from the day you arrive</li></ul>',
    '<h2>What we recommend</h2>',
    '<p>' || ${pick(middles, `${number} + 4`)} || '</p>',
    '<p>' || ${pick(closings, number)} || '</p>')`;
}

/** Blog posts: newest first a few hours apart, authors, photos, and the topic's words in title and body. */
function blogPostsSql(count: number): string {
  const topic = pick(topics, "g");
  const country = pick(countries, "g / 7");
  const title = `${topic} || ' in ' || ${country} || ': ' || ${pick(angles, "g / 13")}`;
  return `
insert into posts (organization_id, title, slug, description, metadescription_for_page, content, content_type, author_name, main_photo, created_on, "order", display_this_post, display_as_blog_post)
select demo.id, post.title, slugs.slug || '-' || g, post.description, post.description, ${bodySql("g", topic, country)}, 'html',
  ${pick(authors, "g")}, ${pick(photos, "g")}, timestamptz '2026-11-01 09:00Z' - g * interval '7 hours', 0, true, true
from demo, generate_series(1, ${count}) as g,
  lateral (select ${title} as title,
    'What ' || lower(${topic}) || ' in ' || ${country} || ' ask of you, how long they take and what they cost, explained by our advisers.' as description) as post,
  lateral (select trim(both '-' from regexp_replace(lower(post.title), '[^a-z0-9]+', '-', 'g')) as slug) as slugs;`;
}

/** Pages as Create Page and the page editor leave them: not blog posts, shown, after every other post in order. */
function pagesSql(count: number): string {
  const subject = pick(pageSubjects, "g");
  const country = pick(countries, "g / 8");
  return `
insert into posts (organization_id, title, slug, description, metadescription_for_page, content, content_type, "order", display_this_post, display_as_blog_post)
select demo.id, page.title, slugs.slug || '-' || g, page.description, page.description, ${bodySql("g", subject, country)}, 'html',
  (select coalesce(max("order"), 0) from posts where organization_id = demo.id) + g, true, false
from demo, generate_series(1, ${count}) as g,
  lateral (select ${subject} || ' ' || ${country} as title,
    'How we help you settle in ' || ${country} || ': visas, registration, housing and schools, with one adviser from start to finish.' as description) as page,
  lateral (select trim(both '-' from regexp_replace(lower(page.title), '[^a-z0-9]+', '-', 'g')) as slug) as slugs;`;
}

/** A few help articles and one documentation set with its chapters, as the demo has. */
function helpAndDocsSql(): string {
  return `
insert into posts (organization_id, title, slug, description, content, content_type, help_center_order, display_this_post, display_as_blog_post, is_help_center)
select demo.id, 'Scale bench help article ' || g, 'scale-bench-help-article-' || g, 'A help article about ' || lower(${pick(topics, "g")}) || '.',
  ${bodySql("g", pick(topics, "g"), pick(countries, "g"))}, 'html', 100 + g * 10, true, false, true
from demo, generate_series(1, ${helpArticles}) as g;

insert into document_sets (organization_id, slug, title) select demo.id, 'scale-bench-handbook', 'Scale bench handbook' from demo;

insert into posts (organization_id, title, slug, description, content, content_type, doc_set, doc_set_title, doc_set_order, display_this_post, display_as_blog_post)
select demo.id, 'Chapter ' || g || ': ' || ${pick(topics, "g")}, 'scale-bench-chapter-' || g, 'The handbook''s chapter on ' || lower(${pick(topics, "g")}) || '.',
  ${bodySql("g", pick(topics, "g"), pick(countries, "g"))}, 'html', 'scale-bench-handbook', 'Scale bench handbook', g * 10, true, false
from demo, generate_series(1, ${chapters}) as g;`;
}

/**
 * A media library that grows with the site: one image for every five posts, each with its six
 * resized copies as uploads leave them (rows only: no page shows them, so no file is needed). A
 * page must read the images it shows, not the library.
 */
function mediaSql(count: number): string {
  const variants = `(select jsonb_agg(jsonb_build_object('key', demo.id || '/' || file.name || '-' || w || '.' || t, 'width', w, 'height', w * 2 / 3, 'size', w * 40, 'content_type', 'image/' || t))
      from unnest(array[480, 960, 1600]) as w, unnest(array['avif', 'webp']) as t)`;
  return `
insert into media_files (organization_id, kind, filename, content_type, size, storage_key, alt, width, height, variants)
select demo.id, 'image', 'photo-' || g || '.jpg', 'image/jpeg', 250000, demo.id || '/' || file.name || '.jpg', 'Photo ' || g, 2400, 1600, ${variants}
from demo, generate_series(1, ${count}) as g, lateral (select md5('scale-bench-photo-' || g)::uuid::text as name) as file;`;
}

/** The whole seed, one transaction; `demo` is the organization the server created on its first start. */
export function seedSql(size: SiteSize): string {
  return `
begin;
create temporary view demo as select id from organizations where slug = 'demo';
${blogPostsSql(size.posts)}
${pagesSql(size.pages)}
${helpAndDocsSql()}
${mediaSql(Math.ceil(size.posts / 5))}
commit;
-- Fresh statistics and visibility map, as autovacuum keeps them on a site that grew over months
-- (index-only scans, which counts and deep pages rely on, need the latter).
vacuum (analyze) posts;
vacuum (analyze) media_files;
-- The seed's writes flushed now rather than by a checkpoint spread over the first measured minutes.
checkpoint;`;
}
