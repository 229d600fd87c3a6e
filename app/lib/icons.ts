/**
 * The icons the site uses: our name -> the icon's name in the lucide set. They are drawn from one
 * cached SVG sprite (`components/ui/icons.svg`, made by `scripts/make-icon-sprite.ts`), so an
 * icon costs no JavaScript. Add a name here, then run `node scripts/make-icon-sprite.ts`.
 */
export const iconSources = {
  "arrow-right": "arrow-right",
  "bar-chart": "chart-column",
  bot: "bot",
  building: "building-complex",
  "calendar-check": "calendar-check",
  check: "check",
  "chevron-down": "chevron-down",
  "chevron-up": "chevron-up",
  "circle-check": "circle-check",
  clock: "clock",
  dollar: "badge-dollar-sign",
  "dollar-sign": "dollar-sign",
  "file-text": "file-text",
  handshake: "handshake",
  home: "house",
  landmark: "landmark",
  layout: "layout-dashboard",
  mail: "mail",
  "map-pin": "map-pin",
  megaphone: "megaphone",
  menu: "menu",
  minus: "minus",
  "mouse-pointer": "mouse-pointer-click",
  phone: "phone",
  rocket: "rocket",
  search: "search",
  share: "share-2",
  "shield-check": "shield-check",
  "shopping-cart": "shopping-cart",
  smartphone: "smartphone",
  sparkles: "sparkles",
  star: "star",
  trees: "trees",
  "trending-up": "trending-up",
  x: "x",
} as const;

export type IconName = keyof typeof iconSources;
