import { Link } from "react-router";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { CallToAction } from "#app/content/types.ts";
import {
  webToolsBrowser,
  defaultToolCategory,
  toolCategories,
  webTools,
} from "#app/content/web-tools.ts";
import { ResultCount } from "#app/features/catalogue/catalogue-filters.tsx";
import { CategoryChips } from "#app/features/catalogue/category-chips.tsx";
import {
  countByCategory,
  filterByCategory,
  pickOption,
  showingText,
  withCounts,
} from "#app/features/catalogue/filter.ts";
import { ToolCards } from "#app/features/catalogue/tool-cards.tsx";
import { cn } from "#app/lib/cn.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";

const categoryIds = toolCategories.map((category) => category.id);
// No "all" choice here: every button is a category of its own.
const categoryChips = withCounts(
  toolCategories.map((category) => ({
    id: category.id,
    label: category.name,
    icon: category.icon,
  })),
  countByCategory(webTools, (tool) => tool.category),
);

/** Category buttons (the choice lives in `?category=`) and the chosen category's tools. */
export function ToolBrowser() {
  const copy = webToolsBrowser;
  const [categoryParam, setCategory] = useQueryState(
    "category",
    defaultToolCategory,
  );
  const category = pickOption(categoryParam, categoryIds, defaultToolCategory);
  const categoryName =
    toolCategories.find((item) => item.id === category)?.name ?? "";
  const tools = filterByCategory(webTools, category);

  return (
    <SectionShell intro={copy.intro} tone="muted">
      <CategoryChips
        label={copy.categoriesLabel}
        chips={categoryChips}
        selected={category}
        onSelect={setCategory}
        className="mt-10"
      />
      <ResultCount className="mt-6 text-center">
        {showingText(tools.length, copy.itemName)}
      </ResultCount>
      {tools.length > 0 ? (
        <ToolCards tools={tools} className="mt-8" />
      ) : (
        <ComingSoonCard
          title={copy.comingSoon.title}
          description={copy.comingSoon.description(categoryName)}
          action={copy.comingSoon.action(categoryName)}
          className="mt-8"
        />
      )}
    </SectionShell>
  );
}

/**
 * Props of `ComingSoonCard`: the `title` ("More Tools Coming Soon!"), a `description` and the
 * `action` that asks for a tool (the contact form).
 */
interface ComingSoonCardProps {
  title: string;
  description: string;
  action: CallToAction;
  className?: string;
}

/** What a category without tools shows instead of cards. */
function ComingSoonCard({
  title,
  description,
  action,
  className,
}: ComingSoonCardProps) {
  return (
    <div
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon name="wrench" />
      </span>
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild className="mt-2">
        <Link to={action.to}>
          {action.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </Button>
    </div>
  );
}
