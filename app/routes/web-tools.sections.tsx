import { useState } from "react";
import { ResultCount } from "#app/components/sections/catalogue-filters.tsx";
import { CategoryChips } from "#app/components/sections/category-chips.tsx";
import { CostCalculatorPanel } from "#app/components/sections/cost-calculator-panel.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  ComingSoonCard,
  ToolCards,
} from "#app/components/sections/tool-cards.tsx";
import {
  defaultToolCategory,
  toolCategories,
  webTools,
  webToolsBrowser,
  webToolsCalculator,
  webToolsCta,
  webToolsFeatured,
} from "#app/content/web-tools-sections.ts";
import {
  chipCount,
  countByCategory,
  itemsInCategory,
  knownCategory,
  showingText,
} from "#app/lib/category-counts.ts";
import {
  calculateProjectCost,
  formatCost,
  formatHours,
} from "#app/lib/cost-calculator.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";

const categoryIds = toolCategories.map((category) => category.id);
const toolCategory = (tool: (typeof webTools)[number]) => tool.category;
const toolCounts = countByCategory(webTools, toolCategory);
const categoryChips = toolCategories.map((category) => ({
  id: category.id,
  label: category.name,
  icon: category.icon,
  count: chipCount(toolCounts, category.id),
}));
const featuredTools = webTools.filter((tool) => tool.featured);

/** Category buttons (the choice lives in `?category=`) and the chosen category's tools. */
function ToolBrowser() {
  const copy = webToolsBrowser;
  const [categoryParam, setCategory] = useQueryState(
    "category",
    defaultToolCategory,
  );
  const category = knownCategory(
    categoryParam,
    categoryIds,
    defaultToolCategory,
  );
  const categoryName =
    toolCategories.find((item) => item.id === category)?.name ?? "";
  // No "all" choice here: every id is a category of its own.
  const tools = itemsInCategory(webTools, toolCategory, category, "");

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
        {showingText(tools.length, copy.itemSingular, copy.itemPlural)}
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

type CalculatorValues = Record<
  (typeof webToolsCalculator.fields)[number]["id"],
  string
>;

/** The project cost calculator; what the visitor types stays on the page (not in the URL). */
function ProjectCostCalculator() {
  const copy = webToolsCalculator;
  const [values, setValues] = useState<CalculatorValues>({
    hourlyRate: "",
    hoursPerWeek: "",
    weeks: "",
  });
  const { totalHours, totalCost } = calculateProjectCost(values);
  return (
    <div id={copy.anchor} className="scroll-mt-16">
      <SectionShell intro={copy.intro}>
        <CostCalculatorPanel
          fields={copy.fields}
          values={values}
          onChange={(id, value) =>
            setValues((current) => ({ ...current, [id]: value }))
          }
          totalHoursLabel={copy.totalHoursLabel}
          totalHours={formatHours(totalHours)}
          totalCostLabel={copy.totalCostLabel}
          totalCost={formatCost(totalCost)}
          formula={copy.formula}
          note={copy.note}
          action={copy.action}
        />
      </SectionShell>
    </div>
  );
}

/** The web tools page below the hero. */
export default function WebToolsSections() {
  return (
    <>
      <SectionShell intro={webToolsFeatured.intro}>
        <ToolCards tools={featuredTools} className="mt-12" />
      </SectionShell>
      <ToolBrowser />
      <ProjectCostCalculator />
      <CtaSection {...webToolsCta} />
    </>
  );
}
