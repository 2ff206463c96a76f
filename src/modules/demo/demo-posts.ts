import { createPost } from "@/modules/posts/posts.service";
import { createPostBody } from "@/modules/posts/posts.validation";
import { inLibrary, type DemoImages } from "./demo-images";

/**
 * The demo's blog: the three articles its home page's "From the blog" slider shows, written out
 * as posts (through the post editor's endpoint body), so that /blog, the hero's Explore pill and
 * the menu's Blog link lead somewhere real. In Spanish whole; in German the titles and descriptions,
 * the text falling back to English (spec 001 §5) as an owner's half-translated post would.
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
    title_translation: { es: "Tarjeta Azul o visado de trabajador cualificado: ¿cuál le conviene?", de: "Blaue Karte oder Fachkräftevisum: Was passt zu Ihnen?" },
    description_translation: {
      es: "Umbrales salariales, plazos de tramitación y el camino a la residencia permanente, comparados uno junto al otro.",
      de: "Gehaltsschwellen, Bearbeitungszeiten und der Weg zur Niederlassungserlaubnis im direkten Vergleich.",
    },
    content_translation: {
      es: html(
        "<p>Ambas vías le permiten trabajar en Alemania con una oferta de empleo, y ambas pueden llevar a la residencia permanente. Cuál le conviene depende sobre todo de su salario, de su titulación y de cuándo quiera establecerse.</p>",
        "<h2>Quién cumple los requisitos</h2>",
        "<p>La Tarjeta Azul de la UE exige un título universitario reconocido y un salario superior al umbral anual (más bajo en profesiones con escasez de personal y para recién titulados). El visado de trabajador cualificado también acepta la formación profesional, sin otro mínimo salarial que el habitual en el lugar.</p>",
        "<h2>Plazos de tramitación</h2>",
        "<p>Con el expediente completo, ambos se resuelven normalmente en cuatro a ocho semanas. El procedimiento acelerado, que puede solicitar su empleador, lo reduce a unas tres semanas.</p>",
        "<h2>El camino a la residencia permanente</h2>",
        "<ul><li>Tarjeta Azul: a los 27 meses, o a los 21 meses con alemán de nivel B1.</li><li>Visado de trabajador cualificado: tras tres años de trabajo y cotizaciones.</li></ul>",
        "<h2>Nuestro consejo</h2>",
        "<p>Si su salario supera el umbral, la Tarjeta Azul es casi siempre la mejor opción. Si no, el visado de trabajador cualificado es una vía sólida, y podrá cambiar más adelante cuando su salario crezca.</p>",
      ),
    },
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
    title_translation: { es: "Mudarse al extranjero con mascotas: una lista", de: "Mit Haustieren ins Ausland: eine Checkliste" },
    description_translation: {
      es: "Microchips, pruebas de rabia y normas de las aerolíneas, en el orden en que debe ocuparse de ellos.",
      de: "Mikrochips, Tollwuttests und Regeln der Fluggesellschaften, in der Reihenfolge, in der Sie sich darum kümmern müssen.",
    },
    content_translation: {
      es: html(
        "<p>La mayoría de los países acogen a perros y gatos, pero los trámites deben hacerse en el orden correcto, y algunos pasos llevan meses. Empiece en cuanto sepa la fecha de su mudanza.</p>",
        "<h2>Cuatro meses antes</h2>",
        "<ul><li>Ponga un microchip a su mascota (ISO 11784/11785), antes de cualquier vacuna.</li><li>Vacúnela contra la rabia y espere al menos 21 días.</li><li>Para algunos destinos, reserve una prueba de anticuerpos de la rabia: el resultado tarda semanas y la espera posterior puede ser de tres meses.</li></ul>",
        "<h2>Un mes antes</h2>",
        "<ul><li>Elija una aerolínea que transporte mascotas en su ruta y reserve su plaza.</li><li>Compre un transportín del tamaño que pida la aerolínea y deje que su mascota se acostumbre a él.</li></ul>",
        "<h2>Diez días antes</h2>",
        "<p>Visite a un veterinario oficial para obtener el certificado sanitario. Guárdelo con su pasaporte: lo mostrará en la frontera.</p>",
      ),
    },
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
    title_translation: { es: "Abrir una cuenta bancaria antes de llegar", de: "Ein Bankkonto eröffnen, bevor Sie ankommen" },
    description_translation: {
      es: "Qué bancos aceptan a no residentes, qué llevar y cómo pasar el primer mes sin una tarjeta local.",
      de: "Welche Banken Nichtansässige aufnehmen, was Sie mitbringen sollten und wie Sie den ersten Monat ohne örtliche Karte überstehen.",
    },
    content_translation: {
      es: html(
        "<p>Su casero quiere una fianza, su empleador una cuenta bancaria para el salario, y muchos bancos piden primero un domicilio registrado. Así se rompe el círculo.</p>",
        "<h2>Bancos que aceptan a no residentes</h2>",
        "<p>Varios bancos en línea abren cuentas a quienes están a punto de mudarse, con un pasaporte y una videollamada. Los bancos tradicionales suelen pedir el certificado de empadronamiento, que solo obtendrá después de llegar.</p>",
        "<h2>Qué llevar</h2>",
        "<ul><li>Su pasaporte y su visado o permiso de residencia</li><li>Su contrato de trabajo o carta de admisión</li><li>Su número de identificación fiscal, cuando lo tenga</li></ul>",
        "<h2>El primer mes</h2>",
        "<p>Hasta que llegue su tarjeta, una cuenta multidivisa de su país cubre el alquiler y la compra. Pida a su asesor la lista de bancos que usan nuestros clientes.</p>",
      ),
    },
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
/** The demo's posts; their photos are the library's copies of the demo pictures (`images`). */
export async function seedDemoPosts(organizationId: string, images: DemoImages): Promise<void> {
  for (const { main_photo, ...post } of demoPosts) {
    await createPost(organizationId, createPostBody.parse({ ...post, content_type: "html", media_config: { main_photo: inLibrary(images, main_photo) } }));
  }
}
