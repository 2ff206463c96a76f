import { createPost } from "@/modules/posts/posts.service";
import { createPostBody } from "@/modules/posts/posts.validation";

/**
 * The demo's help center and one documentation set, so that /help-center and /docs show what a
 * site owner gets (through the post editor's endpoint body, as the blog's posts are). Each is in English
 * with Spanish and French translations of its title, description and content (issue 33 points 3 and 8:
 * the assistant answers a visitor from the text in their language).
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
    title_translation: { es: "¿Qué documentos necesitan una traducción jurada?", fr: "Quels documents nécessitent une traduction certifiée ?" },
    description_translation: {
      es: "Certificados de nacimiento y de matrimonio, títulos y antecedentes penales: qué piden las autoridades y en qué forma.",
      fr: "Actes de naissance et de mariage, diplômes et casiers judiciaires : ce que les autorités demandent, et sous quelle forme.",
    },
    content_translation: {
      es: html(
        "<p>Las autoridades solo aceptan documentos en su propio idioma. Todo lo demás necesita una traducción de un traductor jurado, unida a una copia del original.</p>",
        "<h2>Siempre se traducen</h2>",
        "<ul><li>Certificados de nacimiento y de matrimonio</li><li>Títulos universitarios y certificados de notas</li><li>Certificados de antecedentes penales</li></ul>",
        "<h2>Normalmente no</h2>",
        "<p>Los pasaportes y los documentos ya expedidos en varios idiomas (como los formularios multilingües de la UE) no necesitan traducción.</p>",
      ),
      fr: html(
        "<p>Les autorités n'acceptent que des documents dans leur propre langue. Tout autre document doit être traduit par un traducteur assermenté, la traduction étant jointe à une copie de l'original.</p>",
        "<h2>Toujours traduits</h2>",
        "<ul><li>Actes de naissance et de mariage</li><li>Diplômes universitaires et relevés de notes</li><li>Extraits de casier judiciaire</li></ul>",
        "<h2>En général non</h2>",
        "<p>Les passeports, et les documents déjà délivrés en plusieurs langues (comme les formulaires multilingues de l'UE), n'ont pas besoin de traduction.</p>",
      ),
    },
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
    title_translation: { es: "¿Cuánto tarda una traducción jurada?", fr: "Combien de temps prend une traduction certifiée ?" },
    description_translation: {
      es: "De tres a cinco días hábiles para la mayoría de los documentos; qué la hace más rápida o más lenta.",
      fr: "Trois à cinq jours ouvrés pour la plupart des documents ; ce qui l'accélère ou la ralentit.",
    },
    content_translation: {
      es: html(
        "<p>Nuestros traductores asociados entregan la mayoría de los documentos en un plazo de tres a cinco días hábiles. Los certificados de notas largos tardan un poco más.</p>",
        "<h2>Cómo tenerla antes</h2>",
        "<p>Envía escaneos nítidos de cada página, incluido el reverso de las páginas selladas. Hay un servicio urgente (48 horas) con recargo.</p>",
      ),
      fr: html(
        "<p>Nos traducteurs partenaires livrent la plupart des documents en trois à cinq jours ouvrés. Les longs relevés de notes prennent un peu plus de temps.</p>",
        "<h2>L'obtenir plus vite</h2>",
        "<p>Envoyez des scans nets de chaque page, y compris le verso des pages tamponnées. Un service express (48 heures) est proposé moyennant un supplément.</p>",
      ),
    },
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
    title_translation: { es: "Registrar tu domicilio al llegar", fr: "Déclarer votre adresse à votre arrivée" },
    description_translation: {
      es: "En las dos semanas siguientes a la mudanza: adónde ir, qué llevar y qué obtienes.",
      fr: "Dans les deux semaines suivant l'emménagement : où aller, quoi apporter et ce que vous obtenez.",
    },
    content_translation: {
      es: html(
        "<p>La mayoría de las ciudades piden que registres tu domicilio en las dos semanas siguientes a la mudanza. El certificado de empadronamiento abre la puerta a una cuenta bancaria, un número fiscal y un contrato de teléfono.</p>",
        "<h2>Qué llevar</h2>",
        "<ul><li>Tu pasaporte</li><li>La confirmación de entrada del casero</li><li>Tu contrato de alquiler</li></ul>",
        "<h2>Pedir cita</h2>",
        "<p>En las grandes ciudades las citas se agotan rápido: pide cita en cuanto sepas la fecha de la mudanza. Tu asesor puede hacerlo por ti.</p>",
      ),
      fr: html(
        "<p>La plupart des villes vous demandent de déclarer votre adresse dans les deux semaines suivant votre emménagement. L'attestation d'enregistrement ouvre la porte à un compte bancaire, à un numéro fiscal et à un abonnement téléphonique.</p>",
        "<h2>Quoi apporter</h2>",
        "<ul><li>Votre passeport</li><li>La confirmation d'emménagement de votre propriétaire</li><li>Votre contrat de location</li></ul>",
        "<h2>Prendre rendez-vous</h2>",
        "<p>Dans les grandes villes, les rendez-vous partent vite : réservez dès que vous connaissez votre date d'emménagement. Votre conseiller peut le faire pour vous.</p>",
      ),
    },
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
    title_translation: { es: "Crear tu cuenta", fr: "Créer votre compte" },
    description_translation: {
      es: "Regístrate con la dirección a la que te escribió tu asesor y confírmala.",
      fr: "Inscrivez-vous avec l'adresse à laquelle votre conseiller vous a écrit, puis confirmez-la.",
    },
    content_translation: {
      es: html(
        "<p>Tu asesor te invita por correo electrónico. Sigue el enlace, elige una contraseña y confirma tu dirección.</p>",
        "<h2>Elegir una contraseña</h2>",
        "<p>Usa al menos diez caracteres. Un gestor de contraseñas la mantiene segura.</p>",
        "<h2>Confirmar tu dirección</h2>",
        "<p>El enlace de confirmación es válido durante 24 horas; si ha caducado, pide uno nuevo desde la página de inicio de sesión.</p>",
      ),
      fr: html(
        "<p>Votre conseiller vous invite par e-mail. Suivez le lien, choisissez un mot de passe et confirmez votre adresse.</p>",
        "<h2>Choisir un mot de passe</h2>",
        "<p>Utilisez au moins dix caractères. Un gestionnaire de mots de passe le garde en sécurité.</p>",
        "<h2>Confirmer votre adresse</h2>",
        "<p>Le lien de confirmation est valable 24 heures ; s'il a expiré, demandez-en un nouveau depuis la page de connexion.</p>",
      ),
    },
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
    title_translation: { es: "Subir tus documentos", fr: "Envoyer vos documents" },
    description_translation: {
      es: "Escaneos o fotos, un archivo por documento, y cómo saber que han llegado.",
      fr: "Scans ou photos, un fichier par document, et comment savoir qu'ils sont arrivés.",
    },
    content_translation: {
      es: html(
        "<p>Sube cada documento como un archivo propio: PDF, JPEG o PNG, de hasta 10 MB.</p>",
        "<h2>Buenos escaneos</h2>",
        "<p>Coloca la página plana con luz de día, incluye sus bordes y todos los sellos.</p>",
        "<h2>Comprobar lo que ha llegado</h2>",
        "<p>Cada archivo subido aparece en tu lista con su fecha. Tu asesor lo marca como revisado una vez leído.</p>",
      ),
      fr: html(
        "<p>Envoyez chaque document dans un fichier distinct : PDF, JPEG ou PNG, jusqu'à 10 Mo.</p>",
        "<h2>De bons scans</h2>",
        "<p>Posez la page à plat à la lumière du jour, avec ses bords et chaque tampon.</p>",
        "<h2>Vérifier ce qui est arrivé</h2>",
        "<p>Chaque envoi apparaît dans votre liste avec sa date. Votre conseiller le marque comme vérifié une fois lu.</p>",
      ),
    },
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
    title_translation: { es: "Seguir tu expediente", fr: "Suivre votre dossier" },
    description_translation: {
      es: "En qué punto está tu solicitud y qué pasa después.",
      fr: "Où en est votre demande, et ce qui se passe ensuite.",
    },
    content_translation: {
      es: html(
        "<p>La página de tu expediente enumera cada paso de la solicitud y marca los que están hechos.</p>",
        "<h2>Notificaciones</h2>",
        "<p>Te escribimos cuando se completa un paso o cuando necesitamos algo de ti.</p>",
        "<h2>Reuniones</h2>",
        "<p>Reserva una llamada con tu asesor desde la página del expediente en cualquier momento.</p>",
      ),
      fr: html(
        "<p>La page de votre dossier liste chaque étape de la demande et marque celles qui sont faites.</p>",
        "<h2>Notifications</h2>",
        "<p>Nous vous écrivons quand une étape est terminée ou quand nous avons besoin de quelque chose de votre part.</p>",
        "<h2>Rendez-vous</h2>",
        "<p>Réservez un appel avec votre conseiller depuis la page du dossier, à tout moment.</p>",
      ),
    },
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
