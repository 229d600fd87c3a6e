import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import type { DownloadableResource, SectionIntro } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `DownloadCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `resources`: `DownloadableResource[]` (content/types.ts): title, description, type, format,
 *   optional `icon`.
 * - `renderAction`: the control at the foot of each card (the page supplies the request
 *   dialog's button).
 * - `id`: the band's id, for in-page links.
 * - `note`: a line under the cards, such as how the resources are delivered.
 * - `tone`: `muted` for a grey band.
 */
interface DownloadCardsProps {
  id?: string;
  intro: SectionIntro;
  renderAction: (resource: DownloadableResource) => ReactNode;
  resources: readonly DownloadableResource[];
  note?: string;
  tone?: "default" | "muted";
}

/** Reports, guides and checklists a visitor can ask for, one card each. */
export function DownloadCards({
  id,
  intro,
  renderAction,
  resources,
  note,
  tone = "default",
}: DownloadCardsProps) {
  return (
    <SectionShell id={id} intro={intro} tone={tone} note={note}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {resources.map((resource) => (
          <li
            key={resource.id}
            className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon name={resource.icon ?? "file-text"} />
              </span>
              <p className="flex flex-wrap justify-end gap-1.5">
                <Badge variant="secondary">{resource.type}</Badge>
                <Badge variant="outline">{resource.format}</Badge>
              </p>
            </div>
            <h3 className="text-lg leading-tight font-semibold text-foreground">
              {resource.title}
            </h3>
            <p className="text-sm leading-6 text-muted-foreground">
              {resource.description}
            </p>
            <div className="mt-auto">{renderAction(resource)}</div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
