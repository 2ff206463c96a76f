import { describe, expect, it } from "vitest";
import { articlePassages, plainText } from "./passages";
import { rankPassages, sameWord, questionTerms } from "./ranking";

describe("articlePassages", () => {
  it("cuts an article at its headings, each passage linking to its heading's anchor", () => {
    const passages = articlePassages({
      kind: "help",
      title: "Visas & residence",
      description: "What you need.",
      path: "/help-center/visas",
      content: '<p>Intro &amp; more.</p><h2>Work visas</h2><ul><li>A contract</li><li>A passport</li></ul><h3 id="custom">Family</h3><p>Partners too.</p>',
    });
    expect(passages).toEqual([
      { source: "help", title: "Visas & residence", heading: null, url: "/help-center/visas", text: "What you need.\nIntro & more." },
      { source: "help", title: "Visas & residence", heading: "Work visas", url: "/help-center/visas#work-visas", text: "• A contract\n• A passport" },
      { source: "help", title: "Visas & residence", heading: "Family", url: "/help-center/visas#custom", text: "Partners too." },
    ]);
  });

  it("reads sanitized HTML as text: block ends are line breaks, entities decoded", () => {
    expect(plainText("<p>One<br>two</p><blockquote>&quot;three&quot;</blockquote>")).toBe('One\ntwo\n"three"');
  });
});

describe("ranking", () => {
  it("matches words that share a stem, not words that merely begin alike", () => {
    expect(sameWord("translation", "translating")).toBe(true);
    expect(sameWord("register", "registering")).toBe(true);
    expect(sameWord("approval", "approved")).toBe(true);
    expect(sameWord("card", "care")).toBe(false);
    expect(sameWord("constant", "consultation")).toBe(false);
  });

  it("keeps the words of a question that carry meaning", () => {
    expect(questionTerms("How long does a certified translation take?")).toEqual(["certified", "translation"]);
    expect(questionTerms("¿Cuánto tarda un visado de trabajo?", "es")).toEqual(["tarda", "visado", "trabajo"]);
    expect(questionTerms("Combien de temps prend l'envoi d'un document ?", "fr")).toEqual(["temps", "prend", "envoi", "document"]);
  });

  it("ranks the passage that holds the question's rarer words first, with how much of the question it covers", () => {
    const passage = (heading: string, text: string) => ({ source: "help" as const, title: "Guide", heading, url: `/guide#${heading}`, text });
    const ranked = rankPassages("Which documents need a sworn translation?", [passage("Fees", "Our fees are listed per document."), passage("Translations", "A sworn translator translates each document you need.")]);
    expect(ranked[0]!.passage.heading).toBe("Translations");
    expect(ranked[0]!.coverage).toBe(1);
    expect(ranked[1]!.coverage).toBeLessThan(0.5);
  });

  // The demo's two translation articles, as the assistant cuts them (issue 33: the exact title of
  // one was answered with the other's list, which holds the same two words).
  const demoArticles = [
    ...articlePassages({ kind: "help", title: "Which documents need a certified translation?", description: "Birth and marriage certificates, degrees and police records: what the authorities ask for, and in which form.", path: "/help-center/documents-needing-translation", content: "<p>Authorities accept documents in their own language only. Anything else needs a translation by a sworn translator, attached to a copy of the original.</p><h2>Always translated</h2><ul><li>Birth and marriage certificates</li><li>University degrees and transcripts</li><li>Police clearance certificates</li></ul><h2>Usually not</h2><p>Passports, and documents already issued in several languages (such as the EU's multilingual forms), need no translation.</p>" }),
    ...articlePassages({ kind: "help", title: "How long does a certified translation take?", description: "Three to five working days for most documents; what makes it faster or slower.", path: "/help-center/translation-times", content: "<p>Our partner translators deliver most documents within three to five working days. Long transcripts take a little longer.</p><h2>Getting it faster</h2><p>Send clear scans of every page, including the back of stamped pages. An express service (48 hours) is available for a surcharge.</p>" }),
  ];

  it("answers an article's exact title with that article's opening, not with another article holding the same words", () => {
    expect(rankPassages("How long does a certified translation take?", demoArticles)[0]!.passage.url).toBe("/help-center/translation-times");
    expect(rankPassages("Which documents need a certified translation?", demoArticles)[0]!.passage.url).toBe("/help-center/documents-needing-translation");
  });

  it("points to the section whose heading or text answers, and to the opening when only the title matches", () => {
    expect(rankPassages("Is there an express service?", demoArticles)[0]!.passage.url).toBe("/help-center/translation-times#getting-it-faster");
    expect(rankPassages("Do passports need translating?", demoArticles)[0]!.passage.url).toBe("/help-center/documents-needing-translation#usually-not");
  });

  it("ranks a words-side-by-side match above the same words apart", () => {
    const passage = (heading: string, text: string) => ({ source: "help" as const, title: "Guide", heading, url: `/guide#${heading}`, text });
    const ranked = rankPassages("Where do I find the confirmation link?", [passage("Apart", "A link to the page, and a confirmation by e-mail later on."), passage("Together", "The confirmation link is in the e-mail we sent, under the page's name.")]);
    expect(ranked.map((entry) => entry.passage.heading)).toEqual(["Together", "Apart"]);
  });

  it("counts the documentation set a chapter is read under, without citing it", () => {
    const chapter = articlePassages({ kind: "doc", title: "Creating your account", description: "Sign up and confirm.", path: "/docs/portal/creating-your-account", content: "<p>Your advisor invites you by e-mail.</p>", set_title: "Client portal guide" });
    expect(chapter[0]).toMatchObject({ title: "Creating your account", context: "Client portal guide" });
    const other = { source: "help" as const, title: "Opening a bank account", heading: null, url: "/help-center/bank", text: "Bring your passport." };
    expect(rankPassages("How do I create my client portal account?", [other, ...chapter])[0]!.passage.url).toBe("/docs/portal/creating-your-account");
  });

  it("matches a Spanish or French question with the language's inflections and without its accents", () => {
    const spanish = [
      { source: "help" as const, title: "Traducciones juradas", heading: null, url: "/help-center/traducciones", text: "Los certificados de nacimiento siempre se traducen." },
      { source: "help" as const, title: "Citas", heading: null, url: "/help-center/citas", text: "Pide cita con tu asesor." },
    ];
    expect(rankPassages("¿Hay que traducir el certificado de nacimiento?", spanish, "es")[0]).toMatchObject({ passage: { url: "/help-center/traducciones" }, coverage: 1 });
    expect(rankPassages("traduccion jurada", spanish, "es")[0]).toMatchObject({ passage: { url: "/help-center/traducciones" }, coverage: 1 });
    const french = [{ source: "help" as const, title: "Déclarer votre adresse", heading: null, url: "/help-center/adresse", text: "Les rendez-vous partent vite." }];
    expect(rankPassages("Comment déclarer mes adresses ?", french, "fr")[0]).toMatchObject({ coverage: 1 });
  });
});
