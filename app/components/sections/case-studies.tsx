import { Badge } from "#app/components/ui/badge.tsx";
import type {
  CaseStudy,
  CaseStudyVisual,
  SectionIntro,
} from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { TitledList } from "#app/components/sections/titled-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `CaseStudies`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `studies`: `CaseStudy[]` (content/types.ts): title, description, `category` (category,
 *   industry or platform badge), and optionally `client`, `metrics` (value + label figures),
 *   `results` and `features` (sentences), `technologies`, `timeline`, `revenue` and `visual`
 *   (a drawn picture with its `alt` text, in place of a photo).
 * - `labels`: the terms used inside the cards, to change their wording.
 * - `note`: a line under the cards, such as how the figures were measured.
 * - `tone`: `muted` for a grey band.
 */
interface CaseStudiesProps {
  intro: SectionIntro;
  studies: readonly CaseStudy[];
  labels?: Partial<typeof defaultLabels>;
  note?: string;
  tone?: "default" | "muted";
}

const defaultLabels = {
  results: "Results",
  features: "What we built",
  technologies: "Technologies",
  timeline: "Timeline",
  revenue: "Revenue",
};

/** Project stories as cards: a drawing, the story, its figures and the stack. */
export function CaseStudies({
  intro,
  studies,
  labels,
  note,
  tone = "default",
}: CaseStudiesProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <li key={study.id} className="flex">
            <article className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
              {study.visual && <Visual {...study.visual} />}
              <div className="flex flex-1 flex-col gap-5 p-6">
                <div>
                  <Badge variant="secondary">{study.category}</Badge>
                  <h3 className="mt-3 text-xl leading-tight font-semibold text-foreground">
                    {study.title}
                  </h3>
                  {study.client && (
                    <p className="mt-1 text-sm font-medium text-primary">
                      {study.client}
                    </p>
                  )}
                  <p className="mt-3 leading-7 text-muted-foreground">
                    {study.description}
                  </p>
                </div>
                {study.metrics && study.metrics.length > 0 && (
                  <dl className="grid grid-cols-3 gap-2 rounded-lg bg-secondary p-3 text-center">
                    {study.metrics.map((metric) => (
                      // Label first for screen readers; the figure shows first on screen.
                      <div
                        key={metric.id}
                        className="flex flex-col-reverse justify-end gap-1"
                      >
                        <dt className="text-xs leading-4 text-secondary-foreground">
                          {metric.label}
                        </dt>
                        <dd className="text-xl font-extrabold tracking-tight text-primary">
                          {metric.value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                <TitledList title={text.results} items={study.results} />
                <TitledList title={text.features} items={study.features} />
                {(study.timeline || study.revenue) && (
                  <dl className="grid grid-cols-2 gap-4 text-sm">
                    {study.timeline && (
                      <div>
                        <dt className="text-muted-foreground">
                          {text.timeline}
                        </dt>
                        <dd className="mt-1 font-semibold text-foreground">
                          {study.timeline}
                        </dd>
                      </div>
                    )}
                    {study.revenue && (
                      <div>
                        <dt className="text-muted-foreground">
                          {text.revenue}
                        </dt>
                        <dd className="mt-1 font-semibold text-foreground">
                          {study.revenue}
                        </dd>
                      </div>
                    )}
                  </dl>
                )}
                {study.technologies && study.technologies.length > 0 && (
                  <div className="mt-auto border-t pt-4">
                    <p className="text-sm font-semibold text-foreground">
                      {text.technologies}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {study.technologies.map((technology) => (
                        <li key={technology}>
                          <Badge variant="outline">{technology}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/**
 * A drawing in plain CSS instead of a photo: a fixed aspect ratio, so nothing shifts, and nothing
 * to download. Its `alt` text describes the project for assistive technology.
 */
function Visual({ alt, kind }: CaseStudyVisual) {
  return (
    <div
      role="img"
      aria-label={alt}
      className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-blue-700 to-brand-dark p-5"
    >
      {kind === "mobile" ? (
        <PhoneDrawing />
      ) : (
        <div className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-lg">
          <div className="flex h-5 shrink-0 items-center gap-1 bg-slate-100 px-2">
            <span className="size-1.5 rounded-full bg-red-400" />
            <span className="size-1.5 rounded-full bg-amber-400" />
            <span className="size-1.5 rounded-full bg-green-500" />
            <span className="ms-2 h-2 w-1/3 rounded-full bg-slate-200" />
          </div>
          {kind === "dashboard" && <DashboardDrawing />}
          {kind === "store" && <StoreDrawing />}
          {kind === "website" && <WebsiteDrawing />}
        </div>
      )}
    </div>
  );
}

function WebsiteDrawing() {
  return (
    <div className="flex flex-1 flex-col gap-2 p-3">
      <div className="flex flex-1 flex-col justify-center gap-1.5 rounded bg-blue-100 p-3">
        <div className="h-2.5 w-1/2 rounded bg-blue-700" />
        <div className="h-1.5 w-2/3 rounded bg-blue-300" />
        <div className="mt-1 h-3 w-14 rounded bg-blue-700" />
      </div>
      <div className="grid h-1/3 grid-cols-3 gap-2">
        <div className="rounded bg-slate-100" />
        <div className="rounded bg-slate-100" />
        <div className="rounded bg-slate-100" />
      </div>
    </div>
  );
}

function DashboardDrawing() {
  return (
    <div className="flex flex-1 gap-2 p-3">
      <div className="flex w-1/5 flex-col gap-1.5 rounded bg-slate-800 p-1.5">
        <div className="h-1.5 rounded bg-slate-500" />
        <div className="h-1.5 rounded bg-blue-400" />
        <div className="h-1.5 rounded bg-slate-500" />
        <div className="h-1.5 rounded bg-slate-500" />
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <div className="grid grid-cols-3 gap-2">
          <div className="h-6 rounded bg-blue-100" />
          <div className="h-6 rounded bg-green-100" />
          <div className="h-6 rounded bg-amber-100" />
        </div>
        <div className="flex flex-1 items-end gap-1 rounded bg-slate-50 p-2">
          {[40, 55, 45, 70, 60, 85, 95].map((height) => (
            <div
              key={height}
              className="flex-1 rounded-t bg-blue-600"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function StoreDrawing() {
  return (
    <div className="flex flex-1 flex-col gap-2 p-3">
      <div className="flex h-3 items-center justify-between">
        <div className="h-2 w-12 rounded bg-slate-300" />
        <div className="h-3 w-5 rounded bg-blue-700" />
      </div>
      <div className="grid flex-1 grid-cols-4 gap-2">
        {["a", "b", "c", "d"].map((key) => (
          <div key={key} className="flex flex-col gap-1">
            <div className="flex-1 rounded bg-slate-100" />
            <div className="h-1.5 w-3/4 rounded bg-slate-300" />
            <div className="h-1.5 w-1/2 rounded bg-blue-600" />
          </div>
        ))}
      </div>
    </div>
  );
}

function PhoneDrawing() {
  return (
    <div className="flex h-full items-center justify-center gap-4">
      {["left", "right"].map((side) => (
        <div
          key={side}
          className={cn(
            "h-full w-1/4 flex-col gap-1.5 rounded-xl border-4 border-slate-900 bg-white p-1.5 shadow-lg",
            // The second phone shows from the small breakpoint up.
            side === "right" ? "hidden translate-y-3 sm:flex" : "flex",
          )}
        >
          <div className="h-1/4 rounded bg-blue-100" />
          <div className="h-1.5 w-3/4 rounded bg-slate-300" />
          <div className="h-1.5 w-1/2 rounded bg-slate-200" />
          <div className="mt-auto grid grid-cols-3 gap-1">
            <div className="h-2 rounded bg-blue-600" />
            <div className="h-2 rounded bg-slate-200" />
            <div className="h-2 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
