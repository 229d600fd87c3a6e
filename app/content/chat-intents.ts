/**
 * What visitors ask the chat assistant, by intent (product.md D8, decision 0023): the phrasings
 * the assistant's classifier learns from, in English and, for the topics it answers in Spanish,
 * in Spanish as a Spanish speaker would ask. A question like none of these gets the honest
 * fallback. The answers are the site's facts (`features/chat/knowledge.server.ts`) and, in
 * Spanish, `chat-answers-es.ts`; the plan and service names are added from the catalogues, so
 * the phrasings here name none of them.
 */

export interface ChatIntentPhrasings {
  en: readonly string[];
  /** Only for the topics answered in Spanish. */
  es?: readonly string[];
}

export const chatIntentPhrasings = {
  greeting: {
    en: [
      "hi",
      "hello",
      "hey there",
      "good morning",
      "good afternoon",
      "hi, anyone there?",
    ],
    es: [
      "hola",
      "buenos días",
      "buenas tardes",
      "buenas noches",
      "hola, ¿hay alguien?",

      "hola, buenas",
      "saludos",
    ],
  },
  thanks: {
    en: [
      "thanks",
      "thank you",
      "thanks a lot, that helps",
      "great, thank you",
      "ok thanks",
      "appreciate it",
    ],
    es: [
      "gracias",
      "muchas gracias",
      "muy amable, gracias",
      "perfecto, gracias",
    ],
  },
  "handoff.lead": {
    en: [
      "can I talk to a real person",
      "I want to speak with someone on your team",
      "connect me with your sales team",
      "can someone call me back",
      "have somebody contact me",
      "I'd like a quote for my business",
      "I want to book a free audit",
      "sign me up",
      "I'd like to schedule a strategy call",
      "can a human help me",
      "get me a representative",

      "I want to work with you",
      "can I schedule a consultation",
      "please have someone reach out to me",
      "I'd like to talk to someone about my business",
    ],
    es: [
      "quiero hablar con una persona",
      "¿puedo hablar con alguien de su equipo?",
      "quiero que me contacten",
      "necesito hablar con un asesor",
      "quiero una cotización para mi negocio",
      "¿me pueden llamar?",

      "quiero hablar con alguien",
      "¿me puede atender una persona?",
      "necesito hablar con un humano",
      "quisiera hablar con un representante",
    ],
  },
  "handoff.support": {
    en: [
      "my dashboard isn't working",
      "I can't log in to my account",
      "I was charged twice",
      "there's a problem with my agent",
      "my agent stopped posting",
      "I need help with my billing",
      "something is broken in my account",
      "I'm an existing customer and need support",

      "I'm a customer and something is wrong",
      "my account has a problem",
      "I need support with my subscription",
      "the dashboard shows an error",
    ],
    es: [
      "no puedo entrar a mi cuenta",
      "tengo un problema con mi cuenta",
      "me cobraron dos veces",
      "mi agente dejó de publicar",
      "soy cliente y necesito ayuda con mi cuenta",
    ],
  },
  "plans.prices": {
    en: [
      "how much are your plans",
      "what do your plans cost",
      "pricing",
      "prices",
      "what are your prices",
      "how much does it cost per month",
      "plans and pricing",
      "what packages do you have",
      "what pricing options are there",
      "how much do the AI agents cost",
      "what does the subscription cost",
      "how much do you charge for marketing",

      "what does it cost",
      "how much do you charge",
      "what's the cost of an AI marketing agent",
      "what are the rates",
      "give me your price list",
      "how expensive is it",
      "what is the price of the AI agent service",
      "how much is it a month",
      "what do you charge monthly for the agents",
      "is it a monthly subscription",

      "what are the monthly rates for your plans",
      "how much would I pay each month",
      "what's the going rate for your service",
      "what kind of money are we talking",
      "how much does the marketing agent run per month",
      "cost",
      "fees",
      "rates",
      "subscription price",
      "what is the pricing for the AI marketing service",

      "how much for the marketing bot",
      "what does the AI assistant cost me",
      "ballpark cost of a plan",
      "a rough idea of the price",
      "give me a rundown of the prices",
      "a quick breakdown of your pricing",
      "what's the damage each month",
      "what kind of investment is this monthly",
      "price range for the agents",
      "how much is the automated marketing",
    ],
    es: [
      "¿cuánto cuestan sus planes?",
      "¿cuáles son sus precios?",
      "precios",
      "¿cuánto cobran al mes?",
      "¿qué paquetes ofrecen y cuánto valen?",
      "¿cuál es la tarifa mensual?",
      "¿cuánto cuesta el servicio de marketing?",

      "¿cuánto cuesta?",
      "¿cuánto vale el servicio?",
      "¿qué precio tiene el agente de marketing?",
      "tarifas",
      "¿cuánto hay que pagar al mes?",

      "¿cuánto cobran?",
      "¿cuánto sale el servicio?",
      "¿qué precios manejan?",
    ],
  },
  "plans.compare": {
    en: [
      "what is the difference between the plans",
      "compare the plans",
      "how do the plans differ",
      "what do the plans include",
      "what features come with each plan",
      "what's in each tier",

      "what separates the three plans",
      "which plan gives me more",
      "how is one tier different from another",
      "side by side comparison of the plans",

      "what's the difference between Starter, Pro and Dominate",
      "what does each package come with",
      "break down the plans for me",
    ],
    es: [
      "¿qué diferencia hay entre los planes?",
      "¿qué incluye cada plan?",
      "compara los planes",

      "¿en qué se diferencian los planes?",
      "¿cuál plan trae más cosas?",
    ],
  },
  "plan.starter": {
    en: [
      "what is your cheapest plan",
      "the basic plan",
      "the least expensive package",
      "the smallest plan",
      "the lowest tier",
      "the plan for a single-location business",

      "the cheapest package",
      "your lowest price",
      "the starter option for a small shop",
      "the most affordable plan",
      "the least expensive option you have",

      "the bare minimum package",
      "the plan for a one-location shop",
      "your entry plan",

      "the entry-level package",
      "the smallest tier",
      "the bottom tier",
    ],
    es: [
      "¿cuál es el plan más barato?",
      "el plan básico",
      "el plan más económico",
      "lo mínimo que puedo pagar",

      "el plan más sencillo",
      "la opción más barata",
    ],
  },
  "plan.growth": {
    en: [
      "the most popular plan",
      "the mid-level package",
      "which plan do people choose most",
      "the plan with competitor monitoring",
      "the plan with daily social posts",

      "the plan most customers pick",
      "the recommended tier",
      "the second plan",
      "the most chosen option",
      "the best seller",

      "the middle package",
      "the medium plan",
      "the mid-tier option",
      "the one in the middle",
    ],
    es: [
      "el plan más popular",
      "el plan intermedio",
      "el plan del medio",
      "¿cuánto cuesta el plan del medio?",
      "¿qué plan elige la mayoría de los clientes?",
      "¿cuál escoge la gente normalmente?",
      "¿cuál es el plan que más se vende?",
    ],
  },
  "plan.enterprise": {
    en: [
      "the most expensive plan",
      "the largest plan",
      "the biggest package",
      "the highest tier",
      "the premium option",
      "the plan with a dedicated success agent",
      "the plan with unlimited social posts",

      "the biggest plan you have",
      "the most complete package",
      "the plan with the most features",
      "your premium tier",
      "the highest plan",
      "the most advanced plan",
      "the full package",

      "the top package",
      "the top-tier plan",
      "the priciest plan",
    ],
    es: [
      "el plan más caro",
      "el plan más completo",
      "el plan superior",
      "el plan premium",
      "el paquete más grande",
    ],
  },
  "plans.choose": {
    en: [
      "which plan should I choose",
      "which plan is right for me",
      "what plan do you recommend",
      "I'm not sure which package to pick",
      "help me choose a plan",

      "which tier fits a small restaurant",
      "what plan would suit my business",
      "should I go with the cheaper or the bigger plan",
      "which one do you suggest for me",

      "what plan is best for a new business",
      "I can't decide between plans",
      "which package makes sense for us",
    ],
  },
  "plans.freelancer": {
    en: [
      "how does this compare to hiring a freelancer",
      "is it cheaper than a freelance marketer",
      "why not just hire a marketing person",
      "how much would I save compared to an agency",

      "how much cheaper is this than an agency",
      "is an AI agent better value than a marketing hire",
      "what do I save compared with a freelancer",
    ],
  },
  "plans.content": {
    en: [
      "how much content will my agent publish",
      "how many blog posts do I get",
      "how many social posts per week",
      "how often does the agent post",

      "how many posts will the agent write",
      "how often will you publish blog articles",
      "how many social media posts do I get",
      "how much does the agent post each week",
    ],
  },
  "policy.guarantee": {
    en: [
      "what is your refund policy",
      "can I get my money back",
      "is there a money-back guarantee",
      "do you give refunds",
      "what if it isn't right for my business",
      "is there a satisfaction guarantee",
      "what if I'm not satisfied",
      "do you guarantee your service",
      "is it risk free",

      "do you refund if it doesn't work",
      "can I get refunded",
      "what is the guarantee",
      "I want my money back",
      "refund",
      "is there a trial period with a money back promise",
      "what if the agent doesn't work for me",

      "can I ask for my money back",
      "what's your return policy",
      "do you offer a refund period",
      "is there a 30 day guarantee",
      "money back",
      "what if it doesn't bring me any customers",
      "if it doesn't work out can I get a refund",
      "can I try it without risk",

      "what if I'm unhappy with it",
      "money back if it doesn't pan out",
      "can I be reimbursed if it fails",
      "what happens if I don't like it",
      "can I return it for a refund",

      "how long is the window for a refund",
      "how many days do I have to ask for a refund",
      "do you refund me if I cancel in the first month",
      "what if I don't see results in the first month",

      "what if I change my mind",
      "what if I regret signing up",
      "is my money safe if it doesn't work out",
      "do you give the money back if I'm not pleased",
    ],
    es: [
      "¿tienen garantía de devolución de dinero?",
      "¿cuál es su política de reembolso?",
      "¿hay reembolso?",
      "¿qué pasa si no quedo satisfecho?",
      "¿hay alguna garantía?",
      "¿ofrecen reembolsos?",

      "¿devuelven el dinero?",
      "quiero un reembolso",
      "¿tienen garantía?",
      "¿y si no funciona para mi negocio?",

      "¿me regresan el dinero?",
      "¿puedo pedir un reembolso?",
      "¿me devuelven el dinero si no veo resultados?",
    ],
  },
  "policy.contract": {
    en: [
      "do I have to sign a contract",
      "how do I cancel",
      "can I cancel anytime",
      "is there a long-term commitment",
      "is there a minimum term",
      "can I leave without a penalty",
      "is it month to month",
      "what are the terms",

      "can I quit anytime",
      "how do I end my subscription",
      "is there a cancellation fee",
      "do I need to commit for 12 months",
      "is there a minimum contract length",
      "can I get out of the subscription",
      "how does cancelling work",
      "is it a yearly contract",
      "no contract?",

      "is there a lock-in period",
      "do I have to stay for a minimum time",
      "how do I terminate the service",
      "can I pause my plan",
      "what are your billing terms",
      "what commitment is required",
      "is this a long term contract",
      "are there strings attached",

      "is there a minimum term",
      "do I have to commit for a whole year",
      "is there a yearly commitment",
      "do you need an annual agreement",
      "how long am I tied in",
      "can I quit whenever I like",
      "is there an early termination fee",
      "how long do I have to stay",

      "tell me about your cancellation policy",
      "is it possible to stop the subscription whenever I want",
      "can I end the service whenever I want",
      "is it billed monthly or yearly",
      "do you offer annual billing",
      "can I cancel my subscription anytime",
      "can I stop paying whenever I want",

      "how much notice do I need to give to cancel",
      "can I cancel online",
      "how does billing work",
      "when am I billed",
      "do you bill every month",
      "is it a subscription I can end",
    ],
    es: [
      "¿hay que firmar un contrato?",
      "¿tengo que firmar un contrato?",
      "¿cómo cancelo?",
      "¿hay permanencia mínima?",
      "¿es mes a mes?",
      "¿cuáles son las condiciones?",

      "¿hay contrato?",
      "¿puedo darme de baja?",
      "¿tengo que comprometerme por un año?",
      "¿cómo funciona la cancelación?",
      "¿hay penalización por cancelar?",

      "¿ofrecen planes anuales?",
      "¿se paga cada mes o cada año?",
      "¿puedo cancelar cuando quiera?",

      "¿hay contratos a largo plazo?",
      "¿me puedo ir en cualquier momento?",
      "¿puedo dejar el servicio cuando quiera?",
    ],
  },
  "policy.change-plan": {
    en: [
      "can I upgrade my plan",
      "can I downgrade later",
      "can I change plans",
      "when does an upgrade take effect",
      "can I move up to a bigger plan",

      "can I switch to another plan",
      "how do I move to a different tier",
      "can I go up a plan",
      "can I go down to a smaller plan",
      "can I drop down to a lower plan",
      "what if I need more later",
      "changing my plan",
      "do upgrades happen right away",

      "when does a downgrade take effect",
      "can I scale my plan up or down",
      "how do plan changes work",

      "can I move up a tier",
      "can I scale up later",
      "can I step down to a smaller plan",
      "can I bump my plan up",
      "can I go up a level mid-cycle",
      "switch tiers in the middle of the month",

      "what's your policy on changing plans",
      "how does moving between plans work",
    ],
    es: [
      "¿puedo cambiar de plan?",
      "¿puedo subir de plan más adelante?",
      "¿puedo bajar a un plan más barato?",

      "¿puedo pasarme a otro plan?",
      "¿cómo cambio mi plan?",
    ],
  },
  "policy.setup": {
    en: [
      "is setup included",
      "does setup cost extra",
      "how long does setup take",
      "when does my agent go live",
      "when will my agent be ready",
      "how long until the agent is live",
      "how soon can we start after the audit",

      "when will my agent start working",
      "how long before the agent starts posting",
      "is onboarding included",
      "do I pay for setup",
      "how fast can you get me started",
      "what does setup involve",
      "do you set everything up for me",
      "how long does onboarding take",
      "when will everything be live",
      "how soon does the agent begin",

      "how soon does my agent start working",
      "when does it kick in",
      "how fast can we launch",
      "how long until it's running",
      "how long does onboarding take",
      "when will I see the agent go live",

      "when will the agent be up and running",
      "how soon after the audit is my agent running",
      "how many days before everything is live",
      "is there a setup fee",

      "who sets up my agent",
      "do I have to set anything up myself",
      "what do you need from me to get started after the audit",
    ],
    es: [
      "¿la configuración está incluida?",
      "¿cuánto tarda la configuración?",
      "¿cuándo empieza a trabajar mi agente?",
      "¿en cuánto tiempo queda listo el agente?",
      "¿cobran por la instalación?",
      "¿hay un costo de configuración?",
      "¿cobran extra por configurar el agente?",
    ],
  },
  "policy.fees": {
    en: [
      "are there hidden fees",
      "any extra charges",
      "are there surprise costs on top of the plan",

      "is the price all inclusive",
      "will I be charged anything else",
      "do you add fees",
      "are there any additional costs",

      "are there extra charges beyond the monthly price",
      "any surprise fees",
      "is everything included in the price",

      "what's the catch",
      "is there any fine print",
      "any surprise charges",
      "are there extra costs on top",
      "is anything billed separately",
      "hidden costs",
    ],
    es: [
      "¿hay cargos ocultos?",
      "¿hay costos adicionales?",
      "¿cobran algo más aparte del plan?",
      "¿el precio lo incluye todo?",
    ],
  },
  "support.hours": {
    en: [
      "when can I reach support",
      "how fast does support reply",
      "how quickly do you respond to emails",
      "is support available 24/7",
      "what is your response time",

      "how long do you take to answer an email",
      "when will support get back to me",
      "can I get help at night",
      "is live chat available",
      "how soon do you respond",

      "how quickly will someone answer me",
      "what's your reply time",
      "is there 24/7 support",
      "when is support available",
      "do you answer emails on weekends",

      "how long before you get back to me",
      "when will I hear back from you",
      "how long until someone replies to my email",
      "how long does support take to answer",

      "what's your turnaround on support requests",
      "how soon do you get back to people",
      "how long does it take to hear back",
      "do you answer emails within a couple of hours",
      "how fast do you handle a support ticket",
      "is someone available to help at night or on weekends",
    ],
  },
  "contact.hours": {
    en: [
      "what are your business hours",
      "when do you close for the day",
      "when are you open",
      "are you open on saturday",
      "do you work weekends",
      "what time do you open",
      "are you open on sunday",
      "hours",

      "what are your opening hours",
      "are you open today",
      "when can I call you",
      "what days are you open",
      "are you closed on weekends",
      "office hours",
      "what time are you available",

      "when are you available",
      "what hours do you work",
      "are you open Saturdays",
      "do you open on Sundays",
      "what time does your office close",
      "are you open right now",
      "when do you open in the morning",
      "weekend hours",

      "what time do you close on weekdays",
      "are you open tuesday",
      "are you open midweek",
    ],
    es: [
      "¿cuál es su horario?",
      "¿a qué hora abren?",
      "¿a qué hora cierran?",
      "¿abren los fines de semana?",
      "horario de atención",

      "¿qué días abren?",
      "¿están abiertos hoy?",
      "¿cuándo los puedo llamar?",
      "¿atienden los domingos?",

      "¿a qué hora atienden?",
      "¿trabajan el fin de semana?",
    ],
  },
  "contact.details": {
    en: [
      "how do I contact you",
      "what is your phone number",
      "what is your email address",
      "how can I call you",
      "contact information",
      "how can I reach you",

      "phone",
      "email",
      "how do I get in touch",
      "what number can I call",
      "can I email you",
      "what's the best way to reach you",
      "do you have a contact form",
      "your email please",

      "what's your phone",
      "give me your email",
      "how do I call you",
      "what number should I use",
      "where do I send a message",
      "can I text you",
      "how do I reach your team",
      "what's the contact email",
      "which email do I write to for help",
    ],
    es: [
      "¿cuál es su número de teléfono?",
      "¿cuál es su correo electrónico?",
      "¿a qué correo les escribo?",
      "datos de contacto",
      "¿cómo me comunico con ustedes?",

      "teléfono",
      "correo",
      "¿cómo me pongo en contacto?",
      "¿tienen un número de teléfono?",
      "¿a qué número llamo?",
      "¿cuál es su email?",
      "¿a qué teléfono llamo?",

      "¿me dan su teléfono?",
      "¿cuánto tardan en contestar un correo?",
      "¿en cuánto tiempo responden?",
    ],
  },
  "contact.location": {
    en: [
      "where are you located",
      "where are you based",
      "do you have an office",
      "which areas do you serve",
      "do you work with businesses in my area",
      "do you only work in the DMV",
      "do you cover my city",
      "are you local",

      "where are you",
      "what city are you in",
      "do you work in Virginia",
      "do you serve Washington DC",
      "do you work outside the DMV",
      "where do you operate",
      "are you in DC",
      "which cities do you cover",

      "where are you guys",
      "where's your company located",
      "do you serve northern Virginia",
      "do you work with companies in DC",
      "do you cover Maryland",
      "are you near me",
      "which areas do you cover",
      "do you serve my town",
      "is your team based nearby",

      "what part of the state are you in",
      "can I meet your team in person",
      "do you meet clients face to face",
      "do you serve my county",

      "what neighborhoods do you cover",
      "do you come to my office",
      "are you a local company",
    ],
    es: [
      "¿dónde están ubicados?",
      "¿dónde queda su oficina?",
      "¿en qué zonas trabajan?",
      "¿trabajan en mi ciudad?",

      "¿de dónde son?",
      "¿trabajan en Maryland?",
      "¿atienden en Washington?",

      "¿dónde se encuentra su oficina?",
      "¿en qué ciudad están?",
      "¿trabajan en mi zona?",
    ],
  },
  "dmv-expertise": {
    en: [
      "do you know the DMV market",
      "what is your local market expertise",
      "do you understand marketing in DC",
      "do you have experience with local businesses here",

      "do you know the local market",
      "are you familiar with businesses around here",
      "what do you know about marketing in Northern Virginia",
    ],
  },
  "agents.how": {
    en: [
      "how do your AI marketing agents work",
      "how does the AI agent work",
      "how does it work",
      "walk me through how the agent works",
      "what are the steps to get started with an agent",

      "how does your service work",
      "explain how it works",
      "what's the process once I sign up",
      "how does the agent know what to write",

      "how does the AI marketing agent work",
      "what happens after I sign up for an agent",
    ],
  },
  "agents.what": {
    en: [
      "what does an AI marketing agent actually do",
      "what will the agent do for my business",
      "what tasks does the agent handle",
      "what is an AI marketing agent",

      "what does the agent do",
      "what can the AI do for me",
      "what exactly will the AI handle",
      "does the agent write blog posts and social posts",

      "what does the AI agent do every day",
      "what will the AI marketing agent take care of",

      "what do the bots actually do",
      "is the agent a robot or a person",
      "what does the AI marketer handle for me",
      "what kind of work does the automation do",
    ],
  },
  roi: {
    en: [
      "what ROI can I expect",
      "what return on investment will I get",
      "is it worth the money",
      "what results can I expect",

      "is this a good investment",
      "how much money will I make",
      "what kind of return do clients see",
      "will I get more customers",

      "will this make me money",
      "is it worth it for a small business",
      "what results do your clients get",
      "will it bring me more customers",
    ],
  },
  "ranking-guarantee": {
    en: [
      "can you guarantee first page on Google",
      "do you guarantee I'll rank number one",
      "will you guarantee my rankings",
      "do you guarantee more leads",
      "can you promise results",
      "will my sales double guaranteed",

      "do you promise results",
      "can you guarantee I'll be number one",
      "will I be on the first page guaranteed",
      "do you guarantee rankings",
      "can you promise more sales",
      "do you guarantee traffic",

      "will I rank first on Google",
      "do you guarantee top placement",
      "can you promise I'll be at the top of search results",
      "guaranteed results",

      "can you guarantee a number of new customers",
      "do you guarantee new clients every month",
      "will you promise me more revenue",
    ],
  },
  "audit.about": {
    en: [
      "what is the free audit",
      "is the audit really free",
      "what does the marketing audit include",
      "tell me about the free marketing review",

      "what is included in the audit",
      "what does the audit cover",
      "how much does the audit cost",
      "free audit",
      "what will I learn from the audit",
      "is the audit free of charge",
      "tell me about the audit",
      "what is your free marketing audit",

      "what's in the free audit",
      "what does the audit look at",
      "what does the free analysis include",
      "is the review really free",
      "what do you check in the audit",
      "tell me about your free consultation",
      "is the strategy session free",

      "am I obligated to anything after the audit",
      "do I have to buy anything after the audit",
      "what will I get from the audit",

      "will you pressure me to buy after the audit",
      "is there a sales pitch after the audit",
      "will you try to sell me something afterwards",
      "do you do free SEO audits",
    ],
    es: [
      "¿qué es la auditoría gratuita?",
      "¿qué incluye la auditoría de marketing?",
      "¿tiene algún costo la auditoría?",

      "auditoría gratis",
      "¿cuánto cuesta la auditoría?",
      "¿qué revisan en la auditoría?",
      "háblame de la auditoría gratuita",
      "¿qué me dan en la auditoría gratuita?",
    ],
  },
  "audit.after": {
    en: [
      "what happens after I request an audit",
      "what are the next steps after the audit",
      "what comes after the audit",

      "what happens next after the audit",
      "after I sign up for the audit what happens",
      "when will I hear back about my audit",

      "what happens once I submit the audit form",
      "how long until you contact me about my audit",
      "what are the steps after I apply for the audit",
      "when do I get my audit results",

      "how fast do you reach out after an audit request",
      "who contacts me after I request the audit",

      "what happens on the consultation call",
      "what do we go over on the strategy call",
      "how long until I get my audit results",
    ],
  },
  "get-started": {
    en: [
      "how do I get started",
      "how do I sign up",
      "what's the first step",
      "how can I start",
      "where do I begin",
      "I'm interested, what's next",
      "what do I need to do to begin",
    ],
  },
  "agents.onboarding": {
    en: [
      "what access do you need to my accounts",
      "do I have to give you my passwords",
      "what do you need from me to get set up",
      "do I keep ownership of my social media accounts",
      "who owns my accounts if I cancel",
      "do you need the logins to my listings",
      "how do you connect to my website and social accounts",
    ],
  },
  "create-account": {
    en: [
      "will I be charged when I sign up",
      "do I pay anything today when I create my account",
      "do you take payment when I create an account",
      "what happens after I create my account",
      "is the first payment taken at signup",
      "when does billing start after I sign up",
    ],
  },
  portfolio: {
    en: [
      "can I see examples of projects you did",
      "do you have a portfolio",
      "show me some stores you made",
      "do you have case studies",
      "who have you done projects for",
    ],
  },
  directory: {
    en: [
      "do you have a business directory",
      "how do I get listed in your directory",
      "is there a list of local web design firms",
      "where can I find other DMV marketing agencies",
    ],
  },
  "industry-trends": {
    en: [
      "what are the latest marketing trends",
      "what trends should small businesses watch",
      "do you publish a trends report",
      "what is changing in local search this year",
    ],
  },
  "strategy-call": {
    en: [
      "how do I book a strategy call",
      "can I schedule a call with your team",
      "how long is the strategy call",
      "is the consultation call free",
      "is the call a sales pitch",
      "can I pick a time for a call online",
      "can I move my call to another time",
      "how do I cancel the call I booked",
      "I'd like to set up a meeting with you",
      "how long does the call last",
      "will you try to sell me something on the call",
      "can I book a time to talk it through",
    ],
  },
  blog: {
    en: [
      "do you have a blog",
      "what do you write about on your blog",
      "do you publish marketing tips",

      "do you have articles",
      "where is your blog",
      "can I read some marketing tips",
      "do you post advice for small businesses",

      "do you write blog posts about marketing",
      "where are your marketing articles",
      "do you share tips online",
      "is there a place to read your posts",

      "what topics do you blog about",
      "what subjects do you write about",
    ],
  },
  resources: {
    en: [
      "do you have free guides",
      "do you have checklists or templates",
      "where can I find your resources",

      "do you have free resources",
      "any free marketing guides",
      "do you offer checklists",
      "where are your free templates",
      "do you have worksheets I can use",

      "can I download any guides",
      "do you give away templates",
      "do you have a resource library",
      "any free checklists I can download",
    ],
  },
  // A guide, checklist or template of the library on a topic the visitor names. No phrasing: a
  // question asks it by those words ("is there a checklist for...") and the search finds which.
  "resources.catalogue": { en: [] },
  tools: {
    en: [
      "do you have any free tools",
      "is there a cost calculator",
      "how do I estimate what my website project will cost",
      "can you check my site speed for free",
      "do you have a website budget calculator",
      "what free checks do you offer",
    ],
  },
  "learning-center": {
    en: [
      "do you have a learning center",
      "where can I learn more",
      "do you have FAQs",
      "where can I read answers to common questions",

      "do you have a help center",
      "where are your frequently asked questions",
      "is there a knowledge base",

      "do you have an FAQ page",
      "a page of common questions",
      "help articles for business owners",
    ],
  },
  privacy: {
    en: [
      "do you store my chat conversation",
      "do you sell my personal data",
      "what cookies do you use",
      "what is your privacy policy",

      "what data do you collect",
      "how do you use my information",
      "do you share my data",
      "do you track me",
      "is my information safe",
      "how do I delete my data",
      "what happens to what I type in the chat",

      "do you keep my data",
      "who do you share my data with",
      "is my chat saved",
    ],
  },
  about: {
    en: [
      "who are you",
      "tell me about your company",
      "when was the company founded",
      "what is your mission",

      "who is behind this company",
      "how long have you been in business",
      "who runs DMV AI Agents",
      "are you a real company",
    ],
  },
  "services.overview": {
    en: [
      "what services do you offer",
      "what do you do",
      "what can you help my business with",
      "what kind of work do you do",

      "what do you offer",
      "what services are available",
      "what else do you do besides marketing",
      "list your services",
      "what types of projects do you take on",
    ],
  },
  "service.web-development": {
    en: [
      "do you build websites",
      "can you build a web app",
      "can you make my slow website faster",
      "what technologies do you use",
      "how long does it take to build a website",
      "how much does a website cost",
      "can I update my website myself",
      "what happens after my website launches",

      "can you build me a website",
      "do you make websites for small businesses",
      "can you redo my old website",
      "can you build a customer portal",
      "do you do website development",
      "how long does a new website take",
      "can you speed up my website",
      "do you do security audits",
      "can you build a progressive web app",
      "do you build databases",
      "can you connect my systems together",
      "do you offer website maintenance after launch",
      "what tools and languages do you build with",
      "can I edit the site on my own after it's built",

      "how long does a website take",
      "what's the timeline for a new website",
      "how much is a new website",
      "can you build a web portal",
      "do you build booking systems",
      "can you develop a custom app for the web",
      "what's the turnaround on a website",
      "how much does a custom web application cost",
      "do you fix slow websites",
      "do you do website security",
      "can you migrate my data into a database",
      "what does a security audit cost",

      "rough estimate for a custom web app",
      "what would a customer portal run me",
      "how long does a simple site take to build",

      "do you build on WordPress or Webflow",

      "our website got hacked, can you help",
      "the plugins on our site are years old and I worry about security",
      "we need a place where our customers sign in to see their history",
      "can customers log in and check the status of their orders",
      "we run everything on spreadsheets and need a proper database",
      "can our website connect to QuickBooks",
      "our pages take forever to load",
      "we need online booking for appointments",
      "can customers get a quote on our website",
      "we need an internal dashboard for our staff",
    ],
  },
  "service.ux-ui-design": {
    en: [
      "do you do UX design",
      "can you design our app screens",
      "what is the difference between UX and UI",
      "can you redesign my website",
      "what is your design process",

      "do you do web design",
      "can you make my site look better",
      "do you do user research",
      "do you design mobile apps",
      "can you improve my conversion rate",
      "do you make design systems",
      "do you do UI design",

      "how much does UX design cost",
      "what does UI design cost",
      "can you design screens for our app",
      "do you do usability testing",
      "can you improve how my site looks",
      "do you do branding for websites",
      "how long does a design project take",
      "can you help more visitors turn into customers",

      "do you make wireframes and prototypes",

      "our website is confusing and people can't find anything",
      "visitors come to the site but hardly anyone calls or books",
      "people start filling in our form and give up",
      "we want every page to look consistent with our brand",
      "can you design the screens before we build the app",
      "can you make our site easier to use",
    ],
  },
  "service.e-commerce": {
    en: [
      "can you build an online store",
      "how much is an e-commerce store",
      "how long does it take to launch an online store",
      "which e-commerce platform do you recommend",
      "can my online store sync with my point of sale",
      "do you set up payments and checkout",

      "do you build e-commerce websites",
      "can you set up a Shopify store",
      "I want to sell my products online",
      "can you build a WooCommerce shop",
      "what do you charge for a web shop",
      "do you connect stores to inventory systems",
      "can you migrate my online store",
      "how much is an e-commerce package",
      "do you do SEO for online stores",
      "can you set up online payments",
      "what does an online store cost",

      "what does it cost to build an online shop",
      "how long does an online store take",
      "which shopping cart platform should I use",
      "do you work with Shopify",
      "can you connect my store to QuickBooks",
      "do you set up shipping and local pickup",

      "can you move my shop over from Squarespace or Wix",
      "switch my store to a new platform without losing traffic",
      "best store platform for a small retailer",
      "what platform should a little clothing shop use",
      "turnaround time for an online store",

      "I want to start selling my products online",
      "shoppers leave items in their cart and never check out",
      "can customers pick up online orders at the shop",
      "I want to move my store to a different platform",
      "our store platform has gotten too expensive",
      "we sell wholesale to other businesses as well",
      "my products don't show up when people search for them",
    ],
  },
  "service.mobile-apps": {
    en: [
      "do you build mobile apps",
      "how much does an app cost",
      "do you develop iOS apps",
      "do you make Android apps",

      "can you build an app for my business",
      "do you make iOS apps",
      "how much is an Android app",
      "do you do app maintenance",
      "can you publish my app to the app stores",
      "do you build cross-platform apps",
      "how long does it take to build an app",
      "do you build the backend for apps",

      "how much to build an app",
      "what does an iPhone app cost",
      "do you offer app support plans",
      "can you build a booking app",
      "can you make an app for iOS and Android",
      "how much is app maintenance per month",

      "I want an app my customers can order from",
      "can you build an app for booking appointments",
      "we want a loyalty app for our regulars",
      "our app needs to get into the App Store and Google Play",
      "who keeps the app working when phones update",
      "an app for our technicians out in the field",
      "an iPhone and Android app for my restaurant",
    ],
  },
  "service.seo": {
    en: [
      "do you help with SEO",
      "how long does SEO take to work",
      "what is local SEO",
      "can you help me rank higher on Google",

      "can you improve my Google ranking",
      "do you do search engine optimization",
      "can you get me found on Google Maps",
      "do you track keywords",
      "how does your SEO work",
      "do you do local search marketing",
      "when will I see SEO results",
      "when will I see results from SEO",
      "can you get me into the Google map pack",
      "how do you improve search rankings",
      "do you do keyword research",

      "I want to show up when people nearby search for what I do",
      "we don't appear on Google Maps",
      "my competitors show up above me on Google",
      "how long until SEO shows results",
      "help more customers find us on Google",
    ],
  },
  "service.social": {
    en: [
      "do you manage social media",
      "which social media platforms do you post on",
      "can your agent post to my social accounts",
      "do you write captions and hashtags",

      "can you handle my Instagram",
      "do you post on Facebook for me",
      "do you do TikTok",
      "do you manage LinkedIn",
      "how often will you post on social media",
      "can the agent run my social media accounts",

      "will the agent post on Facebook",
      "do you create Instagram posts",
      "how many social posts will I get",
      "do you schedule social media posts",
      "can you manage my social accounts",

      "I never have time to post on Instagram",
      "our Facebook page hasn't been updated in months",
      "can someone write our social posts for us",
      "will the posts sound like us",
    ],
  },
  "service.website-builder": {
    en: [
      "do you have a website builder",
      "do you have templates for my website",
      "is there a drag and drop editor",

      "can I build the website myself",
      "do you have a DIY website tool",
      "do you offer a site builder with templates",
      "can I make my own website with your tool",
      "do you have a drag and drop website builder",
      "is there a DIY option for building a website",

      "I'd rather make my own website",
      "is there a tool to build my own site without coding",
    ],
  },
  /** Answered with the fallback: no fact speaks about anyone else's account or data. */
  "private-data": {
    en: [
      "give me a list of your customers",
      "what is the email of your client",
      "show me the phone numbers of the businesses you work with",
      "show me another customer's account",

      "who are your clients",
      "give me the contact details of your customers",
      "can I see other businesses' dashboards",
      "tell me which companies you work with and their emails",
      "share your customer list",

      "give me your client list",
      "what are your customers' emails",
      "show me other clients' information",
    ],
  },
  /** Answered with the fallback: the site states no discount, coupon or trial. */
  discounts: {
    en: [
      "do you have a discount code",
      "is there a student discount",
      "can I get a coupon",
      "any promo code",
      "can I get a lifetime deal",

      "do you have any promotions",
      "is there a discount for paying yearly",
      "can I get a cheaper price",
      "any deals right now",
      "do you offer discounts for nonprofits",

      "can I get a deal",
      "do you have a coupon code",
      "are there any specials",
      "is there a cheaper price if I pay upfront",
      "is there a trial",
      "can I trial it first",
    ],
  },
} as const satisfies Record<string, ChatIntentPhrasings>;

export type ChatIntentId = keyof typeof chatIntentPhrasings;

/**
 * Phrasings made for each name of a plan (its name, id and catalogue name) and of a service,
 * `{name}` standing for it.
 */
export const chatNamePhrasings = {
  plan: {
    en: [
      "{name}",
      "the {name} plan",
      "how much is {name}",
      "what does {name} cost",
      "what does {name} include",
      "what do I get with {name}",
      "tell me about the {name} plan",
    ],
    es: [
      "el plan {name}",
      "¿cuánto cuesta el plan {name}?",
      "¿qué incluye el plan {name}?",
      "¿y el {name}?",
    ],
  },
  service: {
    en: [
      "{name}",
      "how much is {name}",
      "how long does {name} take",
      "what's included in {name}",
    ],
  },
  /**
   * Questions about the terms every plan shares that name one plan (its name or id): the terms'
   * intent answers them whichever plan is named ("can I upgrade to Dominate?").
   */
  planTerms: {
    "policy.change-plan": {
      en: [
        "can I upgrade to {name}",
        "can I switch from {name} to another plan",
        "can I downgrade from {name} later",
        "how do I move up to the {name} plan",
      ],
      es: [
        "¿puedo subir al plan {name}?",
        "¿puedo pasarme del plan {name} a otro?",
        "¿puedo bajar del plan {name}?",
      ],
    },
    "policy.contract": {
      en: [
        "can I cancel {name} anytime",
        "is the {name} plan month to month",
        "is there a contract on {name}",
      ],
      es: [
        "¿puedo cancelar el plan {name} cuando quiera?",
        "¿el plan {name} tiene contrato?",
      ],
    },
    "policy.guarantee": {
      en: [
        "can I get a refund on the {name} plan",
        "does {name} come with a money-back guarantee",
      ],
      es: ["¿el plan {name} tiene garantía de devolución?"],
    },
    "policy.setup": {
      en: [
        "is setup included with {name}",
        "how long does {name} take to set up",
      ],
      es: ["¿el plan {name} incluye la configuración?"],
    },
  },
} as const;
