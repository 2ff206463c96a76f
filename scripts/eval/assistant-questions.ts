/**
 * The AI assistant's retrieval test set (issues 15 and 33): questions a visitor could ask about the
 * demo's help articles, documentation and FAQs (src/modules/demo), in English, Spanish and French,
 * each asked in its language, with the places whose citation answers it (a page and heading, or an
 * FAQ by its question as read in that language), and questions the demo cannot answer, which should
 * get the hand-off instead. Written by hand from the content, not from the assistant's answers: exact
 * titles, paraphrases and unanswerables, some of which share words with the content (a price, a
 * phone number) as real ones do. Used by `npm run eval:assistant` and by the assistant's tests.
 */
export type EvalLocale = "en" | "es" | "fr";

export interface EvalQuestion {
  locale: EvalLocale;
  question: string;
  kind: "title" | "paraphrase" | "unanswerable";
  /** Accepted citations: a URL (path and anchor) or `faq:` and the FAQ's question; empty: no answer expected. */
  accept: string[];
}

/** A place in the demo: the same URL in every language but for a heading's anchor, made from the heading as translated. */
type Place = string | Record<EvalLocale, string>;
const article = (path: string, anchors?: Record<EvalLocale, string>): Place => (anchors ? { en: `${path}#${anchors.en}`, es: `${path}#${anchors.es}`, fr: `${path}#${anchors.fr}` } : path);
const faq = (questions: Record<EvalLocale, string>): Place => ({ en: `faq:${questions.en}`, es: `faq:${questions.es}`, fr: `faq:${questions.fr}` });

const needingTranslation = "/help-center/documents-needing-translation";
const translationTimes = "/help-center/translation-times";
const registering = "/help-center/registering-your-address";
const account = "/docs/client-portal-guide/creating-your-account";
const uploading = "/docs/client-portal-guide/uploading-your-documents";
const following = "/docs/client-portal-guide/following-your-case";

const at = {
  needingTranslation: article(needingTranslation),
  alwaysTranslated: article(needingTranslation, { en: "always-translated", es: "siempre-se-traducen", fr: "toujours-traduits" }),
  usuallyNot: article(needingTranslation, { en: "usually-not", es: "normalmente-no", fr: "en-general-non" }),
  translationTimes: article(translationTimes),
  faster: article(translationTimes, { en: "getting-it-faster", es: "como-tenerla-antes", fr: "l-obtenir-plus-vite" }),
  registering: article(registering),
  whatToBring: article(registering, { en: "what-to-bring", es: "que-llevar", fr: "quoi-apporter" }),
  appointment: article(registering, { en: "booking-an-appointment", es: "pedir-cita", fr: "prendre-rendez-vous" }),
  account: article(account),
  password: article(account, { en: "choosing-a-password", es: "elegir-una-contrasena", fr: "choisir-un-mot-de-passe" }),
  confirming: article(account, { en: "confirming-your-address", es: "confirmar-tu-direccion", fr: "confirmer-votre-adresse" }),
  uploading: article(uploading),
  goodScans: article(uploading, { en: "good-scans", es: "buenos-escaneos", fr: "de-bons-scans" }),
  arrived: article(uploading, { en: "checking-what-arrived", es: "comprobar-lo-que-ha-llegado", fr: "verifier-ce-qui-est-arrive" }),
  following: article(following),
  notifications: article(following, { en: "notifications", es: "notificaciones", fr: "notifications" }),
  meetings: article(following, { en: "meetings", es: "reuniones", fr: "rendez-vous" }),
  workVisa: faq({ en: "How long does a work visa take?", es: "¿Cuánto tarda un visado de trabajo?", fr: "Combien de temps prend un visa de travail ?" }),
  family: faq({ en: "Can my family come with me?", es: "¿Puede venir mi familia conmigo?", fr: "Ma famille peut-elle venir avec moi ?" }),
  guarantee: faq({ en: "Do you guarantee approval?", es: "¿Garantizáis la aprobación?", fr: "Garantissez-vous l'acceptation ?" }),
  countries: faq({ en: "Which countries do you cover?", es: "¿Qué países cubrís?", fr: "Quels pays couvrez-vous ?" }),
  instalments: faq({ en: "Can I pay in instalments?", es: "¿Puedo pagar a plazos?", fr: "Puis-je payer en plusieurs fois ?" }),
};

const asked =
  (locale: EvalLocale) =>
  (kind: EvalQuestion["kind"]) =>
  (question: string, ...places: Place[]): EvalQuestion => ({ locale, question, kind, accept: places.map((place) => (typeof place === "string" ? place : place[locale])) });

const [en, es, fr] = (["en", "es", "fr"] as const).map((locale) => ({ title: asked(locale)("title"), paraphrase: asked(locale)("paraphrase"), unknown: (question: string) => asked(locale)("unanswerable")(question) }));

export const answerable: EvalQuestion[] = [
  // English: the titles as they stand, then paraphrases.
  en!.title("How long does a certified translation take?", at.translationTimes),
  en!.title("Which documents need a certified translation?", at.needingTranslation, at.alwaysTranslated),
  en!.title("Registering your address after you arrive", at.registering),
  en!.title("Creating your account", at.account),
  en!.title("Uploading your documents", at.uploading),
  en!.title("Following your case", at.following),
  en!.title("Can I pay in instalments?", at.instalments),
  en!.paraphrase("Do I need to translate my birth certificate?", at.alwaysTranslated),
  en!.paraphrase("Does my police clearance certificate need a translation?", at.alwaysTranslated),
  en!.paraphrase("Do university degrees need translating?", at.alwaysTranslated),
  en!.paraphrase("Do I need to translate my marriage certificate?", at.alwaysTranslated),
  en!.paraphrase("Do my university transcripts need a sworn translation?", at.alwaysTranslated),
  en!.paraphrase("Do passports need a certified translation?", at.usuallyNot),
  en!.paraphrase("Is a translation needed for the EU multilingual forms?", at.usuallyNot),
  en!.paraphrase("Who has to translate my documents for the authorities?", at.needingTranslation),
  en!.paraphrase("Must the translation be attached to a copy of the original?", at.needingTranslation),
  en!.paraphrase("How many days does a certified translation take?", at.translationTimes),
  en!.paraphrase("Do long transcripts take longer to translate?", at.translationTimes),
  en!.paraphrase("Can I get my translation faster?", at.faster),
  en!.paraphrase("Is there an express translation service?", at.faster),
  en!.paraphrase("How quick is the express service?", at.faster),
  en!.paraphrase("Should I scan the back of stamped pages?", at.faster, at.goodScans),
  en!.paraphrase("How soon must I register my address after moving in?", at.registering),
  en!.paraphrase("Why do I need the address registration certificate?", at.registering),
  en!.paraphrase("Will the registration certificate help me open a bank account?", at.registering),
  en!.paraphrase("What should I bring to register my address?", at.whatToBring),
  en!.paraphrase("Do I need my rental contract for the address registration?", at.whatToBring),
  en!.paraphrase("How do I book an appointment to register my address?", at.appointment),
  en!.paraphrase("Can my advisor book the registration appointment for me?", at.appointment),
  en!.paraphrase("How do I create my client portal account?", at.account),
  en!.paraphrase("Who sends me the invitation to the portal?", at.account),
  en!.paraphrase("How long should my password be?", at.password),
  en!.paraphrase("My confirmation link expired, what do I do?", at.confirming),
  en!.paraphrase("How long is the confirmation link valid?", at.confirming),
  en!.paraphrase("Which file formats can I upload?", at.uploading),
  en!.paraphrase("What is the largest file I can upload?", at.uploading),
  en!.paraphrase("Can I put several documents in one file?", at.uploading),
  en!.paraphrase("How do I make a good scan of a document?", at.goodScans, at.faster),
  en!.paraphrase("How can I check that my upload arrived?", at.arrived),
  en!.paraphrase("How do I know my advisor has checked my upload?", at.arrived),
  en!.paraphrase("Where can I see the steps of my application?", at.following),
  en!.paraphrase("Will you write to me when a step is done?", at.notifications),
  en!.paraphrase("How do I book a call with my advisor?", at.meetings),
  en!.paraphrase("How long does a work visa take?", at.workVisa),
  en!.paraphrase("Can my partner and children come with me?", at.family),
  en!.paraphrase("Do you guarantee that my visa is approved?", at.guarantee),
  en!.paraphrase("Do you refund your fee if I am refused?", at.guarantee),
  en!.paraphrase("Do you cover Portugal?", at.countries),
  en!.paraphrase("How many countries do you work in?", at.countries),
  en!.paraphrase("Can I pay in monthly instalments?", at.instalments),

  // Spanish.
  es!.title("¿Cuánto tarda una traducción jurada?", at.translationTimes),
  es!.title("¿Qué documentos necesitan una traducción jurada?", at.needingTranslation, at.alwaysTranslated),
  es!.title("Registrar tu domicilio al llegar", at.registering),
  es!.title("Crear tu cuenta", at.account),
  es!.title("Subir tus documentos", at.uploading),
  es!.title("Seguir tu expediente", at.following),
  es!.title("¿Puede venir mi familia conmigo?", at.family),
  es!.paraphrase("¿Tengo que traducir mi certificado de nacimiento?", at.alwaysTranslated),
  es!.paraphrase("¿Hay que traducir el certificado de antecedentes penales?", at.alwaysTranslated),
  es!.paraphrase("¿Mi título universitario necesita traducción?", at.alwaysTranslated),
  es!.paraphrase("¿El pasaporte necesita traducción?", at.usuallyNot),
  es!.paraphrase("¿Se traducen los formularios multilingües de la UE?", at.usuallyNot),
  es!.paraphrase("¿Quién tiene que traducir mis documentos?", at.needingTranslation),
  es!.paraphrase("¿Cuántos días tarda la traducción?", at.translationTimes),
  es!.paraphrase("¿Hay un servicio urgente de traducción?", at.faster),
  es!.paraphrase("¿Cómo consigo la traducción antes?", at.faster),
  es!.paraphrase("¿En cuánto tiempo tengo que registrar mi domicilio tras la mudanza?", at.registering),
  es!.paraphrase("¿Para qué sirve el certificado de empadronamiento?", at.registering),
  es!.paraphrase("¿Qué tengo que llevar para registrar mi domicilio?", at.whatToBring),
  es!.paraphrase("¿Necesito el contrato de alquiler para empadronarme?", at.whatToBring),
  es!.paraphrase("¿Cómo pido cita para registrar mi domicilio?", at.appointment),
  es!.paraphrase("¿Cómo creo mi cuenta?", at.account),
  es!.paraphrase("¿Cuántos caracteres debe tener la contraseña?", at.password),
  es!.paraphrase("El enlace de confirmación ha caducado, ¿qué hago?", at.confirming),
  es!.paraphrase("¿Durante cuánto tiempo es válido el enlace de confirmación?", at.confirming),
  es!.paraphrase("¿Qué formatos de archivo puedo subir?", at.uploading),
  es!.paraphrase("¿Cuál es el tamaño máximo de un archivo?", at.uploading),
  es!.paraphrase("¿Cómo hago un buen escaneo de un documento?", at.goodScans, at.faster),
  es!.paraphrase("¿Cómo compruebo que mi documento ha llegado?", at.arrived),
  es!.paraphrase("¿Dónde veo los pasos de mi solicitud?", at.following),
  es!.paraphrase("¿Me escribiréis cuando se complete un paso?", at.notifications),
  es!.paraphrase("¿Cómo reservo una llamada con mi asesor?", at.meetings),
  es!.paraphrase("¿Cuánto tiempo tarda un visado de trabajo?", at.workVisa),
  es!.paraphrase("¿Pueden venir mi pareja y mis hijos conmigo?", at.family),
  es!.paraphrase("¿Me devolvéis los honorarios si me deniegan el visado?", at.guarantee),
  es!.paraphrase("¿Cubrís Portugal?", at.countries),
  es!.paraphrase("¿Puedo pagar en pagos mensuales?", at.instalments),

  // French.
  fr!.title("Combien de temps prend une traduction certifiée ?", at.translationTimes),
  fr!.title("Quels documents nécessitent une traduction certifiée ?", at.needingTranslation, at.alwaysTranslated),
  fr!.title("Déclarer votre adresse à votre arrivée", at.registering),
  fr!.title("Créer votre compte", at.account),
  fr!.title("Envoyer vos documents", at.uploading),
  fr!.title("Suivre votre dossier", at.following),
  fr!.title("Quels pays couvrez-vous ?", at.countries),
  fr!.paraphrase("Dois-je faire traduire mon acte de naissance ?", at.alwaysTranslated),
  fr!.paraphrase("Mon extrait de casier judiciaire doit-il être traduit ?", at.alwaysTranslated),
  fr!.paraphrase("Faut-il traduire mes diplômes universitaires ?", at.alwaysTranslated),
  fr!.paraphrase("Faut-il traduire mon passeport ?", at.usuallyNot),
  fr!.paraphrase("Les formulaires multilingues de l'UE doivent-ils être traduits ?", at.usuallyNot),
  fr!.paraphrase("Qui doit traduire mes documents ?", at.needingTranslation),
  fr!.paraphrase("En combien de jours la traduction est-elle livrée ?", at.translationTimes),
  fr!.paraphrase("Existe-t-il un service express pour la traduction ?", at.faster),
  fr!.paraphrase("Comment obtenir ma traduction plus vite ?", at.faster),
  fr!.paraphrase("Dans quel délai dois-je déclarer mon adresse après l'emménagement ?", at.registering),
  fr!.paraphrase("À quoi sert l'attestation d'enregistrement ?", at.registering),
  fr!.paraphrase("Que dois-je apporter pour déclarer mon adresse ?", at.whatToBring),
  fr!.paraphrase("Ai-je besoin de mon contrat de location pour déclarer mon adresse ?", at.whatToBring),
  fr!.paraphrase("Comment prendre rendez-vous pour déclarer mon adresse ?", at.appointment),
  fr!.paraphrase("Comment créer mon compte ?", at.account),
  fr!.paraphrase("Combien de caractères pour mon mot de passe ?", at.password),
  fr!.paraphrase("Mon lien de confirmation a expiré, que faire ?", at.confirming),
  fr!.paraphrase("Combien de temps le lien de confirmation est-il valable ?", at.confirming),
  fr!.paraphrase("Quels formats de fichier puis-je envoyer ?", at.uploading),
  fr!.paraphrase("Quelle est la taille maximale d'un fichier ?", at.uploading),
  fr!.paraphrase("Comment faire un bon scan d'un document ?", at.goodScans, at.faster),
  fr!.paraphrase("Comment vérifier que mon document est arrivé ?", at.arrived),
  fr!.paraphrase("Où voir les étapes de ma demande ?", at.following),
  fr!.paraphrase("M'écrirez-vous quand une étape est terminée ?", at.notifications),
  fr!.paraphrase("Comment réserver un appel avec mon conseiller ?", at.meetings),
  fr!.paraphrase("Combien de temps faut-il pour un visa de travail ?", at.workVisa),
  fr!.paraphrase("Mes enfants peuvent-ils venir avec moi ?", at.family),
  fr!.paraphrase("Remboursez-vous vos honoraires si ma demande est refusée ?", at.guarantee),
  fr!.paraphrase("Couvrez-vous le Portugal ?", at.countries),
  fr!.paraphrase("Puis-je payer en trois mensualités ?", at.instalments),
];

export const unanswerable: EvalQuestion[] = [
  en!.unknown("What are your office opening hours?"),
  en!.unknown("Do you prepare tax returns?"),
  en!.unknown("Can I bring my dog to the consultation?"),
  en!.unknown("What is the weather like in Lisbon?"),
  en!.unknown("How do I reset my router?"),
  en!.unknown("Do you sell health insurance?"),
  en!.unknown("How much does a certified translation cost?"),
  en!.unknown("Can you renew my passport for me?"),
  en!.unknown("What is your phone number?"),
  en!.unknown("Do you help with buying a house?"),
  es!.unknown("¿Cuál es vuestro horario de oficina?"),
  es!.unknown("¿Hacéis la declaración de la renta?"),
  es!.unknown("¿Puedo llevar a mi perro a la consulta?"),
  es!.unknown("¿Qué tiempo hace en Lisboa?"),
  es!.unknown("¿Cuánto cuesta una traducción jurada?"),
  es!.unknown("¿Podéis renovar mi pasaporte?"),
  es!.unknown("¿Vendéis seguros de salud?"),
  es!.unknown("¿Me ayudáis a comprar una casa?"),
  fr!.unknown("Quels sont vos horaires d'ouverture ?"),
  fr!.unknown("Faites-vous les déclarations d'impôts ?"),
  fr!.unknown("Puis-je venir avec mon chien au rendez-vous ?"),
  fr!.unknown("Quel temps fait-il à Lisbonne ?"),
  fr!.unknown("Combien coûte une traduction certifiée ?"),
  fr!.unknown("Pouvez-vous renouveler mon passeport ?"),
  fr!.unknown("Vendez-vous des assurances santé ?"),
  fr!.unknown("Pouvez-vous m'aider à acheter une maison ?"),
];

/** The citation of a reply as the test set names it. */
export const citationKey = (citation: { url: string | null; title: string; source: string }) => citation.url ?? `faq:${citation.title}`;
