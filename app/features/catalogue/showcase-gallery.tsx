import { useId } from "react";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type {
  PortfolioProject,
  ShowcaseCategory,
  StoreExample,
} from "#app/content/portfolio-types.ts";
import type { SectionIntro } from "#app/content/types.ts";
import { CategoryChips } from "#app/features/catalogue/category-chips.tsx";
import {
  ALL,
  countByCategory,
  filterByCategory,
  optionsWithAll,
  pickOption,
  showingText,
  visibleItems,
} from "#app/features/catalogue/filter.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";

type ShowcaseItem = PortfolioProject | StoreExample;

/**
 * Props of `ShowcaseGallery` (the portfolio and the store examples):
 * - `intro`, `note`, `tone`: the section's heading, the line under the cards and its band.
 * - `filterLabel`: names the group of category buttons for assistive technology.
 * - `itemName`: what the count line counts: "Showing N projects".
 * - `items`: every card, in order; the gallery shows those of the chosen category.
 * - `categories`: every category, for the buttons (with their computed counts) and the cards'
 *   badge and drawing.
 * - `emptyText`, `showAllLabel`: what a category without items shows, and its way back to all.
 * - `featureCount`: how many of a store's features a card shows.
 * - `labels`: the terms used inside the cards, to change their wording.
 */
interface ShowcaseGalleryProps {
  intro: SectionIntro;
  note?: string;
  tone?: "default" | "muted";
  filterLabel: string;
  itemName: { singular: string; plural: string };
  items: readonly ShowcaseItem[];
  categories: readonly ShowcaseCategory[];
  emptyText: string;
  showAllLabel: string;
  featureCount?: number;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  features: "Key features",
  results: "Results",
  services: "What we did",
  technologies: "Built with",
  platform: "Platform",
  client: "Client",
  location: "Location and industry",
};

/**
 * Project or store cards under category buttons that show their counts (product.md D4). The
 * choice lives in `?category=` (all by default); an unknown category shows every card.
 */
export function ShowcaseGallery({
  intro,
  note,
  tone,
  filterLabel,
  itemName,
  items,
  categories,
  emptyText,
  showAllLabel,
  featureCount = 3,
  labels,
}: ShowcaseGalleryProps) {
  const [value, setCategory] = useQueryState("category", ALL);
  const category = pickOption(
    value,
    categories.map((entry) => entry.id),
  );
  const shown = filterByCategory(items, category);
  const chips = optionsWithAll(
    "All",
    // The buttons carry no icon: a category's icon draws its cards' tile.
    categories.map((entry) => ({ id: entry.id, label: entry.label })),
    countByCategory(items, (item) => item.category),
  );
  const text = { ...defaultLabels, ...labels };
  return (
    <SectionShell intro={intro} note={note} tone={tone}>
      <CategoryChips
        label={filterLabel}
        chips={chips}
        selected={category}
        onSelect={setCategory}
        className="mt-10"
      />
      <p
        aria-live="polite"
        className="mt-6 text-center text-sm text-muted-foreground"
      >
        {showingText(shown.length, itemName)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <ShowcaseCard
              key={item.id}
              item={item}
              category={categories.find(
                (category) => category.id === item.category,
              )}
              featureCount={featureCount}
              text={text}
            />
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-8 max-w-md rounded-xl border bg-card p-8 text-center">
          <p className="text-foreground">{emptyText}</p>
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => setCategory(ALL)}
          >
            {showAllLabel}
          </Button>
        </div>
      )}
    </SectionShell>
  );
}

function ShowcaseCard({
  item,
  category,
  featureCount,
  text,
}: {
  item: ShowcaseItem;
  category: ShowcaseCategory | undefined;
  featureCount: number;
  text: typeof defaultLabels;
}) {
  const titleId = useId();
  const store = "features" in item ? item : undefined;
  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
      >
        {/* In place of a photo: a tile with the category's icon, decorative only. */}
        <div
          aria-hidden="true"
          className="flex aspect-[3/1] items-center justify-center bg-gradient-to-br from-blue-700 to-brand-dark"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-white/15 text-white">
            <Icon name={category?.icon ?? "briefcase"} className="size-7" />
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-5 p-6">
          <div>
            <div className="flex flex-wrap gap-2">
              {category && <Badge variant="secondary">{category.label}</Badge>}
              {store && (
                <Badge variant="outline">
                  <span className="sr-only">{`${text.platform}: `}</span>
                  {store.platform}
                </Badge>
              )}
            </div>
            <h3
              id={titleId}
              className="mt-3 text-xl leading-tight font-semibold text-foreground"
            >
              {item.title}
            </h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                <dt className="sr-only">{text.client}</dt>
                <dd className="font-medium text-primary">{item.client}</dd>
              </div>
              <div className="flex items-center gap-1.5 text-muted-foreground">
                <dt>
                  <Icon name="map-pin" className="size-4" />
                  <span className="sr-only">{text.location}</span>
                </dt>
                <dd>
                  {item.location} · {item.industry}
                </dd>
              </div>
            </dl>
            <p className="mt-3 leading-7 text-muted-foreground">
              {item.description}
            </p>
          </div>
          {store && (
            <div>
              <p className="text-sm font-semibold text-foreground">
                {text.features}
              </p>
              <CheckList
                items={visibleItems(store.features, featureCount).shown}
                className="mt-2"
              />
            </div>
          )}
          <div>
            <p className="text-sm font-semibold text-foreground">
              {text.results}
            </p>
            <p className="mt-2 rounded-lg bg-secondary px-3 py-2 font-bold text-primary">
              {item.results.metric}
            </p>
            <ul className="mt-3 space-y-1.5">
              {[item.results.primary, item.results.secondary].map((result) => (
                <li
                  key={result}
                  className="flex gap-2 text-sm leading-6 text-muted-foreground"
                >
                  <Icon
                    name="circle-check"
                    className="mt-1 size-4 shrink-0 text-success"
                  />
                  {result}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">
              {text.services}:
            </span>{" "}
            {item.services.join(", ")}
          </p>
          <figure className="border-l-4 border-primary pl-4">
            <blockquote className="leading-7 text-foreground italic">
              <p>“{item.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-muted-foreground">
              {item.testimonial.author}
            </figcaption>
          </figure>
          <div className="mt-auto border-t pt-4">
            <p className="text-sm font-semibold text-foreground">
              {text.technologies}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {item.technologies.map((technology) => (
                <li key={technology}>
                  <Badge variant="outline">{technology}</Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </li>
  );
}
