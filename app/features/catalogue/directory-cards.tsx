import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type {
  BusinessListing,
  CommunityGroup,
  DirectoryColour,
  ShowcaseProject,
} from "#app/content/dmv-directory-listings.ts";
import type { CaseStudyVisual, IconName } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { telHref } from "#app/lib/paths.ts";

/** Written out in full, so Tailwind sees every class; white text passes AA on each. */
const colourClasses: Record<DirectoryColour, { badge: string; edge: string }> =
  {
    blue: { badge: "bg-blue-700", edge: "border-t-blue-700" },
    violet: { badge: "bg-violet-700", edge: "border-t-violet-700" },
    emerald: { badge: "bg-emerald-700", edge: "border-t-emerald-700" },
    amber: { badge: "bg-amber-700", edge: "border-t-amber-700" },
  };

/** "Potomac Code Works" -> "PC": the monogram in place of a logo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

const defaultListingLabels = {
  specialties: "Specialties",
  rating: "Rating",
  outOf: "out of 5",
  projects: "Projects",
  established: "Established",
  teamSize: "Team",
  website: "Website",
  call: "Call",
  email: "Email",
};

/**
 * Props of `BusinessCard`: the `listing` (spec §3 "Business listing") and the `labels` of its
 * figures and buttons. The website, phone and email buttons are real `https:`, `tel:` and
 * `mailto:` links (product.md D3); the website opens in a new tab.
 */
interface BusinessCardProps {
  listing: BusinessListing;
  labels?: Partial<typeof defaultListingLabels>;
}

/** A directory listing as a list item card. */
export function BusinessCard({ listing, labels }: BusinessCardProps) {
  const text = { ...defaultListingLabels, ...labels };
  const colour = colourClasses[listing.colour];
  return (
    <li className="flex">
      <article
        className={cn(
          "flex w-full flex-col gap-4 rounded-xl border border-t-4 bg-card p-6 shadow-sm",
          colour.edge,
        )}
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className={cn(
              "flex size-12 shrink-0 items-center justify-center rounded-lg text-lg font-bold text-white",
              colour.badge,
            )}
          >
            {initials(listing.name)}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg leading-tight font-semibold text-foreground">
              {listing.name}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{listing.type}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{listing.category}</Badge>
          <span className="flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4" />
            {listing.location}
          </span>
          <span className="flex items-center gap-1.5">
            <Icon name="star" className="size-4 text-amber-700" />
            <span className="sr-only">{text.rating}: </span>
            <span className="font-medium text-foreground">
              {listing.rating.toFixed(1)}
            </span>
            <span className="sr-only"> {text.outOf}</span>
          </span>
        </div>
        <p className="text-sm leading-6 text-muted-foreground">
          {listing.description}
        </p>
        <ul aria-label={text.specialties} className="flex flex-wrap gap-2">
          {listing.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge variant="outline" className="font-normal">
                {specialty}
              </Badge>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted p-3 text-center">
          {(
            [
              [text.projects, String(listing.projects)],
              [text.established, String(listing.established)],
              [text.teamSize, listing.teamSize],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="flex flex-col-reverse gap-1">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="text-sm font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild size="sm" variant="outline">
            <a
              href={listing.website}
              target="_blank"
              rel="nofollow noopener noreferrer"
            >
              <Icon name="globe" className="size-4" />
              {text.website}
              <span className="sr-only">
                {" "}
                of {listing.name} (opens in a new tab)
              </span>
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={telHref(listing.phone)}>
              <Icon name="phone" className="size-4" />
              <span className="sr-only">
                {text.call} {listing.name} at{" "}
              </span>
              {listing.phone}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={`mailto:${listing.email}`}>
              <Icon name="mail" className="size-4" />
              {text.email}
              <span className="sr-only"> {listing.name}</span>
            </a>
          </Button>
        </div>
      </article>
    </li>
  );
}

const visualIcons: Record<CaseStudyVisual["kind"], IconName> = {
  website: "globe",
  dashboard: "bar-chart",
  mobile: "smartphone",
  store: "store",
};

const defaultShowcaseLabels = {
  client: "Client",
  builtBy: "Built by",
  results: "Results",
  technologies: "Technologies",
};

/** Props of `ShowcaseCard`: the `project` (spec §3 "Showcase project") and the card's `labels`. */
interface ShowcaseCardProps {
  project: ShowcaseProject;
  labels?: Partial<typeof defaultShowcaseLabels>;
}

/** A project built by a directory business, as a list item card. */
export function ShowcaseCard({ project, labels }: ShowcaseCardProps) {
  const text = { ...defaultShowcaseLabels, ...labels };
  return (
    <li className="flex">
      <article className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
        {/* A drawing in place of a photo; its text alternative describes the project. */}
        <div
          role="img"
          aria-label={project.image.alt}
          className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-blue-700 to-brand-dark"
        >
          <Icon
            name={visualIcons[project.image.kind]}
            className="size-14 text-white"
          />
        </div>
        <div className="flex flex-1 flex-col gap-4 p-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{project.category}</Badge>
            <Badge variant="outline">{project.year}</Badge>
          </div>
          <h3 className="text-xl leading-tight font-semibold text-foreground">
            {project.title}
          </h3>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="text-muted-foreground">{text.client}:</dt>
              <dd className="font-medium text-foreground">{project.client}</dd>
            </div>
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="text-muted-foreground">{text.builtBy}:</dt>
              <dd className="font-medium text-foreground">
                {project.agency}, {project.location}
              </dd>
            </div>
          </dl>
          <p className="leading-7 text-muted-foreground">
            {project.description}
          </p>
          <div>
            <p className="text-sm font-semibold text-foreground">
              {text.results}
            </p>
            <ul className="mt-2 space-y-2">
              {project.results.map((result) => (
                <li
                  key={result}
                  className="flex gap-2 text-sm text-muted-foreground"
                >
                  <Icon
                    name="circle-check"
                    className="mt-0.5 size-4 text-success"
                  />
                  {result}
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-auto border-t pt-4">
            <p className="text-sm font-semibold text-foreground">
              {text.technologies}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {project.technologies.map((technology) => (
                <li key={technology}>
                  <Badge variant="outline" className="font-normal">
                    {technology}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </li>
  );
}

const defaultCommunityLabels = {
  meets: "Meets",
  members: "members",
  topics: "Topics",
};

/** Props of `CommunityCard`: the `group` (spec §3 "Community event") and the card's `labels`. */
interface CommunityCardProps {
  group: CommunityGroup;
  labels?: Partial<typeof defaultCommunityLabels>;
}

/** A local group or recurring event, as a list item card. */
export function CommunityCard({ group, labels }: CommunityCardProps) {
  const text = { ...defaultCommunityLabels, ...labels };
  return (
    <li className="flex">
      <article className="flex w-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon name="users" />
          </span>
          <div>
            <Badge variant="secondary">{group.type}</Badge>
            <h3 className="mt-2 text-lg leading-tight font-semibold text-foreground">
              {group.name}
            </h3>
          </div>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <Icon name="map-pin" className="size-4" />
            {group.location}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="calendar" className="size-4" />
            <span>
              <span className="font-medium text-foreground">{text.meets}:</span>{" "}
              {group.nextEvent}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Icon name="users" className="size-4" />
            {group.members.toLocaleString("en-US")} {text.members}
          </li>
        </ul>
        <p className="leading-7 text-muted-foreground">{group.description}</p>
        <ul aria-label={text.topics} className="mt-auto flex flex-wrap gap-2">
          {group.topics.map((topic) => (
            <li key={topic}>
              <Badge variant="outline" className="font-normal">
                {topic}
              </Badge>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
