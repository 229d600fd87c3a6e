/**
 * The chat assistant's answers in Spanish (product.md D8, decision 0023): plans and prices, which
 * plan to choose, what each plan includes, the guarantee and terms, setup, hours and contact, the
 * free audit and the hand-off, as the English pages state them. Prices, names and contact
 * details come from the catalogue and the site's facts; every other figure here is one the
 * English pages state (a test holds it).
 * Anything else asked in Spanish gets the Spanish fallback, which offers a person.
 */
import { formatPrice } from "#app/lib/format.ts";
import type { ChatLink } from "#app/content/chat-answers.ts";
import { plans, popularPlan, type PlanId } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";

const pricingLink = { label: "Pricing", href: "/pricing" };
const contactLink = { label: "Contact", href: "/contact" };
const freeAuditLink = { label: "Free Audit", href: "/free-audit" };

/** The plans' features, in the catalogue's order, as a Spanish speaker would list them. */
export const planFeaturesEs = {
  starter: [
    "2 artículos de blog al mes",
    "3 publicaciones en redes sociales por semana",
    "seguimiento de 10 palabras clave",
    "soporte por correo electrónico",
  ],
  growth: [
    "un artículo de blog cada semana",
    "publicaciones diarias en redes sociales",
    "seguimiento de 25 palabras clave",
    "monitoreo de la competencia",
    "soporte por correo electrónico y chat",
  ],
  enterprise: [
    "2 artículos de blog por semana",
    "publicaciones ilimitadas en redes sociales",
    "seguimiento de más de 100 palabras clave (100+)",
    "informes de posicionamiento",
    "seguimiento de conversiones con alertas de nuevos clientes",
    "un agente de éxito dedicado",
  ],
} as const satisfies Record<PlanId, readonly string[]>;

/** "a, b y c" */
function listEs(items: readonly string[]): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

const planList = listEs(
  plans.map((plan) => `${plan.name} ${formatPrice(plan.monthlyPrice)}`),
);

/** "9 a. m." from "09:00", "6 p. m." from "18:00" */
function timeEs(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const half = hours < 12 ? "a. m." : "p. m.";
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${clock}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${half}`;
}

const hoursEs = `de lunes a viernes, de ${timeEs(site.hours.opens)} a ${timeEs(site.hours.closes)} (hora del Este)`;

export interface SpanishAnswer {
  response: string;
  links: readonly ChatLink[];
}

export const chatAnswersEs = {
  greeting:
    "¡Hola! Puedo contarle sobre nuestros planes y precios, lo que incluye cada uno, la garantía y las condiciones, nuestro horario y cómo contactarnos, y la auditoría gratuita. ¿Qué le gustaría saber?",
  thanks: "¡Con gusto! ¿Hay algo más en lo que le pueda ayudar?",
  /** When the question is not one answered in Spanish, or the content does not answer it. */
  noAnswer:
    "Lo siento, no tengo esa información en español. Una persona de nuestro equipo puede responderle: deje su nombre y su correo abajo y le contactaremos, o escríbanos a " +
    `${site.email}.`,
  noAnswerLinks: [contactLink, freeAuditLink],
  handoff: {
    lead: "Con gusto le paso sus datos a nuestro equipo para que le contacte. Deje su nombre y su correo abajo (el teléfono es opcional).",
    support: `Puedo pasar esta conversación a una persona de nuestro equipo de soporte. Deje su nombre y su correo abajo y le responderán. También puede escribir a ${site.email} o llamar al ${site.phone}, ${hoursEs}.`,
  },
  plans: {
    response: `Nuestros planes de agente de marketing con IA cuestan: ${planList} al mes. Todos incluyen la configuración profesional, facturación mes a mes sin contratos ni cargos ocultos, y una garantía de devolución de dinero de 30 días.`,
    links: [pricingLink],
  },
  choose: {
    response: `${popularPlan.name} es nuestro plan más popular. Si no está seguro, empiece con una auditoría gratuita: analizamos a su competencia, preparamos una estrategia a la medida, sin compromiso, y le recomendamos el plan que más le conviene. Nuestros planes cuestan: ${planList} al mes.`,
    links: [pricingLink, freeAuditLink],
  },
  compare: {
    response: `Estos son nuestros planes, al mes: ${plans
      .map(
        (plan) =>
          `${plan.name} (${formatPrice(plan.monthlyPrice)}): ${listEs(planFeaturesEs[plan.id])}`,
      )
      .join("; ")}.`,
    links: [pricingLink],
  },
  plan: Object.fromEntries(
    plans.map((plan): [PlanId, SpanishAnswer] => [
      plan.id,
      {
        response: `El plan ${plan.name} (${plan.catalogName}) cuesta ${formatPrice(plan.monthlyPrice)} al mes${plan.popular ? " y es nuestro plan más popular" : ""}. Incluye ${listEs(planFeaturesEs[plan.id])}. Como todos los planes, incluye la configuración profesional y una garantía de devolución de dinero de 30 días.`,
        links: [pricingLink],
      },
    ]),
  ) as Record<PlanId, SpanishAnswer>,
  guarantee: {
    response:
      "Todos los planes tienen una garantía de devolución de dinero de 30 días, así que puede poner a trabajar a su agente sin riesgo. Además, se facturan mes a mes, sin contratos.",
    links: [pricingLink],
  },
  terms: {
    response:
      "No hay que firmar ningún contrato: todos los planes se facturan mes a mes, sin cargos ocultos, y tienen una garantía de devolución de dinero de 30 días. Si sube de plan, el cambio es inmediato; si baja de plan, se aplica en el siguiente ciclo de facturación.",
    links: [pricingLink],
  },
  changePlan: {
    response:
      "Sí. Si sube de plan, el cambio es inmediato y su agente empieza a hacer más enseguida. Si baja de plan, el cambio se aplica en el siguiente ciclo de facturación.",
    links: [pricingLink],
  },
  setup: {
    response:
      "La configuración profesional está incluida en todos los planes, sin costo adicional: conectamos sus plataformas y entrenamos a su agente con la voz de su marca y sus objetivos. Su agente queda listo entre 24 y 48 horas después de la auditoría gratuita.",
    links: [pricingLink],
  },
  hours: {
    response: `Nuestro horario es ${hoursEs}. Cerramos los sábados y domingos. Puede llamarnos al ${site.phone}.`,
    links: [contactLink],
  },
  contact: {
    response: `Puede llamarnos al ${site.phone} (${hoursEs}) o escribirnos a ${site.email}; respondemos en menos de 24 horas. También puede enviarnos un mensaje desde la página de contacto.`,
    links: [contactLink],
  },
  location: {
    response: `Estamos en el norte de Virginia y trabajamos con negocios de todo el DMV: Washington D. C., Maryland y Virginia.`,
    links: [contactLink],
  },
  audit: {
    response:
      "La auditoría de marketing es gratuita y sin compromiso: revisamos su sitio web, su posicionamiento en buscadores y sus redes sociales, los comparamos con su competencia local y le proponemos una estrategia a la medida. Un miembro de nuestro equipo le contacta en menos de 24 horas, y si decide seguir adelante, su agente queda listo entre 24 y 48 horas después de la auditoría.",
    links: [freeAuditLink],
  },
} as const;
