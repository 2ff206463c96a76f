import type { z } from "zod";
import type { SectionType } from "@/modules/sections/sections.validation";
import { homePage } from "@/lib/url-page";
import { createBanner } from "@/modules/banners/banners.service";
import { bannerBody } from "@/modules/banners/banners.validation";
import { createCategory, createService } from "@/modules/cookies/cookies.service";
import { createCategoryBody, createServiceBody } from "@/modules/cookies/cookies.validation";
import { createHeadingSection } from "@/modules/headings/headings.service";
import { headingBody } from "@/modules/headings/headings.validation";
import { createHeroSection } from "@/modules/hero/hero.service";
import { heroBody } from "@/modules/hero/hero.validation";
import { savePageLayout } from "@/modules/layout/layout.service";
import { saveLayoutBody } from "@/modules/layout/layout.validation";
import { createMenuItem, createSubmenuItem, saveFooterStyle, updateMenuItem, updateSubmenuItem } from "@/modules/menus/menus.service";
import { createMenuItemBody, createSubmenuItemBody, footerStyleBody, updateMenuItemBody, updateSubmenuItemBody } from "@/modules/menus/menus.validation";
import { saveOrganization, saveOrganizationBody } from "@/modules/site-settings/site-settings.service";
import { createMetric, createSection } from "@/modules/sections/sections.service";
import { createMetricBody, createSectionBody, type updateSectionBody } from "@/modules/sections/sections.validation";
import { seedDemoPages } from "./demo-pages";
import { seedDemoHelp } from "./demo-help";
import { seedDemoPosts } from "./demo-posts";
import { addDemoImages, inLibrary, type DemoImages } from "./demo-images";

/**
 * The demo's content: a fictional immigration and relocation advisory, in English, Spanish and
 * German, covering everything the public site shows (hero, heading sections, one template section
 * of each type, menus, footer, Global Settings lists, cookies, a banner). Everything is made through
 * the modules' services after the same parsing as the API, so every row is one an admin could make.
 * The images are the SVG files shipped in `public/demo/`, put in the library first (demo-images.ts).
 */

/** Text in the demo's languages; a plain string reads the same in all of them (names, addresses). */
type Text = string | { en: string; es: string; de: string };

const english = (text: Text) => (typeof text === "string" ? text : text.en);
const translations = (text: Text): Record<string, string> => (typeof text === "string" ? {} : { es: text.es, de: text.de });

const image = (name: string) => `/demo/${name}.svg`;

// The services: the general section's slides and the Services menu's mega panel.

const services = [
  {
    slug: "work-visas",
    image: image("service-work"),
    title: { en: "Work visas", es: "Visados de trabajo", de: "Arbeitsvisa" },
    description: {
      en: "Skilled-worker visas, EU Blue Cards and intra-company transfers, prepared and filed for you.",
      es: "Visados para profesionales cualificados, Tarjetas Azules de la UE y traslados intraempresariales, preparados y presentados por nosotros.",
      de: "Fachkräftevisa, Blaue Karten EU und konzerninterne Entsendungen, vorbereitet und eingereicht von uns.",
    },
  },
  {
    slug: "family-reunification",
    image: image("service-family"),
    title: { en: "Family reunification", es: "Reagrupación familiar", de: "Familiennachzug" },
    description: {
      en: "Bring your partner and children with you, with school places and health insurance sorted before you land.",
      es: "Trae a tu pareja y a tus hijos, con plaza escolar y seguro médico resueltos antes de aterrizar.",
      de: "Holen Sie Partner und Kinder nach: Schulplatz und Krankenversicherung sind geklärt, bevor Sie landen.",
    },
  },
  {
    slug: "student-visas",
    image: image("service-study"),
    title: { en: "Student visas", es: "Visados de estudiante", de: "Studentenvisa" },
    description: {
      en: "Admission letters, proof of funds and blocked accounts, checked against each consulate's latest rules.",
      es: "Cartas de admisión, acreditación de fondos y cuentas bloqueadas, revisadas según las normas más recientes de cada consulado.",
      de: "Zulassungsbescheide, Finanzierungsnachweise und Sperrkonten, geprüft nach den aktuellen Vorgaben jedes Konsulats.",
    },
  },
  {
    slug: "corporate-relocation",
    image: image("service-corporate"),
    title: { en: "Corporate relocation", es: "Traslados corporativos", de: "Firmenumzüge" },
    description: {
      en: "One portal for HR: every employee's status, deadlines and costs, in every country you hire in.",
      es: "Un portal para RR. HH.: estado, plazos y costes de cada empleado, en todos los países donde contratas.",
      de: "Ein Portal für die Personalabteilung: Status, Fristen und Kosten aller Mitarbeitenden in jedem Einstellungsland.",
    },
  },
] as const;

// Questions and plans: shown by the FAQ and pricing sections, and kept as Global Settings lists.

const faqs = [
  {
    question: { en: "How long does a work visa take?", es: "¿Cuánto tarda un visado de trabajo?", de: "Wie lange dauert ein Arbeitsvisum?", fr: "Combien de temps prend un visa de travail ?" },
    answer: {
      en: "Usually four to twelve weeks, depending on the country and the consulate. You get a dated plan after the first call.",
      es: "Normalmente entre cuatro y doce semanas, según el país y el consulado. Recibirás un plan con fechas tras la primera llamada.",
      de: "In der Regel vier bis zwölf Wochen, je nach Land und Konsulat. Nach dem ersten Gespräch erhalten Sie einen Zeitplan mit Terminen.",
      fr: "En général quatre à douze semaines, selon le pays et le consulat. Vous recevez un calendrier daté après le premier appel.",
    },
  },
  {
    question: { en: "Can my family come with me?", es: "¿Puede venir mi familia conmigo?", de: "Kann meine Familie mitkommen?", fr: "Ma famille peut-elle venir avec moi ?" },
    answer: {
      en: "In most cases, yes. Partners and children can often apply at the same time as you, and we prepare all the applications together.",
      es: "En la mayoría de los casos, sí. La pareja y los hijos suelen poder solicitarlo a la vez que tú, y preparamos todas las solicitudes juntas.",
      de: "In den meisten Fällen ja. Partner und Kinder können oft gleichzeitig mit Ihnen einen Antrag stellen, und wir bereiten alle Anträge gemeinsam vor.",
      fr: "Dans la plupart des cas, oui. Le conjoint et les enfants peuvent souvent faire leur demande en même temps que vous, et nous préparons toutes les demandes ensemble.",
    },
  },
  {
    question: { en: "Do you guarantee approval?", es: "¿Garantizáis la aprobación?", de: "Garantieren Sie eine Bewilligung?", fr: "Garantissez-vous l'acceptation ?" },
    answer: {
      en: "No one honestly can. We check your eligibility before you pay for an application, and refund our fee if we advised you to apply and you were refused.",
      es: "Nadie puede hacerlo con honestidad. Comprobamos tus requisitos antes de que pagues una solicitud y te devolvemos nuestros honorarios si te aconsejamos solicitar y te la denegaron.",
      de: "Das kann niemand seriös. Wir prüfen Ihre Voraussetzungen, bevor Sie einen Antrag bezahlen, und erstatten unser Honorar, wenn wir zum Antrag geraten haben und er abgelehnt wurde.",
      fr: "Personne ne le peut honnêtement. Nous vérifions votre éligibilité avant que vous ne payiez une demande, et nous remboursons nos honoraires si nous vous avons conseillé de la déposer et qu'elle a été refusée.",
    },
  },
  {
    question: { en: "Which countries do you cover?", es: "¿Qué países cubrís?", de: "Welche Länder decken Sie ab?", fr: "Quels pays couvrez-vous ?" },
    answer: {
      en: "More than 30, including Germany, Portugal, Spain, the Netherlands, Canada and the United Kingdom.",
      es: "Más de 30, entre ellos Alemania, Portugal, España, los Países Bajos, Canadá y el Reino Unido.",
      de: "Über 30, darunter Deutschland, Portugal, Spanien, die Niederlande, Kanada und das Vereinigte Königreich.",
      fr: "Plus de 30, dont l'Allemagne, le Portugal, l'Espagne, les Pays-Bas, le Canada et le Royaume-Uni.",
    },
  },
  {
    question: { en: "Can I pay in instalments?", es: "¿Puedo pagar a plazos?", de: "Kann ich in Raten zahlen?", fr: "Puis-je payer en plusieurs fois ?" },
    answer: {
      en: "Yes. Every plan can be split into three monthly payments at no extra cost.",
      es: "Sí. Cualquier plan puede dividirse en tres pagos mensuales sin coste adicional.",
      de: "Ja. Jeder Tarif lässt sich ohne Aufpreis in drei Monatsraten zahlen.",
      fr: "Oui. Chaque formule peut être réglée en trois mensualités sans frais supplémentaires.",
    },
  },
] as const;

const plans = [
  {
    name: { en: "Starter", es: "Básico", de: "Basis" },
    price: 49_000,
    description: {
      en: "An eligibility check, your document list and a reviewed application for one person.",
      es: "Comprobación de requisitos, tu lista de documentos y la revisión de la solicitud para una persona.",
      de: "Prüfung der Voraussetzungen, Ihre Unterlagenliste und ein geprüfter Antrag für eine Person.",
    },
    features: ["Eligibility check", "Document list", "Application review"],
  },
  {
    name: { en: "Family", es: "Familia", de: "Familie" },
    price: 129_000,
    promotionPrice: 103_200,
    description: {
      en: "Everything in Starter for up to five people, plus school enrolment and a settling-in call.",
      es: "Todo lo del plan Básico para hasta cinco personas, más la matrícula escolar y una llamada de bienvenida.",
      de: "Alles aus Basis für bis zu fünf Personen, dazu Schulanmeldung und ein Gespräch zum Einleben.",
    },
    features: ["Up to five people", "School enrolment", "Settling-in call"],
  },
  {
    name: { en: "Corporate", es: "Empresas", de: "Unternehmen" },
    price: 390_000,
    description: {
      en: "For teams of ten or more: an HR portal, a named advisor and monthly reporting.",
      es: "Para equipos de diez o más personas: portal de RR. HH., un asesor asignado e informes mensuales.",
      de: "Für Teams ab zehn Personen: HR-Portal, feste Ansprechperson und monatliche Berichte.",
    },
    features: ["HR portal", "Named advisor", "Monthly reporting"],
  },
] as const;

// Template sections, one of each type, in the order they are made.

type SectionLayout = Omit<
  z.input<typeof updateSectionBody>,
  "section_title" | "section_description" | "section_title_translation" | "section_description_translation" | "section_type"
>;
type MetricStyle = Pick<z.input<typeof createMetricBody>, "is_card_type" | "is_image_rounded_full" | "is_title_displayed" | "background_color">;

interface SectionSeed {
  type: SectionType;
  title: Text;
  description: Text;
  layout: SectionLayout;
  metricStyle: MetricStyle;
  metrics: { title: Text; description: Text; image?: string }[];
}

const sections: SectionSeed[] = [
  {
    type: "general",
    title: { en: "How we help", es: "Cómo te ayudamos", de: "So helfen wir" },
    description: {
      en: "Four services, one advisor. Pick what you need, or let us plan the whole move around you.",
      es: "Cuatro servicios, un solo asesor. Elige lo que necesitas o deja que planifiquemos toda la mudanza por ti.",
      de: "Vier Leistungen, eine Ansprechperson. Wählen Sie, was Sie brauchen, oder überlassen Sie uns den ganzen Umzug.",
    },
    layout: { is_slider: true, grid_columns: 3, text_style_variant: "modern", background_color: "white", image_metrics_height: "h-56", is_section_title_aligned_center: true },
    metricStyle: { is_card_type: true },
    metrics: services.map(({ title, description, image }) => ({ title, description, image })),
  },
  {
    type: "reviews",
    title: { en: "What our clients say", es: "Lo que dicen nuestros clientes", de: "Das sagen unsere Kunden" },
    description: {
      en: "More than 4,000 moves since 2012, rated 4.9 out of 5.",
      es: "Más de 4.000 mudanzas desde 2012, con una valoración de 4,9 sobre 5.",
      de: "Über 4.000 Umzüge seit 2012, bewertet mit 4,9 von 5.",
    },
    layout: { grid_columns: 2, text_style_variant: "elegant", background_color: "slate-50", image_metrics_height: "h-32", is_section_title_aligned_center: true },
    metricStyle: { is_card_type: true, is_image_rounded_full: true },
    metrics: [
      {
        title: { en: "María González, software engineer", es: "María González, ingeniera de software", de: "María González, Softwareentwicklerin" },
        description: {
          en: "Our Blue Card came through in six weeks, and Atrium found us a flat in Berlin before we had even landed.",
          es: "Nuestra Tarjeta Azul llegó en seis semanas, y Atrium nos encontró un piso en Berlín antes de aterrizar.",
          de: "Unsere Blaue Karte kam nach sechs Wochen, und Atrium hat uns eine Wohnung in Berlin gefunden, bevor wir überhaupt gelandet waren.",
        },
        image: image("avatar-maria"),
      },
      {
        title: { en: "James Okafor, finance director", es: "James Okafor, director financiero", de: "James Okafor, Finanzdirektor" },
        description: {
          en: "We moved 40 people to Lisbon in one quarter. Every visa was approved, and our HR team finally slept.",
          es: "Trasladamos a 40 personas a Lisboa en un trimestre. Todos los visados fueron aprobados y nuestro equipo de RR. HH. por fin pudo dormir.",
          de: "Wir haben 40 Mitarbeitende in einem Quartal nach Lissabon gebracht. Jedes Visum wurde bewilligt, und unsere Personalabteilung konnte endlich schlafen.",
        },
        image: image("avatar-james"),
      },
      {
        title: { en: "Aiko Tanaka, master's student", es: "Aiko Tanaka, estudiante de máster", de: "Aiko Tanaka, Masterstudentin" },
        description: {
          en: "They caught a missing translation two days before my appointment. Without them I would have lost a whole semester.",
          es: "Detectaron una traducción que faltaba dos días antes de mi cita. Sin ellos habría perdido un semestre entero.",
          de: "Sie haben zwei Tage vor meinem Termin eine fehlende Übersetzung entdeckt. Ohne sie hätte ich ein ganzes Semester verloren.",
        },
        image: image("avatar-aiko"),
      },
      {
        title: { en: "Tobias Keller, architect", es: "Tobias Keller, arquitecto", de: "Tobias Keller, Architekt" },
        description: {
          en: "Moving to Toronto with two children and a dog felt impossible. Atrium turned it into a checklist we could actually finish.",
          es: "Mudarnos a Toronto con dos niños y un perro parecía imposible. Atrium lo convirtió en una lista que de verdad pudimos terminar.",
          de: "Mit zwei Kindern und einem Hund nach Toronto zu ziehen, schien unmöglich. Atrium hat daraus eine Checkliste gemacht, die wir wirklich abarbeiten konnten.",
        },
        image: image("avatar-tobias"),
      },
    ],
  },
  {
    type: "help_center",
    title: { en: "Help center", es: "Centro de ayuda", de: "Hilfe-Center" },
    description: {
      en: "Answers to the questions we hear every day, written by our advisors.",
      es: "Respuestas a las preguntas que escuchamos cada día, escritas por nuestros asesores.",
      de: "Antworten auf die Fragen, die wir jeden Tag hören, verfasst von unseren Beratern.",
    },
    layout: { grid_columns: 4, text_style_variant: "startup", background_color: "white", image_metrics_height: "h-32" },
    metricStyle: {},
    metrics: [
      {
        title: { en: "Visas and permits", es: "Visados y permisos", de: "Visa und Aufenthaltstitel" },
        description: {
          en: "Which visa fits your situation, how long it takes and what it costs.",
          es: "Qué visado se adapta a tu situación, cuánto tarda y cuánto cuesta.",
          de: "Welches Visum zu Ihrer Situation passt, wie lange es dauert und was es kostet.",
        },
        image: image("icon-passport"),
      },
      {
        title: { en: "Documents and translations", es: "Documentos y traducciones", de: "Unterlagen und Übersetzungen" },
        description: {
          en: "Apostilles, certified translations and the copies consulates actually ask for.",
          es: "Apostillas, traducciones juradas y las copias que los consulados piden de verdad.",
          de: "Apostillen, beglaubigte Übersetzungen und die Kopien, die Konsulate wirklich verlangen.",
        },
        image: image("icon-documents"),
      },
      {
        title: { en: "Arriving and settling in", es: "Llegada e instalación", de: "Ankommen und Einleben" },
        description: {
          en: "Registering your address, opening a bank account and finding a family doctor.",
          es: "Empadronarte, abrir una cuenta bancaria y encontrar médico de cabecera.",
          de: "Wohnsitz anmelden, ein Bankkonto eröffnen und eine Hausarztpraxis finden.",
        },
        image: image("icon-map"),
      },
      {
        title: { en: "Talk to support", es: "Habla con soporte", de: "Support kontaktieren" },
        description: {
          en: "Still stuck? Our advisors reply within one working day.",
          es: "¿Sigues con dudas? Nuestros asesores responden en un día laborable.",
          de: "Noch Fragen? Unsere Berater antworten innerhalb eines Werktags.",
        },
        image: image("icon-chat"),
      },
    ],
  },
  {
    type: "real_estate",
    title: { en: "Homes near your new office", es: "Viviendas cerca de tu nueva oficina", de: "Wohnungen nahe Ihrem neuen Büro" },
    description: {
      en: "Furnished rentals checked by our local partners, ready for a lease signed from abroad.",
      es: "Alquileres amueblados revisados por nuestros socios locales, listos para firmar el contrato desde el extranjero.",
      de: "Möblierte Mietobjekte, geprüft von unseren lokalen Partnern und bereit für einen Mietvertrag aus dem Ausland.",
    },
    layout: { grid_columns: 3, text_style_variant: "magazine", background_color: "stone-50", image_metrics_height: "h-48" },
    metricStyle: { is_card_type: true },
    metrics: [
      {
        title: { en: "Two-bedroom flat, Lisbon", es: "Piso de dos dormitorios, Lisboa", de: "Wohnung mit zwei Schlafzimmern, Lissabon" },
        description: {
          en: "78 m² with two balconies in Alfama, ten minutes from the metro. €1,650 a month.",
          es: "78 m² con dos balcones en Alfama, a diez minutos del metro. 1.650 € al mes.",
          de: "78 m² mit zwei Balkonen in der Alfama, zehn Minuten zur Metro. 1.650 € im Monat.",
        },
        image: image("home-apartment"),
      },
      {
        title: { en: "Loft with a view, Berlin", es: "Loft con vistas, Berlín", de: "Loft mit Aussicht, Berlin" },
        description: {
          en: "64 m² in Kreuzberg with floor-to-ceiling windows, furnished. €1,420 a month.",
          es: "64 m² en Kreuzberg con ventanales de suelo a techo, amueblado. 1.420 € al mes.",
          de: "64 m² in Kreuzberg mit raumhohen Fenstern, möbliert. 1.420 € im Monat.",
        },
        image: image("home-loft"),
      },
      {
        title: { en: "Family townhouse, Toronto", es: "Casa adosada familiar, Toronto", de: "Reihenhaus für Familien, Toronto" },
        description: {
          en: "Three bedrooms and a garden in Leslieville, close to two schools. CA$3,900 a month.",
          es: "Tres dormitorios y jardín en Leslieville, cerca de dos colegios. 3.900 CA$ al mes.",
          de: "Drei Schlafzimmer und Garten in Leslieville, nahe zwei Schulen. 3.900 CA$ im Monat.",
        },
        image: image("home-townhouse"),
      },
    ],
  },
  {
    type: "brand",
    title: {
      en: "Trusted by teams that hire worldwide",
      es: "La confianza de equipos que contratan en todo el mundo",
      de: "Vertrauen von Teams, die weltweit einstellen",
    },
    description: {
      en: "Companies of every size use Atrium Demo to move their people.",
      es: "Empresas de todos los tamaños confían en Atrium Demo para trasladar a su gente.",
      de: "Unternehmen jeder Größe setzen beim Umzug ihrer Mitarbeitenden auf Atrium Demo.",
    },
    layout: { grid_columns: 4, text_style_variant: "default", background_color: "white", image_metrics_height: "h-32", is_section_title_aligned_center: true },
    metricStyle: { is_title_displayed: false },
    metrics: [
      {
        title: "Northwind Labs",
        description: { en: "Software, 120 people relocated", es: "Software, 120 personas trasladadas", de: "Software, 120 Mitarbeitende umgezogen" },
        image: image("brand-northwind"),
      },
      {
        title: "Helio Freight",
        description: { en: "Logistics, 85 people relocated", es: "Logística, 85 personas trasladadas", de: "Logistik, 85 Mitarbeitende umgezogen" },
        image: image("brand-helio"),
      },
      {
        title: "Quillstone Private Bank",
        description: { en: "Banking, 40 people relocated", es: "Banca, 40 personas trasladadas", de: "Bankwesen, 40 Mitarbeitende umgezogen" },
        image: image("brand-quillstone"),
      },
      {
        title: "Lumen Health",
        description: { en: "Healthcare, 210 people relocated", es: "Sanidad, 210 personas trasladadas", de: "Gesundheitswesen, 210 Mitarbeitende umgezogen" },
        image: image("brand-lumen"),
      },
    ],
  },
  {
    type: "article_slider",
    title: { en: "From the blog", es: "Del blog", de: "Aus dem Blog" },
    description: {
      en: "Guides and news from our advisors, updated whenever the rules change.",
      es: "Guías y novedades de nuestros asesores, actualizadas cada vez que cambian las normas.",
      de: "Ratgeber und Neuigkeiten unserer Berater, aktualisiert, sobald sich die Regeln ändern.",
    },
    layout: {
      grid_columns: 3,
      text_style_variant: "apple",
      is_gradient: true,
      gradient: { from: "indigo-50", via: "white", to: "sky-50" },
      image_metrics_height: "h-48",
    },
    metricStyle: { is_card_type: true },
    metrics: [
      {
        title: {
          en: "Blue Card or skilled-worker visa: which fits you?",
          es: "¿Tarjeta Azul o visado para profesionales cualificados? Cuál te conviene",
          de: "Blaue Karte oder Fachkräftevisum: Was passt zu Ihnen?",
        },
        description: {
          en: "Salary thresholds, processing times and the path to permanent residence, compared side by side.",
          es: "Umbrales salariales, plazos de tramitación y el camino hacia la residencia permanente, comparados punto por punto.",
          de: "Gehaltsgrenzen, Bearbeitungszeiten und der Weg zur Niederlassungserlaubnis im direkten Vergleich.",
        },
        image: image("article-bluecard"),
      },
      {
        title: { en: "Moving abroad with pets: a checklist", es: "Mudarse al extranjero con mascotas: una lista", de: "Mit Haustieren ins Ausland: eine Checkliste" },
        description: {
          en: "Microchips, rabies tests and airline rules, in the order you need to deal with them.",
          es: "Microchips, pruebas de la rabia y normas de las aerolíneas, en el orden en que debes resolverlos.",
          de: "Mikrochip, Tollwut-Test und Airline-Regeln, in der Reihenfolge, in der Sie sie erledigen müssen.",
        },
        image: image("article-pets"),
      },
      {
        title: {
          en: "Opening a bank account before you arrive",
          es: "Abrir una cuenta bancaria antes de llegar",
          de: "Ein Bankkonto eröffnen, bevor Sie ankommen",
        },
        description: {
          en: "Which banks accept non-residents, what to bring, and how to get through the first month without a local card.",
          es: "Qué bancos aceptan a no residentes, qué llevar y cómo pasar el primer mes sin tarjeta local.",
          de: "Welche Banken Nicht-Residenten akzeptieren, was Sie mitbringen sollten und wie Sie den ersten Monat ohne lokale Karte überstehen.",
        },
        image: image("article-banking"),
      },
    ],
  },
  {
    type: "contact",
    title: { en: "Talk to an advisor", es: "Habla con un asesor", de: "Sprechen Sie mit uns" },
    description: {
      en: "Tell us where you are going and when. We reply within one working day, in your language.",
      es: "Cuéntanos adónde vas y cuándo. Respondemos en un día laborable, en tu idioma.",
      de: "Sagen Sie uns, wohin und wann es losgeht. Wir antworten innerhalb eines Werktags, in Ihrer Sprache.",
    },
    layout: { grid_columns: 3, text_style_variant: "brutalist", background_color: "slate-900", image_metrics_height: "h-32" },
    metricStyle: { is_card_type: true, background_color: "slate-800" },
    metrics: [
      {
        title: { en: "Email and chat", es: "Correo y chat", de: "E-Mail und Chat" },
        description: {
          en: "hello@atrium-demo.example, or chat with us from any page.",
          es: "hello@atrium-demo.example, o escríbenos por el chat desde cualquier página.",
          de: "hello@atrium-demo.example, oder schreiben Sie uns im Chat auf jeder Seite.",
        },
        image: image("icon-chat"),
      },
      {
        title: { en: "Phone", es: "Teléfono", de: "Telefon" },
        description: {
          en: "+1 555 0134, Monday to Friday, 9:00 to 18:00.",
          es: "+1 555 0134, de lunes a viernes, de 9:00 a 18:00.",
          de: "+1 555 0134, Montag bis Freitag, 9 bis 18 Uhr.",
        },
      },
      {
        title: { en: "Offices", es: "Oficinas", de: "Büros" },
        description: {
          en: "Lisbon, Berlin and Toronto, by appointment.",
          es: "Lisboa, Berlín y Toronto, con cita previa.",
          de: "Lissabon, Berlin und Toronto, nach Vereinbarung.",
        },
        image: image("icon-map"),
      },
    ],
  },
  {
    type: "faq",
    title: { en: "Frequently asked questions", es: "Preguntas frecuentes", de: "Häufig gestellte Fragen" },
    description: {
      en: "The short answers. Your advisor will give you the long ones.",
      es: "Las respuestas breves. Tu asesor te dará las largas.",
      de: "Die kurzen Antworten. Die ausführlichen gibt Ihnen Ihre Ansprechperson.",
    },
    layout: { grid_columns: 1, text_style_variant: "codedharmony", background_color: "sky-50" },
    metricStyle: {},
    metrics: faqs.map(({ question, answer }) => ({ title: question, description: answer })),
  },
  {
    type: "pricing_plans",
    title: { en: "Plans for every move", es: "Planes para cada mudanza", de: "Tarife für jeden Umzug" },
    description: {
      en: "Fixed fees, agreed up front. Government fees are passed on at cost.",
      es: "Honorarios fijos, acordados de antemano. Las tasas oficiales se repercuten sin recargo.",
      de: "Feste Honorare, vorab vereinbart. Behördengebühren geben wir ohne Aufschlag weiter.",
    },
    layout: { grid_columns: 3, text_style_variant: "playful", background_color: "white", is_section_title_aligned_center: true },
    metricStyle: { is_card_type: true },
    // A card titled with a plan's name sells that plan: the price it shows (and the promotion) comes from the plan.
    metrics: plans.map(({ name, description }) => ({ title: name, description })),
  },
];

async function seedSettings(organizationId: string, images: DemoImages) {
  const body = inLibrary(images, saveOrganizationBody.parse({
    settings: {
      image: image("logo"),
      language: "en",
      supported_locales: ["en", "es", "de"],
      with_language_switch: true,
      primary_color: "sky",
      primary_shade: "600",
      secondary_color: "slate",
      secondary_shade: "700",
    },
    pricing_plans: plans.map((plan) => ({
      name: plan.name.en,
      name_translation: translations(plan.name),
      description: plan.description.en,
      description_translation: translations(plan.description),
      price: plan.price,
      billing_period: "once",
      features: [...plan.features],
      ...("promotionPrice" in plan ? { is_promotion: true, promotion_price: plan.promotionPrice, is_highlighted: true } : {}),
    })),
    faqs: faqs.map(({ question, answer }) => ({
      question: question.en,
      // The FAQs are in French too (the assistant's eval asks in French), beyond the site's languages.
      question_translation: { ...translations(question), fr: question.fr },
      answer: answer.en,
      answer_translation: { ...translations(answer), fr: answer.fr },
    })),
    features: [
      {
        title: "One advisor, start to finish",
        title_translation: { es: "Un solo asesor, de principio a fin", de: "Eine Ansprechperson von Anfang bis Ende" },
        description: "The person who checks your eligibility is the one who welcomes you on arrival.",
        description_translation: {
          es: "Quien comprueba tus requisitos es quien te da la bienvenida al llegar.",
          de: "Wer Ihre Voraussetzungen prüft, begrüßt Sie auch bei der Ankunft.",
        },
        image: image("icon-chat"),
      },
      {
        title: "Licensed lawyers",
        title_translation: { es: "Abogados colegiados", de: "Zugelassene Anwälte" },
        description: "Every application is reviewed by an immigration lawyer licensed in the destination country.",
        description_translation: {
          es: "Cada solicitud la revisa un abogado de inmigración colegiado en el país de destino.",
          de: "Jeder Antrag wird von einem im Zielland zugelassenen Fachanwalt für Migrationsrecht geprüft.",
        },
        image: image("icon-documents"),
      },
      {
        title: "Fixed fees",
        title_translation: { es: "Honorarios fijos", de: "Feste Honorare" },
        description: "You know the full price before you start. Government fees are passed on at cost.",
        description_translation: {
          es: "Conoces el precio completo antes de empezar. Las tasas oficiales se repercuten sin recargo.",
          de: "Sie kennen den vollen Preis, bevor es losgeht. Behördengebühren geben wir ohne Aufschlag weiter.",
        },
        image: image("icon-passport"),
      },
    ],
    products: services.map(({ slug, title, description, image: picture }) => ({
      name: title.en,
      name_translation: translations(title),
      description: description.en,
      description_translation: translations(description),
      image: picture,
      url: `/services/${slug}`,
    })),
  }));
  await saveOrganization(organizationId, body);
  await saveFooterStyle(organizationId, footerStyleBody.parse({ type: "default" }));
}

async function seedHero(organizationId: string, images: DemoImages) {
  const title = { en: "Your move abroad, planned with care", es: "Tu mudanza al extranjero, planificada con cuidado", de: "Ihr Umzug ins Ausland, sorgfältig geplant" };
  const description = {
    en: "Atrium Demo helps professionals, families and companies with visas, residence permits and relocation in more than 30 countries, with one advisor from the first question to the first day.",
    es: "Atrium Demo ayuda a profesionales, familias y empresas con visados, permisos de residencia y traslados a más de 30 países, con un solo asesor desde la primera pregunta hasta el primer día.",
    de: "Atrium Demo begleitet Fachkräfte, Familien und Unternehmen bei Visa, Aufenthaltstiteln und Umzügen in über 30 Länder, mit einer festen Ansprechperson von der ersten Frage bis zum ersten Tag.",
  };
  const button = { en: "Get Started", es: "Empezar", de: "Loslegen" };
  const hero = await createHeroSection(
    organizationId,
    heroBody.parse({
      url_page: homePage,
      name: "Home hero",
      title: title.en,
      title_translation: translations(title),
      description: description.en,
      description_translation: translations(description),
      button: button.en,
      button_translation: translations(button),
      image: inLibrary(images, image("hero-journey")),
      image_style: { position: "right" },
      background_style: {
        column: 2,
        is_gradient: true,
        gradient: { from: "from-sky-50", via: "via-white", to: "to-indigo-50" },
        seo_title: "Immigration and relocation advisory | Atrium Demo",
      },
      title_style: { alignment: "left", blockWidth: "6xl", color: "text-slate-900", size: { desktop: "text-5xl", mobile: "text-4xl" } },
      description_style: { color: "text-slate-600", size: { desktop: "text-lg", mobile: "text-base" } },
      button_style: { url: "/contact", gradient: { from: "from-sky-700", via: "via-blue-700", to: "to-indigo-700" } },
    }),
  );
  return { type: "hero" as const, id: hero.id };
}

async function seedHeadings(organizationId: string, images: DemoImages) {
  const advisors = await createHeadingSection(
    organizationId,
    headingBody.parse({
      url_page: homePage,
      name: "Advisors who know both sides of the border",
      name_translation: { es: "Asesores que conocen ambos lados de la frontera", de: "Berater, die beide Seiten der Grenze kennen" },
      description_text:
        "Our team has moved countries too. We speak twelve languages, work with licensed immigration lawyers, and stay with you until your residence card is in your hand.",
      description_text_translation: {
        es: "Nuestro equipo también ha cambiado de país. Hablamos doce idiomas, trabajamos con abogados de inmigración colegiados y te acompañamos hasta que tengas la tarjeta de residencia en la mano.",
        de: "Unser Team ist selbst ausgewandert. Wir sprechen zwölf Sprachen, arbeiten mit zugelassenen Fachanwälten für Migrationsrecht und bleiben an Ihrer Seite, bis Sie Ihren Aufenthaltstitel in der Hand halten.",
      },
      button_text: "Meet the team",
      button_text_translation: { es: "Conoce al equipo", de: "Lernen Sie das Team kennen" },
      url: "/about",
      image: inLibrary(images, image("heading-advisors")),
      image_first: true,
      background_color: "slate-50",
      text_style_variant: "apple",
    }),
  );
  const checklist = await createHeadingSection(
    organizationId,
    headingBody.parse({
      url_page: homePage,
      name: "A clear plan for every step",
      name_translation: { es: "Un plan claro para cada paso", de: "Ein klarer Plan für jeden Schritt" },
      description_text:
        "From the eligibility check to your first rent payment, you get one shared checklist with deadlines, documents and who does what. No surprises, no lost paperwork.",
      description_text_translation: {
        es: "Desde la comprobación de requisitos hasta el primer alquiler, tendrás una lista compartida con plazos, documentos y responsables. Sin sorpresas ni papeles perdidos.",
        de: "Von der Prüfung der Voraussetzungen bis zur ersten Mietzahlung erhalten Sie eine gemeinsame Checkliste mit Fristen, Unterlagen und Zuständigkeiten. Keine Überraschungen, keine verlorenen Papiere.",
      },
      button_text: "See how it works",
      button_text_translation: { es: "Descubre cómo funciona", de: "So funktioniert es" },
      url: "/services",
      is_text_link: true,
      is_included_templatesection: true,
      style_variant: "clean",
      text_style_variant: "codedharmony",
      background_color: "white",
    }),
  );
  return { advisors: { type: "heading_section" as const, id: advisors.id }, checklist: { type: "heading_section" as const, id: checklist.id } };
}

async function seedSections(organizationId: string, images: DemoImages) {
  const created = new Map<SectionType, { type: "template_section"; id: string }>();
  for (const seed of sections) {
    const section = await createSection(
      organizationId,
      createSectionBody.parse({
        ...seed.layout,
        url_page: homePage,
        section_type: seed.type,
        section_title: english(seed.title),
        section_title_translation: translations(seed.title),
        section_description: english(seed.description),
        section_description_translation: translations(seed.description),
      }),
    );
    for (const metric of seed.metrics) {
      await createMetric(
        organizationId,
        createMetricBody.parse({
          ...seed.metricStyle,
          section_id: section.id,
          title: english(metric.title),
          title_translation: translations(metric.title),
          description: english(metric.description),
          description_translation: translations(metric.description),
          ...(metric.image ? { image: inLibrary(images, metric.image) } : {}),
        }),
      );
    }
    created.set(seed.type, { type: "template_section", id: section.id });
  }
  return created;
}

/** Home has no submenu (a plain link), About one (a dropdown), Services several (a mega panel). */
async function seedMenu(organizationId: string, images: DemoImages) {
  const items = [
    { slug: "home", name: { en: "Home", es: "Inicio", de: "Startseite" }, footer: false, submenu: [] },
    {
      slug: "services",
      name: { en: "Services", es: "Servicios", de: "Leistungen" },
      footer: true,
      submenu: services.map(({ slug, title, description, image: picture }) => ({ slug, name: title, description, image: picture })),
    },
    {
      slug: "about",
      name: { en: "About", es: "Nosotros", de: "Über uns" },
      footer: true,
      submenu: [
        {
          slug: "our-team",
          name: { en: "Our team", es: "Nuestro equipo", de: "Unser Team" },
          description: {
            en: "Twelve languages, thirty countries, one team.",
            es: "Doce idiomas, treinta países, un solo equipo.",
            de: "Zwölf Sprachen, dreißig Länder, ein Team.",
          },
          image: image("heading-advisors"),
        },
      ],
    },
    { slug: "blog", name: { en: "Blog", es: "Blog", de: "Blog" }, footer: true, submenu: [] },
    { slug: "contact", name: { en: "Contact", es: "Contacto", de: "Kontakt" }, footer: true, submenu: [] },
  ];
  for (const item of items) {
    const menuItem = await createMenuItem(
      organizationId,
      createMenuItemBody.parse({ organization_id: organizationId, display_name: item.name.en, url_name: item.slug, is_displayed_on_footer: item.footer }),
    );
    await updateMenuItem(organizationId, menuItem.id, updateMenuItemBody.parse({ display_name_translation: translations(item.name) }));
    for (const entry of item.submenu) {
      const submenuItem = await createSubmenuItem(
        organizationId,
        createSubmenuItemBody.parse({
          menu_item_id: menuItem.id,
          organization_id: organizationId,
          name: entry.name.en,
          url_name: entry.slug,
          description: entry.description.en,
          image: inLibrary(images, entry.image),
        }),
      );
      await updateSubmenuItem(
        organizationId,
        submenuItem.id,
        updateSubmenuItemBody.parse({ name_translation: translations(entry.name), description_translation: translations(entry.description) }),
      );
    }
  }
}

async function seedCookies(organizationId: string) {
  // Videos in sections (YouTube, Vimeo) load only after consent to their service: a service's hosts
  // say which players it covers (see ConsentEmbed), so they sit in a non-essential category.
  const categories = [
    {
      name: { en: "Essential", es: "Esenciales", de: "Notwendig" },
      description: {
        en: "Needed for signing in, security and remembering your cookie choices. Always on.",
        es: "Necesarias para iniciar sesión, la seguridad y recordar tus preferencias de cookies. Siempre activas.",
        de: "Erforderlich für die Anmeldung, die Sicherheit und das Speichern Ihrer Cookie-Auswahl. Immer aktiv.",
      },
      services: [{ name: "Session and security", description: "Keeps you signed in and protects forms against forgery.", hosts: [] }],
    },
    {
      name: { en: "Analytics", es: "Analítica", de: "Statistik" },
      description: {
        en: "Helps us see which pages are useful, without identifying you.",
        es: "Nos ayuda a saber qué páginas son útiles, sin identificarte.",
        de: "Hilft uns zu sehen, welche Seiten nützlich sind, ohne Sie zu identifizieren.",
      },
      services: [{ name: "Privacy-friendly analytics", description: "Counts page views without cookies that follow you across sites.", hosts: ["stats.atrium-demo.example"] }],
    },
    {
      name: { en: "External media", es: "Contenido externo", de: "Externe Medien" },
      description: {
        en: "Videos from other services. Their players load only once you allow them, and those services may then set cookies.",
        es: "Vídeos de otros servicios. Sus reproductores solo se cargan cuando los permites, y esos servicios pueden entonces usar cookies.",
        de: "Videos anderer Dienste. Ihre Player laden erst, wenn Sie sie erlauben; diese Dienste können dann Cookies setzen.",
      },
      services: [
        {
          name: "YouTube",
          description: "Plays videos embedded from YouTube. Google may set cookies and learn your IP address once a video loads.",
          hosts: ["youtube.com", "youtube-nocookie.com", "ytimg.com", "googlevideo.com"],
        },
        { name: "Vimeo", description: "Plays videos embedded from Vimeo. Vimeo may set cookies and learn your IP address once a video loads.", hosts: ["vimeo.com", "vimeocdn.com"] },
      ],
    },
  ];
  for (const { name, description, services } of categories) {
    const category = await createCategory(
      organizationId,
      createCategoryBody.parse({ name: name.en, name_translation: translations(name), description: description.en, description_translation: translations(description) }),
    );
    for (const service of services) await createService(organizationId, createServiceBody.parse({ ...service, category_id: category.id }));
  }
}

async function seedBanner(organizationId: string) {
  const thirtyDaysAhead = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const text: Text = {
    en: "<p>Spring offer: <strong>20% off</strong> the Family plan for moves booked this month.</p>",
    es: "<p>Oferta de primavera: <strong>20 % de descuento</strong> en el plan Familia para mudanzas contratadas este mes.</p>",
    de: "<p>Frühjahrsangebot: <strong>20 % Rabatt</strong> auf den Familientarif für Umzüge, die Sie diesen Monat buchen.</p>",
  };
  const label: Text = { en: "Find out more", es: "Más información", de: "Mehr erfahren" };
  await createBanner(
    organizationId,
    bannerBody.parse({
      position: "top",
      type: "closed",
      content: {
        text: english(text),
        text_translation: translations(text),
        icon: "Sparkles",
        link: { url: "/family-reunification", label: english(label), label_translation: translations(label) },
        banner_background: "sky-700",
        banner_content_style: "white",
      },
      dismissal_duration: "7 days",
      end_date_promotion: thirtyDaysAhead.toISOString(),
      end_date_promotion_is_displayed: true,
    }),
  );
}

/** Fills a new organization (the demo) with the demo content; run inside the transaction that made it. */
export async function seedDemoContent(organizationId: string): Promise<void> {
  const images = await addDemoImages(organizationId);
  await seedSettings(organizationId, images);
  const hero = await seedHero(organizationId, images);
  const headings = await seedHeadings(organizationId, images);
  const templates = await seedSections(organizationId, images);
  // The home page reads as a story: hero, who we are, what we do, proof, prices, questions, contact.
  const story: (SectionType | { type: "hero" | "heading_section"; id: string })[] = [
    hero,
    headings.advisors,
    "general",
    "brand",
    headings.checklist,
    "help_center",
    "real_estate",
    "reviews",
    "pricing_plans",
    "faq",
    "article_slider",
    "contact",
  ];
  const order = story.map((entry) => (typeof entry === "string" ? templates.get(entry) : entry)).filter((entry) => entry !== undefined);
  await savePageLayout(organizationId, saveLayoutBody.parse({ url_page: homePage, sections: order }));
  await seedMenu(organizationId, images);
  await seedDemoPages(organizationId);
  await seedDemoPosts(organizationId, images);
  await seedDemoHelp(organizationId);
  await seedCookies(organizationId);
  await seedBanner(organizationId);
}
